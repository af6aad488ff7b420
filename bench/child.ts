import type { FastifyInstance } from 'fastify';

/**
 * Listens on a free loopback port, tells the parent the port (or prints it when run by hand) and closes the server
 * when the parent asks or goes away, so no server outlives a bench run.
 */
export async function serveUntilStopped(app: FastifyInstance, drain: () => Promise<void> = async () => undefined): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    drain().then(() => app.close()).finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
  if (process.send) process.send({ port });
  else console.log(`listening on http://127.0.0.1:${port}`);
}
