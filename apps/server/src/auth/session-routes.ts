import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { caller } from '../context.js';
import { describeDevice } from './device.js';
import { listSessions, revokeSession } from './sessions.js';

/** The devices signed in to an account (with the browser and system their user agent names), each revocable on its own. */
export async function sessionRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/api/v1/sessions', async (request) => {
    const { userId, sessionId } = caller(request);
    const rows = await listSessions(ctx.db, userId);
    return rows.map((row) => ({ ...row, ...describeDevice(row.userAgent), current: row.id === sessionId }));
  });

  app.delete<{ Params: { id: string } }>('/api/v1/sessions/:id', async (request) => {
    if (!(await revokeSession(ctx, caller(request).userId, request.params.id))) throw new AppError('NOT_FOUND');
    return {};
  });
}
