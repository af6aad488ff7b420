import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { RedisLink } from '../redis/redis-link.js';
import { ChangeBus } from './change-bus.js';
import { SocketHub } from './socket-hub.js';

export interface Realtime {
  bus: ChangeBus;
  hub: SocketHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
  interface FastifyContextConfig {
    /** A WebSocket route that authenticates the socket itself (token in the query or first message). */
    socketAuth?: boolean;
  }
}

/** Sockets send nothing but their token, so a small frame limit keeps a socket from holding much memory. */
const maxFrameBytes = 4096;

/**
 * A socket's error. A frame the protocol or our limit refuses (ws's `WS_ERR_*`, closed with 1002/1009) or a client
 * that vanished is the client's doing: logged below error level. Anything else (a fault of the handler) is ours.
 */
function socketError(error: Error & { code?: unknown }, socket: WebSocket, request: FastifyRequest) {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE') {
    request.log.info({ reason: error.message, errorCode: code }, 'websocket closed for a client fault');
  } else {
    request.log.error({ err: error }, 'websocket handler failed');
  }
  socket.terminate();
}

/**
 * Sets up `/ws` delivery: the WebSocket plugin (before the auth guard, which needs to know an upgrade when it sees
 * one), the change bus behind AppContext.changes, and the hub of open sockets. The route itself is in routes.ts.
 */
export async function registerRealtime(app: FastifyInstance, options: { redis?: RedisLink }): Promise<Realtime> {
  await app.register(fastifyWebsocket, { options: { maxPayload: maxFrameBytes }, errorHandler: socketError });
  const bus = new ChangeBus({ log: app.ctx.log, link: options.redis, now: app.ctx.now });
  const hub = new SocketHub(app.ctx, { maxSocketsPerUser: 20, heartbeatMs: app.ctx.config.realtime.heartbeatMs });
  bus.onDeliver((event) => hub.deliver(event));
  bus.onResync((lastUpdateDate) => hub.syncAll(lastUpdateDate));
  await bus.start();
  app.ctx.changes = bus;
  const realtime = { bus, hub };
  app.decorate('realtime', realtime);
  app.addHook('preClose', async () => {
    hub.closeAll();
    await bus.stop();
  });
  return realtime;
}
