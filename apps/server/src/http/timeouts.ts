/**
 * Fastify's server options for how long a client may take to send a request. Without them Node waits five minutes
 * for a body that stalled halfway, holding the connection (and, for an upload, a temporary file) all that time.
 * Node checks its timers every `connectionsCheckingInterval` (30 s by default), so that interval follows the timeout,
 * or a short timeout would be met late. Only the sending of the request counts: a slow answer is not cut, and a
 * websocket, once upgraded, leaves the HTTP server's timers behind.
 */
export function requestTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 4)),
    },
  };
}
