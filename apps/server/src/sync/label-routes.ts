import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { caller } from '../context.js';
import { parseInput } from '../http/validate.js';
import { pathId, queryFlag, routeBoth } from './api-paths.js';
import { byPosition, deleteObject, putObjects } from './collection.js';
import { parseItemArray } from './incoming.js';
import { labelWriteCheck } from './label-rules.js';
import { dataOf, listObjects } from './object-queries.js';

const listQuerySchema = z.object({ includeDeleted: queryFlag.optional() });

/** REST calls on tags (labels), shaped like the ones on lists, with the tag rules checked on every write. */
export async function labelRoutes(app: FastifyInstance) {
  const { ctx } = app;

  routeBoth(app, 'GET', '/me/labels', async (request) => {
    const query = parseInput(listQuerySchema, request.query);
    const where = query.includeDeleted ? undefined : sql`(${dataOf('label')}->>'isDeleted')::boolean is not true`;
    return byPosition(await listObjects(ctx.db, caller(request).userId, 'label', where));
  });

  routeBoth(app, 'PUT', '/me/labels', async (request) => {
    const { userId } = caller(request);
    return putObjects(ctx, userId, 'label', parseItemArray('label', request.body), labelWriteCheck(userId));
  });

  // A deleted tag stays on its tasks' `labels` (clients hide deleted tags), so restoring it restores the tagging.
  routeBoth(app, 'DELETE', '/me/labels/:id', async (request, reply) => {
    await deleteObject(ctx, caller(request).userId, 'label', pathId(request), { isDeleted: true });
    return reply.status(204).send();
  });
}
