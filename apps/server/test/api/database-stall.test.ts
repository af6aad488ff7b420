import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { TcpProxy } from '../tcp-proxy.js';

const postgres = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const timeouts = { connectMs: 500, statementMs: 1000 };
/** Waiting for a pool connection, then the statement and the client's margin past it, then some slack for the machine. */
const failWithinMs = timeouts.connectMs + timeouts.statementMs + 1000 + 1000;

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = Date.now();
  const answer = await call();
  return { ms: Date.now() - started, answer };
}

// Only a PostgreSQL server can stall; the embedded database lives in the process.
describe.skipIf(testDb === 'pglite')('PostgreSQL that accepts connections but answers nothing', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  beforeAll(async () => {
    proxy = await TcpProxy.start({ host: postgres.hostname, port: Number(postgres.port || 5432) });
    server = await startServer(
      { DATABASE_CONNECT_TIMEOUT_MS: String(timeouts.connectMs), DATABASE_STATEMENT_TIMEOUT_MS: String(timeouts.statementMs) },
      { databaseUrl: (url) => proxy.address(url) },
    );
  });
  afterAll(async () => {
    proxy?.restore();
    await server?.close();
    await proxy?.close();
  });

  it('fails requests fast with 503 DATABASE_UNAVAILABLE, /healthz says 503, and all is well once it answers again', async () => {
    const { token } = await signUp(server);
    expect((await server.request('GET', '/me/tasks', { token })).status).toBe(200);
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
    expect((await server.request('GET', '/healthz')).body).toEqual({ status: 'ok' });

    proxy.stall();
    // More requests at once than the pool holds (4): those waiting for a connection must fail in time too.
    const answers = await Promise.all(Array.from({ length: 8 }, () => timed(() => server.request('GET', '/me/tasks', { token }))));
    for (const { ms, answer } of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ Error: 'The server cannot reach its database right now, please try again in a moment', code: 'DATABASE_UNAVAILABLE' });
      expect(ms).toBeLessThan(failWithinMs);
    }
    const health = await timed(() => server.request('GET', '/healthz'));
    expect(health.answer.status).toBe(503);
    expect(health.ms).toBeLessThan(timeouts.connectMs + 1000);
    // GET /me is answered from the account cache; once the listener finds its connection stalled (it checks every
    // 5 s), the cache is dropped, as sign-outs elsewhere can no longer be heard.
    const dropWithinMs = 5000 + timeouts.connectMs + 2000;
    const cacheDropped = await timed(async () => {
      const started = Date.now();
      while (Date.now() - started < dropWithinMs && (await server.request('GET', '/me', { token })).status === 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    expect(cacheDropped.ms).toBeLessThan(dropWithinMs);

    proxy.restore();
    const back = await timed(async () => {
      for (;;) {
        if ((await server.request('GET', '/me/tasks', { token })).status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    expect(back.ms).toBeLessThan(5000);
    expect((await server.request('GET', '/healthz')).status).toBe(200);
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
  }, 30_000);
});
