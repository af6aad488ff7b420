import type { FastifyInstance } from 'fastify';

/** The experiments service. */
export async function experimentRoutes(_app: FastifyInstance) {
  // Routes arrive with the helper that builds this capability.
}
