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

interface Answered { startedAt: number; endedAt: number; status: number; code?: string; retryAfter: string | null }

/** One signed-in client asking for its tasks again and again (a short pause between), as a busy app would. */
async function keepAsking(server: TestServer, token: string, until: () => boolean, seen: Answered[]): Promise<void> {
  while (!until()) {
    const startedAt = Date.now();
    const answer = await server.request('GET', '/me/tasks', { token });
    seen.push({ startedAt, endedAt: Date.now(), status: answer.status, code: answer.body?.code, retryAfter: answer.headers.get('retry-after') });
    await sleep(50);
  }
}

describe.skipIf(testDb === 'pglite')('PostgreSQL cut off for ten seconds under steady signed-in traffic', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  beforeAll(async () => {
    proxy = await TcpProxy.start({ host: postgres.hostname, port: Number(postgres.port || 5432) });
    server = await startServer({}, { databaseUrl: (url) => proxy.address(url) });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  it('refuses at once while it is away, tries it a few times a second in all, and serves again within 5 s', async () => {
    const { token } = await signUp(server);
    const seen: Answered[] = [];
    let stop = false;
    const clients = Array.from({ length: 20 }, () => keepAsking(server, token, () => stop, seen));
    await sleep(1000);
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.every((answer) => answer.status === 200)).toBe(true);

    const before = proxy.connections;
    const cutAt = Date.now();
    proxy.cut();
    await sleep(10_000);
    const attempts = proxy.connections - before;
    const restoredAt = Date.now();
    proxy.restore();
    const backWithin = await msUntilAnswered(server, token, 5000);
    await sleep(1000);
    stop = true;
    await Promise.all(clients);

    // Every request of the cut (once the connections it dropped have failed) was refused, at once, saying when to retry.
    const during = seen.filter((answer) => answer.startedAt > cutAt + 200 && answer.endedAt < restoredAt);
    expect(during.length).toBeGreaterThan(500);
    for (const answer of during) {
      expect(answer).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(answer.endedAt - answer.startedAt).toBeLessThan(500);
    }
    // The pool's probes and the change listener's reconnects, whatever the traffic: a few a second at most.
    expect(attempts).toBeLessThanOrEqual(30);
    expect(backWithin).toBeLessThan(5000);
    const lastRefusal = Math.max(...seen.filter((answer) => answer.status !== 200).map((answer) => answer.endedAt));
    expect(lastRefusal - restoredAt).toBeLessThan(5000);
    expect(seen.filter((answer) => answer.startedAt > restoredAt + 5000).every((answer) => answer.status === 200)).toBe(true);
    console.info(`cut under load: ${during.length} refusals, ${attempts} connection attempts in 10 s, back after ${backWithin} ms`);
  }, 40_000);
});
