import { AppError, type SyncObject } from '@taskhub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activeRole, mayWrite, scopeRoles } from '../access/access.js';
import { caller } from '../context.js';
import { tasks } from '../db/schema.js';
import { routeSpec } from '../http/route-spec.js';
import { findObjects } from '../sync/object-queries.js';
import { writeObjects } from '../sync/write.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const assigneeInput = z.strictObject({ userId: z.string().min(1).max(64).nullable() });
const assign = routeSpec({
  tag: 'Shared lists', summary: 'Assign a task to a member of its shared list or board, or to nobody',
  description: 'The assignee must be a member of the task\'s list or board: 400 ASSIGNEE_NOT_MEMBER otherwise.',
  params: idParams, body: assigneeInput,
});

/**
 * PUT /api/v1/tasks/{id}/assignee (API.md section 5): assigns a task of a shared list or board to one of its members,
 * or to nobody. Anyone who may write the task may assign it; the assignee must be an active member of the task's
 * scope ('A task assigned to someone needs its list shared with that person').
 */
export async function assignmentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.put('/api/v1/tasks/:id/assignee', { config: { openapi: assign } }, async (request) => {
    const { id } = assign.params(request);
    const { userId } = caller(request);
    const { userId: assignee } = assign.body(request);
    const roles = await scopeRoles(ctx.db, userId);
    const [row] = await ctx.db.select({ scopeId: tasks.scopeId }).from(tasks).where(and(eq(tasks.id, id), inArray(tasks.scopeId, [...roles.keys()])));
    if (!row) throw new AppError('NOT_FOUND');
    if (!mayWrite(roles.get(row.scopeId))) throw new AppError('FORBIDDEN');
    if (assignee !== null && (row.scopeId === userId || !(await activeRole(ctx.db, assignee, row.scopeId)))) throw new AppError('ASSIGNEE_NOT_MEMBER');
    // Refused items make the call fail (a task of an archived board: 409 BOARD_ARCHIVED) rather than answer unchanged.
    await writeObjects(ctx, userId, { task: [{ id, assignedTo: assignee }] }, undefined, { refuseRejected: true });
    return (await findObjects(ctx.db, userId, 'task', [id])).get(id) as SyncObject<'task'>;
  });
}
