import { commentInput, commentsQuery } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boardAccess, requireTask } from '../access/access.js';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { addComment, boardCommentCounts, deleteComment, editComment, listComments, liveComment, requireAuthor, type CommentedTask } from './comments.js';

const tag = 'Comments';
const idParams = z.object({ id: z.string().min(1).max(64) });
const spec = {
  list: routeSpec({ tag, params: idParams, query: commentsQuery, summary: 'A task\'s comments, oldest first, a page at a time ({items, nextCursor})' }),
  add: routeSpec({
    tag, params: idParams, body: commentInput,
    summary: 'Comment on a task; @name mentions are resolved to the members of its board or list. Viewers and guests may comment',
  }),
  edit: routeSpec({ tag, params: idParams, body: commentInput, summary: 'Change a comment\'s text (its author only: 403 NOT_AUTHOR)' }),
  counts: routeSpec({
    tag, params: idParams, summary: 'How many comments each card of a board has ({taskId: count}, cards without any left out); whoever may open the board',
  }),
  remove: routeSpec({
    tag, params: idParams, summary: 'Delete a comment (its author only: 403 NOT_AUTHOR)', answers: [{ status: 204, description: 'Deleted' }],
  }),
};

/**
 * Comments on tasks (API.md section 6), and the cards' comment counts of a board. Who may read and write them follows the task (access.ts requireTask): anyone
 * who sees it reads them; anyone whose role may comment (viewers and guests too) adds one; only the author changes
 * or deletes theirs.
 */
export async function commentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const taskOf = async (userId: string, taskId: string, permission: 'read' | 'comment'): Promise<CommentedTask> => {
    const { scopeId, role } = await requireTask(ctx.db, userId, taskId, permission);
    return { id: taskId, scopeId, personal: role === 'owner' };
  };

  app.get('/api/v1/tasks/:id/comments', { config: { openapi: spec.list } }, async (request) => {
    const { id } = spec.list.params(request);
    await taskOf(caller(request).userId, id, 'read');
    return listComments(ctx.db, id, spec.list.query(request));
  });

  app.post('/api/v1/tasks/:id/comments', { config: { openapi: spec.add } }, async (request) => {
    const { id } = spec.add.params(request);
    const { userId } = caller(request);
    const task = await taskOf(userId, id, 'comment');
    return addComment(ctx.db, task, userId, spec.add.body(request).text, ctx.now());
  });

  app.get('/api/v1/boards/:id/comment-counts', { config: { openapi: spec.counts } }, async (request) => {
    const { id } = spec.counts.params(request);
    await boardAccess(ctx.db, caller(request).userId, id);
    return boardCommentCounts(ctx.db, id);
  });

  app.patch('/api/v1/comments/:id', { config: { openapi: spec.edit } }, async (request) => {
    const { userId } = caller(request);
    const comment = await liveComment(ctx.db, spec.edit.params(request).id);
    // Someone who cannot see the task does not learn the comment exists (404); one who can, but is not its author, 403.
    await taskOf(userId, comment.taskId, 'read');
    requireAuthor(comment, userId);
    const task = await taskOf(userId, comment.taskId, 'comment');
    return editComment(ctx.db, comment, task, spec.edit.body(request).text, ctx.now());
  });

  app.delete('/api/v1/comments/:id', { config: { openapi: spec.remove } }, async (request, reply) => {
    const { userId } = caller(request);
    const comment = await liveComment(ctx.db, spec.remove.params(request).id);
    await taskOf(userId, comment.taskId, 'read');
    requireAuthor(comment, userId);
    await taskOf(userId, comment.taskId, 'comment');
    await deleteComment(ctx.db, comment, ctx.now());
    return reply.status(204).send();
  });
}
