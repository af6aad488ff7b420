import type { FastifyInstance } from 'fastify';
import { routeSpec } from '../http/route-spec.js';

const health = routeSpec({
  tag: 'Service', summary: 'Whether the server and its database answer: {status, redis?}',
  answers: [
    { status: 200, description: '{"status": "ok"} (redis "degraded" while Redis is away)', mediaTypes: ['application/json'] },
    { status: 503, description: '{"status": "unavailable"}: the database does not answer', mediaTypes: ['application/json'] },
  ],
});

/**
 * 503 while the database does not answer within its connect timeout (capped at a few seconds, so a load balancer's
 * check is answered in time), and at once while the pool's circuit breaker refuses connections (db/circuit-breaker.ts).
 * Redis away is not a failure, the server works without it: the body says `degraded`.
 */
export async function healthRoutes(app: FastifyInstance) {
  const pingTimeoutMs = Math.min(app.ctx.config.databaseTimeouts.connectMs, 3000);
  app.get('/healthz', { config: { public: true, openapi: health } }, async (_request, reply) => {
    const redis = app.ctx.redis ? { redis: app.ctx.redis.available ? 'ok' : 'degraded' } : {};
    try {
      await app.ctx.database.ping(pingTimeoutMs);
      return { status: 'ok', ...redis };
    } catch {
      return reply.status(503).send({ status: 'unavailable', ...redis });
    }
  });
}
