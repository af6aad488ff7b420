import { assignExperiments } from '@taskhub/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeSpec } from '../http/route-spec.js';

/** required_experiments arrives as a JSON list inside the query string. */
const experimentList = z.string().max(4096).transform((text, ctx) => {
  if (text.trim() === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Invalid required_experiments parameter' });
    return z.NEVER;
  }
}).pipe(z.array(z.string().max(64)).max(50));

// Clients send every parameter, empty when they have no value (API.md shows `platform=&client_id=&email=`).
const querySchema = z.strictObject({
  platform: z.string().max(32).optional(),
  client_id: z.string().max(128).optional(),
  email: z.string().max(254).optional(),
  required_experiments: experimentList.optional(),
});

const experiments = routeSpec({
  tag: 'Integrations', summary: 'The experiment groups of a client id: {experiments: [{name, group, properties}], client_id}',
  description: 'required_experiments is a JSON list of names inside the query string. Without a client_id one is made up and answered.',
  query: querySchema,
});

/** The experiments service: a client id always gets the same groups, here and in the login response. */
export async function experimentRoutes(app: FastifyInstance) {
  app.get('/experiments', { config: { public: true, openapi: experiments } }, async (request) => {
    const query = experiments.query(request);
    const clientId = query.client_id?.trim() || randomUUID();
    return { experiments: assignExperiments(clientId, query.required_experiments ?? []), client_id: clientId };
  });
}
