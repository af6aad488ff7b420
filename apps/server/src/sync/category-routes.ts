import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { idParams, queryFlag, routeBoth } from './api-paths.js';
import { byPosition, deleteObject, putObjects } from './collection.js';
import { itemArraySchemas } from './incoming.js';
import { dataOf, listObjects } from './object-queries.js';

const listQuerySchema = z.object({ includeDeleted: queryFlag.optional() });

const list = routeSpec({ tag: 'Lists', summary: 'The lists, in position order (deleted ones with includeDeleted)', query: listQuerySchema });
const put = routeSpec({ tag: 'Lists', summary: 'Create or update lists (an array); answers the stored lists', body: itemArraySchemas.category });
const remove = routeSpec({
  tag: 'Lists', summary: 'Delete a list (marked deleted)', params: idParams, answers: [{ status: 204, description: 'Deleted' }],
});

/**
 * REST calls on lists (categories). Deleting a list marks it deleted and leaves its tasks alone: they keep their
 * categoryId, so another device's offline edit to them is not lost and restoring the list brings them back; a client
 * that wants them gone deletes them itself (each is its own tombstone).
 */
export async function categoryRoutes(app: FastifyInstance) {
  const { ctx } = app;

  routeBoth(app, 'GET', '/me/categories', list, async (request) => {
    const query = list.query(request);
    const where = query.includeDeleted ? undefined : sql`(${dataOf('category')}->>'isDeleted')::boolean is not true`;
    return byPosition(await listObjects(ctx.db, caller(request).userId, 'category', where));
  });

  routeBoth(app, 'PUT', '/me/categories', put, async (request) => {
    return putObjects(ctx, caller(request).userId, 'category', put.body(request));
  });

  routeBoth(app, 'DELETE', '/me/categories/:id', remove, async (request, reply) => {
    await deleteObject(ctx, caller(request).userId, 'category', remove.params(request).id, { isDeleted: true });
    return reply.status(204).send();
  });
}
