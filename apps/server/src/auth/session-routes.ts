import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { idParams } from '../sync/api-paths.js';
import { describeDevice } from './device.js';
import { listSessions, revokeSession } from './sessions.js';

const list = routeSpec({ tag: 'Sessions', summary: 'The devices signed in to the account, with their browser and system; current marks this one' });
const revoke = routeSpec({ tag: 'Sessions', summary: 'Sign a device out (its token stops working)', params: idParams });

/** The devices signed in to an account (with the browser and system their user agent names), each revocable on its own. */
export async function sessionRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/api/v1/sessions', { config: { openapi: list } }, async (request) => {
    const { userId, sessionId } = caller(request);
    const rows = await listSessions(ctx.db, userId);
    return rows.map((row) => ({ ...row, ...describeDevice(row.userAgent), current: row.id === sessionId }));
  });

  app.delete('/api/v1/sessions/:id', { config: { openapi: revoke } }, async (request) => {
    if (!(await revokeSession(ctx, caller(request).userId, revoke.params(request).id))) throw new AppError('NOT_FOUND');
    return {};
  });
}
