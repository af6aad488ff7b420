import type { FastifyInstance } from 'fastify';

/** Messaging-app (WhatsApp) settings, personal and workspace scopes. */
export async function messagingRoutes(_app: FastifyInstance) {
  // Routes arrive with the helper that builds this capability.
}
