import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { idParams, queryFlag, routeBoth } from './api-paths.js';
import { byPosition, deleteObject, putObjects } from './collection.js';
import { itemArraySchemas } from './incoming.js';
import { labelWriteCheck } from './label-rules.js';
import { dataOf, listObjects } from './object-queries.js';

const listQuerySchema = z.object({ includeDeleted: queryFlag.optional() });

const list = routeSpec({ tag: 'Tags', summary: 'The tags, in position order (deleted ones with includeDeleted)', query: listQuerySchema });
const put = routeSpec({ tag: 'Tags', summary: 'Create or update tags (an array); answers the stored tags', body: itemArraySchemas.label });
const remove = routeSpec({
  tag: 'Tags', summary: 'Delete a tag (marked deleted)', params: idParams, answers: [{ status: 204, description: 'Deleted' }],
});

/** REST calls on tags (labels), shaped like the ones on lists, with the tag rules checked on every write. */
export async function labelRoutes(app: FastifyInstance) {
  const { ctx } = app;

  routeBoth(app, 'GET', '/me/labels', list, async (request) => {
    const query = list.query(request);
    const where = query.includeDeleted ? undefined : sql`(${dataOf('label')}->>'isDeleted')::boolean is not true`;
    return byPosition(await listObjects(ctx.db, caller(request).userId, 'label', where));
  });

  routeBoth(app, 'PUT', '/me/labels', put, async (request) => {
    const { userId } = caller(request);
    return putObjects(ctx, userId, 'label', put.body(request), labelWriteCheck(userId));
  });

  // A deleted tag stays on its tasks' `labels` (clients hide deleted tags), so restoring it restores the tagging.
  routeBoth(app, 'DELETE', '/me/labels/:id', remove, async (request, reply) => {
    await deleteObject(ctx, caller(request).userId, 'label', remove.params(request).id, { isDeleted: true });
    return reply.status(204).send();
  });
}
