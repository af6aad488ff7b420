import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { TcpProxy } from '../tcp-proxy.js';

const postgres = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a signed-in call until it answers 200; answers how long that took. */
async function msUntilAnswered(server: TestServer, token: string, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await server.request('GET', '/me', { token })).status === 200) return Date.now() - started;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}

// Only a PostgreSQL server can be cut off; the embedded database lives in the process.
describe.skipIf(testDb === 'pglite')('PostgreSQL cut off for ten seconds', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let direct: TestServer | undefined;
  beforeAll(async () => {
    proxy = await TcpProxy.start({ host: postgres.hostname, port: Number(postgres.port || 5432) });
    server = await startServer({}, { databaseUrl: (url) => proxy.address(url) });
  });
  afterAll(async () => {
    await direct?.close({ keepData: true });
    await server?.close();
    await proxy?.close();
  });

  it('answers again within 5 s of the database coming back, without a restart, after a few connection attempts a second', async () => {
    const account = await signUp(server);
    const login = await server.request('POST', '/login', { body: { email: account.email, password: account.password } });
    const laterSignedOut = login.body.auth_token as string;
    // Both sessions are now in this process's account cache.
    expect((await server.request('GET', '/me', { token: account.token })).status).toBe(200);
    expect((await server.request('GET', '/me', { token: laterSignedOut })).status).toBe(200);
    // A second process that reaches the database directly.
    direct = await startServer({}, { restartFrom: server.stored });

    const before = proxy.connections;
    const cutAt = Date.now();
    proxy.cut();
    await sleep(2000);
    const during = await server.request('GET', '/me', { token: account.token });
    expect(during.status).toBe(503);
    expect(during.body.code).toBe('DATABASE_UNAVAILABLE');
    // Signed out elsewhere while this process cannot hear the database's notifications.
    expect((await direct.request('POST', '/logout', { token: laterSignedOut })).status).toBe(200);
    await sleep(10_000 - (Date.now() - cutAt));
    const attempts = proxy.connections - before;
    proxy.restore();

    expect(await msUntilAnswered(server, account.token, 5000)).toBeLessThan(5000);
    // Three a second at most (the change listener's backoff, the reminder scheduler's polls, the one request above).
    expect(attempts).toBeLessThanOrEqual(30);
    expect((await server.request('GET', '/me', { token: laterSignedOut })).status).toBe(401);
  }, 40_000);
});
