import type { FastifyInstance } from 'fastify';

/** Google, social-network and Apple sign-in (SPEC.md section 7, API.md section 3). */
export async function socialRoutes(_app: FastifyInstance) {
  // Routes arrive with the helper that builds this capability.
}
