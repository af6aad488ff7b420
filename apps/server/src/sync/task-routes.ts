import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { caller } from '../context.js';
import { parseInput } from '../http/validate.js';
import { pathId, queryFlag, routeBoth } from './api-paths.js';
import { byPosition, deleteObject, putObjects } from './collection.js';
import { parseItemArray } from './incoming.js';
import { dataOf, findObjects, listObjects } from './object-queries.js';

const data = dataOf('task');
/**
 * GET /me/tasks: archived (DONE) and deleted tasks are hidden by default (API.md: DONE "hidden unless
 * includeNonVisible"); `includeNonVisible=true` brings both, as in background sync, and `includeDone` /
 * `includeDeleted` (the sync config's names) each bring one, overriding it.
 */
const listQuerySchema = z.object({ includeNonVisible: queryFlag.optional(), includeDone: queryFlag.optional(), includeDeleted: queryFlag.optional() });

const notDeleted = sql`${data}->>'status' <> 'DELETED'`;
const subtasksOf = (globalTaskId: string) => and(eq(sql`${data}->>'parentGlobalTaskId'`, globalTaskId), notDeleted);

/** REST calls on tasks (API.md section 4), for clients that do not sync; each write goes through writeObjects. */
export async function taskRoutes(app: FastifyInstance) {
  const { ctx } = app;

  routeBoth(app, 'GET', '/me/tasks', async (request) => {
    const query = parseInput(listQuerySchema, request.query);
    const includeDone = query.includeDone ?? query.includeNonVisible ?? false;
    const includeDeleted = query.includeDeleted ?? query.includeNonVisible ?? false;
    const hidden = [...(includeDone ? [] : ['DONE']), ...(includeDeleted ? [] : ['DELETED'])];
    const where = hidden.length ? sql`not (${data}->>'status' in ${hidden})` : undefined;
    return byPosition(await listObjects(ctx.db, caller(request).userId, 'task', where));
  });

  routeBoth(app, 'PUT', '/me/tasks', async (request) => {
    return putObjects(ctx, caller(request).userId, 'task', parseItemArray('task', request.body));
  });

  // One task with its subtasks (tasks whose parentGlobalTaskId is its globalTaskId), deleted ones left out.
  routeBoth(app, 'GET', '/me/tasks/:id', async (request) => {
    const { userId } = caller(request);
    const task = (await findObjects(ctx.db, userId, 'task', [pathId(request)])).values().next().value;
    if (!task) throw new AppError('NOT_FOUND');
    return { ...task, subTasks: byPosition(await listObjects(ctx.db, userId, 'task', subtasksOf(task.globalTaskId))) };
  });

  // Deletion is a status, so it reaches every device; the task's subtasks go with it, as the user would expect.
  routeBoth(app, 'DELETE', '/me/tasks/:id', async (request, reply) => {
    const { userId } = caller(request);
    const id = pathId(request);
    const task = (await findObjects(ctx.db, userId, 'task', [id])).get(id);
    if (!task) throw new AppError('NOT_FOUND');
    const subtasks = await listObjects(ctx.db, userId, 'task', subtasksOf(task.globalTaskId));
    await deleteObject(ctx, userId, 'task', id, { status: 'DELETED' }, subtasks.map((sub) => ({ id: sub.id, status: 'DELETED' })));
    return reply.status(204).send();
  });
}
