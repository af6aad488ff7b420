import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { caller } from '../context.js';
import { parseInput } from '../http/validate.js';
import { pathId, queryFlag, routeBoth } from './api-paths.js';
import { byPosition, deleteObject, putObjects } from './collection.js';
import { parseItemArray } from './incoming.js';
import { dataOf, listObjects } from './object-queries.js';

const listQuerySchema = z.object({ includeDeleted: queryFlag.optional() });

/**
 * REST calls on lists (categories). Deleting a list marks it deleted and leaves its tasks alone: they keep their
 * categoryId, so another device's offline edit to them is not lost and restoring the list brings them back; a client
 * that wants them gone deletes them itself (each is its own tombstone).
 */
export async function categoryRoutes(app: FastifyInstance) {
  const { ctx } = app;

  routeBoth(app, 'GET', '/me/categories', async (request) => {
    const query = parseInput(listQuerySchema, request.query);
    const where = query.includeDeleted ? undefined : sql`(${dataOf('category')}->>'isDeleted')::boolean is not true`;
    return byPosition(await listObjects(ctx.db, caller(request).userId, 'category', where));
  });

  routeBoth(app, 'PUT', '/me/categories', async (request) => {
    return putObjects(ctx, caller(request).userId, 'category', parseItemArray('category', request.body));
  });

  routeBoth(app, 'DELETE', '/me/categories/:id', async (request, reply) => {
    await deleteObject(ctx, caller(request).userId, 'category', pathId(request), { isDeleted: true });
    return reply.status(204).send();
  });
}
