import { AppError } from '@taskhub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSession } from '../auth/sessions.js';

/** The token of a request: X-Anydo-Auth, or a Bearer token in Authorization. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-anydo-auth'];
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || undefined;
  return undefined;
}

const hasSignature = (query: unknown) => typeof query === 'object' && query !== null && 'signature' in query;

/** Every route answers 401 without a valid token unless its config says public. */
export function registerAuthGuard(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    // A WebSocket upgrade to /ws names its token in the query or its first message; the socket checks it.
    if (request.ws && request.routeOptions.config.socketAuth) return;
    // A signed link carries no token: the route checks its signature itself and answers 403 for a bad one.
    if (request.routeOptions.config.signedLink && hasSignature(request.query)) return;
    const token = requestToken(request);
    if (!token || token.length > 512) throw new AppError('UNAUTHORIZED');
    const session = await findSession(app.ctx, token);
    if (!session) throw new AppError('UNAUTHORIZED');
    await app.ctx.limiter.consume({ key: `token:${session.sessionId}`, window: app.ctx.config.rateLimits.token });
    request.auth = { sessionId: session.sessionId, userId: session.userId };
  });

  // A signed-in request that may have written to the account clears the cached copy before its answer leaves,
  // so the next read (in this process) sees the write; other processes hear it from the database.
  app.addHook('onSend', async (request) => {
    if (!request.auth || request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.forgetsAccountItself) return;
    app.ctx.accountCache.forget(request.auth.userId);
  });
}
