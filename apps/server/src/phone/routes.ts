import type { FastifyInstance } from 'fastify';

/** Phone verification by SMS code. */
export async function phoneRoutes(_app: FastifyInstance) {
  // Routes arrive with the helper that builds this capability.
}
