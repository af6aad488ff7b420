import type { FastifyInstance } from 'fastify';

/**
 * Fastify's server options for how long a client may take to send a request. Without them Node waits five minutes
 * for a body that stalled halfway, holding the connection (and, for an upload, a temporary file) all that time.
 * `requestTimeoutMs` is a deadline for the whole request, so it is long (a 10 MB upload over a slow uplink must fit
 * in it); a stall is caught sooner by `dropStalledBodies`, and stalled headers by the headers timeout, which is the
 * idle timeout (a header section is small). Node checks its timers every `connectionsCheckingInterval` (30 s by
 * default), so that interval follows the shorter timeout, or it would be met late. Only the sending of the request
 * counts: a slow answer is not cut, and a websocket, once upgraded, leaves the HTTP server's timers behind.
 */
export function requestTimeouts(requestTimeoutMs: number, idleTimeoutMs: number) {
  const headersTimeout = Math.min(idleTimeoutMs, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(headersTimeout / 4)),
    },
  };
}

/**
 * Drops a request whose body stops arriving: `idleMs` without a byte from the client while the rest is awaited
 * (answered 408, as Node's own request timeout is, through Fastify's client-error handler). Bytes received but not
 * yet read mean the server is the slow one, not the client, so they count as activity. Once the body is whole the
 * check ends: a slow answer is never cut, nor a websocket (its upgrade request has no body).
 */
export function dropStalledBodies(app: FastifyInstance, idleMs: number) {
  const checkEveryMs = Math.ceil(idleMs / 4);
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    const { socket } = raw;
    if (raw.complete) return done();
    let bytesRead = socket.bytesRead;
    let lastHeard = Date.now();
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      if (socket.bytesRead !== bytesRead || raw.readableLength > 0 || socket.readableLength > 0) {
        bytesRead = socket.bytesRead;
        lastHeard = Date.now();
        return;
      }
      if (Date.now() - lastHeard < idleMs) return;
      clearInterval(timer);
      // Already answered (an upload refused before its end): nothing more to say, only hang up.
      if (reply.raw.headersSent) return socket.destroy();
      app.server.emit('clientError', Object.assign(new Error('The request body stalled'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    }, checkEveryMs);
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
    done();
  });
}
