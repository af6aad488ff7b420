import { AppError } from '@taskhub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { findSession } from '../auth/sessions.js';
import { requestToken } from '../http/auth-guard.js';
import { visibleScopes } from '../access/access.js';
import { PendingSockets } from './pending-sockets.js';
import { closeCodes } from './socket-hub.js';

/** How long a socket may stay open without naming its token. */
const authTimeoutMs = 10_000;

const tokenSchema = z.string().min(1).max(512);
const queryTokenSchema = z.object({ token: tokenSchema.optional() });
/** The first message: `{"token"}` or `{"type":"auth","token"}`. */
const authMessageSchema = z.object({ type: z.literal('auth').optional(), token: tokenSchema });

/** The token from `?token=` or the HTTP headers (non-browser clients), checked at once. */
function earlyToken(request: FastifyRequest): string | undefined {
  const query = queryTokenSchema.safeParse(request.query);
  return (query.success ? query.data.token : undefined) ?? requestToken(request);
}

/** The token from the socket's first message within the time limit. */
function firstMessageToken(socket: WebSocket): Promise<string | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), authTimeoutMs);
    socket.once('message', (data, isBinary) => {
      clearTimeout(timer);
      let parsed: unknown;
      try { parsed = isBinary ? undefined : JSON.parse(String(data)); } catch { parsed = undefined; }
      const message = authMessageSchema.safeParse(parsed);
      resolve(message.success ? message.data.token : undefined);
    });
    socket.once('close', () => { clearTimeout(timer); resolve(undefined); });
  });
}

/**
 * GET /ws (API.md section 4): after the token checks out, the socket hears `{"type":"ready"}` and then
 * `{"type":"changed", models, lastUpdateDate}` after every write the user can see; the client then syncs.
 * A missing or wrong token closes the socket with 4401 and sends nothing. Without an upgrade the route is an
 * ordinary private route: no token, 401.
 */
export async function realtimeRoutes(app: FastifyInstance) {
  const pending = new PendingSockets();
  /**
   * A socket that waits for its first message counts as pending until it names its token (or closes); past the caps
   * of PendingSockets it is closed with 4429 at once. A socket that names its token up front is checked at once
   * (one session lookup, like any HTTP request), so it holds nothing while unauthenticated and is not counted.
   */
  const waitForToken = async (socket: WebSocket, request: FastifyRequest): Promise<string | undefined> => {
    if (!pending.admit(request.ip)) {
      socket.close(closeCodes.tooManyPending, 'Too many connections waiting to sign in');
      return undefined;
    }
    try {
      return await firstMessageToken(socket);
    } finally {
      pending.release(request.ip);
    }
  };

  app.route({
    method: 'GET',
    url: '/ws',
    config: { socketAuth: true },
    handler: async () => { throw new AppError('BAD_REQUEST', { message: 'Open this address as a WebSocket' }); },
    wsHandler: async (socket, request) => {
      const token = earlyToken(request) ?? await waitForToken(socket, request);
      const session = token ? await findSession(app.ctx, token) : null;
      if (socket.readyState !== socket.OPEN) return;
      if (!token || !session) {
        socket.close(closeCodes.unauthorized, 'Unauthorized');
        return;
      }
      app.realtime.hub.add({
        socket, token, userId: session.userId, sessionId: session.sessionId, scopeIds: await visibleScopes(app.ctx.db, session.userId), alive: true,
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  });
}
