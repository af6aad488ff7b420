import type { FastifyInstance } from 'fastify';

/** Latest subscription and card-provider invoices. */
export async function subscriptionRoutes(_app: FastifyInstance) {
  // Routes arrive with the helper that builds this capability.
}
