import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { giveSubscription } from '../subscriptions-fixture.js';

/** Polls until check passes or the time is up; a change made on one node must reach the others within it. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

// Two processes can share only a PostgreSQL server; the embedded database belongs to one process.
describe.runIf(testDb === 'postgres')('two server processes on one PostgreSQL', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    nodeA = await startServer();
    nodeB = await startServer({}, { restartFrom: nodeA.stored });
  });
  afterAll(async () => {
    await nodeB?.close({ keepData: true });
    await nodeA?.close();
  });

  it('a log-out on one ends the token on the other within a second, though the other had it cached', async () => {
    const { token } = await signUp(nodeA);
    expect((await nodeB.request('GET', '/me', { token })).status).toBe(200);
    expect((await nodeA.request('POST', '/logout', { token })).status).toBe(200);
    expect(await within(1000, async () => (await nodeB.request('GET', '/me', { token })).status === 401)).toBe(true);
  });

  it('a settings change on one shows on the other within a second', async () => {
    const { token } = await signUp(nodeA);
    expect((await nodeB.request('GET', '/me', { token })).body.name).toBe('Test User');
    await nodeA.request('PUT', '/me', { token, body: { name: 'Renamed on A' } });
    expect(await within(1000, async () => (await nodeB.request('GET', '/me', { token })).body.name === 'Renamed on A')).toBe(true);
  });

  it("after node B's listening connection drops, a log-out on A still ends the token on B", async () => {
    const { token } = await signUp(nodeA);
    expect((await nodeB.request('GET', '/me', { token })).status).toBe(200);
    // End every LISTEN connection on the database: both nodes lose their notifications for a while.
    await nodeA.app.ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`);
    expect((await nodeB.request('GET', '/me', { token })).status).toBe(200);
    expect((await nodeA.request('POST', '/logout', { token })).status).toBe(200);
    expect(await within(1000, async () => (await nodeB.request('GET', '/me', { token })).status === 401)).toBe(true);
    // And once listening again, B hears changes made on A.
    const other = await signUp(nodeA);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await nodeB.request('GET', '/me', { token: other.token })).status).toBe(200);
    await nodeA.request('POST', '/logout', { token: other.token });
    expect(await within(1000, async () => (await nodeB.request('GET', '/me', { token: other.token })).status === 401)).toBe(true);
  });

  it('a subscription written straight into the database shows on both', async () => {
    const { token } = await signUp(nodeA);
    expect((await nodeA.request('GET', '/me', { token })).body.isPremium).toBe(false);
    expect((await nodeB.request('GET', '/me', { token })).body.isPremium).toBe(false);
    await giveSubscription(nodeA, token);
    for (const node of [nodeA, nodeB]) {
      expect(await within(1000, async () => (await node.request('GET', '/me', { token })).body.isPremium === true)).toBe(true);
    }
  });
});

describe('one server process', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer(); });
  afterAll(async () => { await server.close(); });

  it('ends a revoked token at once, though it was cached', async () => {
    const { token, email, password } = await signUp(server, { client_id: 'one' });
    const other = await server.request('POST', '/login', { body: { email, password, client_id: 'two' } });
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
    const sessions = await server.request('GET', '/api/v1/sessions', { token: other.body.auth_token });
    const first = sessions.body.find((s: { clientId: string }) => s.clientId === 'one');
    expect((await server.request('DELETE', `/api/v1/sessions/${first.id}`, { token: other.body.auth_token })).status).toBe(200);
    expect((await server.request('GET', '/me', { token })).status).toBe(401);
  });

  it('shows a subscription written straight into the database', async () => {
    const { token } = await signUp(server);
    expect((await server.request('GET', '/me', { token })).body.isPremium).toBe(false);
    await giveSubscription(server, token);
    expect(await within(1000, async () => (await server.request('GET', '/me', { token })).body.isPremium === true)).toBe(true);
  });
});
