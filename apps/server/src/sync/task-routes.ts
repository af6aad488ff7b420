import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { idParams, queryFlag, routeBoth } from './api-paths.js';
import { byPosition, deleteObject, putObjects } from './collection.js';
import { itemArraySchemas, withTaskIds } from './incoming.js';
import { dataOf, findObjects, listObjects } from './object-queries.js';

const data = dataOf('task');
/**
 * GET /me/tasks: archived (DONE) and deleted tasks are hidden by default (API.md: DONE "hidden unless
 * includeNonVisible"); `includeNonVisible=true` brings both, as in background sync, and `includeDone` /
 * `includeDeleted` (the sync config's names) each bring one, overriding it.
 */
const listQuerySchema = z.object({ includeNonVisible: queryFlag.optional(), includeDone: queryFlag.optional(), includeDeleted: queryFlag.optional() });

const list = routeSpec({
  tag: 'Tasks', summary: 'The tasks, in position order',
  description: 'Archived (DONE) and deleted tasks only when asked for: includeNonVisible brings both, includeDone and includeDeleted one each.',
  query: listQuerySchema,
});
const put = routeSpec({
  tag: 'Tasks', summary: 'Create or update tasks (an array); answers the stored tasks',
  description: 'A task named by globalTaskId alone edits the task with that id.',
  body: itemArraySchemas.task,
});
const one = routeSpec({ tag: 'Tasks', summary: 'One task with its subtasks (subTasks)', params: idParams });
const remove = routeSpec({
  tag: 'Tasks', summary: 'Delete a task and its subtasks (their status becomes DELETED)', params: idParams,
  answers: [{ status: 204, description: 'Deleted' }],
});

const notDeleted = sql`${data}->>'status' <> 'DELETED'`;
const subtasksOf = (globalTaskId: string) => and(eq(sql`${data}->>'parentGlobalTaskId'`, globalTaskId), notDeleted);

/** REST calls on tasks (API.md section 4), for clients that do not sync; each write goes through writeObjects. */
export async function taskRoutes(app: FastifyInstance) {
  const { ctx } = app;

  routeBoth(app, 'GET', '/me/tasks', list, async (request) => {
    const query = list.query(request);
    const includeDone = query.includeDone ?? query.includeNonVisible ?? false;
    const includeDeleted = query.includeDeleted ?? query.includeNonVisible ?? false;
    const hidden = [...(includeDone ? [] : ['DONE']), ...(includeDeleted ? [] : ['DELETED'])];
    const where = hidden.length ? sql`not (${data}->>'status' in ${hidden})` : undefined;
    return byPosition(await listObjects(ctx.db, caller(request).userId, 'task', where));
  });

  routeBoth(app, 'PUT', '/me/tasks', put, async (request) => {
    return putObjects(ctx, caller(request).userId, 'task', put.body(request, withTaskIds));
  });

  // One task with its subtasks (tasks whose parentGlobalTaskId is its globalTaskId), deleted ones left out.
  routeBoth(app, 'GET', '/me/tasks/:id', one, async (request) => {
    const { userId } = caller(request);
    const task = (await findObjects(ctx.db, userId, 'task', [one.params(request).id])).values().next().value;
    if (!task) throw new AppError('NOT_FOUND');
    return { ...task, subTasks: byPosition(await listObjects(ctx.db, userId, 'task', subtasksOf(task.globalTaskId))) };
  });

  // Deletion is a status, so it reaches every device; the task's subtasks go with it, as the user would expect.
  routeBoth(app, 'DELETE', '/me/tasks/:id', remove, async (request, reply) => {
    const { userId } = caller(request);
    const { id } = remove.params(request);
    const task = (await findObjects(ctx.db, userId, 'task', [id])).get(id);
    if (!task) throw new AppError('NOT_FOUND');
    const subtasks = await listObjects(ctx.db, userId, 'task', subtasksOf(task.globalTaskId));
    await deleteObject(ctx, userId, 'task', id, { status: 'DELETED' }, subtasks.map((sub) => ({ id: sub.id, status: 'DELETED' })));
    return reply.status(204).send();
  });
}
