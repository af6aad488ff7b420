import type { FastifyInstance } from 'fastify';

/** Google calendar token exchange. */
export async function calendarRoutes(_app: FastifyInstance) {
  // Routes arrive with the helper that builds this capability.
}
