import type { FastifyInstance } from 'fastify';
import { backgroundSyncRoutes } from './background-sync.js';
import { categoryRoutes } from './category-routes.js';
import { labelRoutes } from './label-routes.js';
import { syncRoutes } from './sync-routes.js';
import { taskRoutes } from './task-routes.js';

/** Every sync call of API.md section 4: the sync itself, background sync, and the REST calls per model. */
export async function syncApiRoutes(app: FastifyInstance) {
  for (const routes of [syncRoutes, backgroundSyncRoutes, taskRoutes, categoryRoutes, labelRoutes]) await routes(app);
}
