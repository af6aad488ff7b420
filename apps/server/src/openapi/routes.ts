import type { FastifyInstance } from 'fastify';
import { routeSpec } from '../http/route-spec.js';
import { buildOpenApiDocument } from './document.js';

const documentSpec = routeSpec({
  tag: 'Service',
  summary: 'This document: every call of the API as OpenAPI 3.1',
  description: 'Built from the routes and the schemas they check their input with, once, on the first request.',
});

/** GET /api/v1/openapi.json (API.md section 5): public, built from the registered routes the first time it is asked for. */
export async function openApiRoutes(app: FastifyInstance) {
  let cached: string | undefined;
  app.get('/api/v1/openapi.json', { config: { public: true, openapi: documentSpec } }, async (_request, reply) => {
    // Every route is registered before the server listens, so the first build is the whole API.
    cached ??= JSON.stringify(buildOpenApiDocument(app.registeredRoutes, app.ctx.config.publicUrl));
    return reply.type('application/json; charset=utf-8').send(cached);
  });
}
