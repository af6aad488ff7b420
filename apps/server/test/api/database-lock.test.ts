import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';

const lockMs = 500;

// The embedded database has one connection: no other one can hold a lock against it.
describe.skipIf(testDb === 'pglite')('a row locked longer than the lock timeout', () => {
  let server: TestServer;
  let holder: pg.Client;
  beforeAll(async () => {
    server = await startServer({ DATABASE_LOCK_TIMEOUT_MS: String(lockMs), DATABASE_STATEMENT_TIMEOUT_MS: '5000' });
    holder = new pg.Client({ connectionString: server.stored.database.url });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await server?.close();
  });

  it('answers 503 DATABASE_BUSY within the lock timeout, without taking the database for unreachable', async () => {
    const { token } = await signUp(server);
    // A long write of this account elsewhere (a big sync push, another process) holds its user row.
    await holder.query('begin');
    await holder.query('select id from users for update');

    const started = Date.now();
    const answer = await server.request('PUT', '/me', { token, body: { name: 'Waits for its row' } });
    const ms = Date.now() - started;
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ Error: 'The server is busy saving other changes to this account, please try again in a moment', code: 'DATABASE_BUSY' });
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(ms).toBeGreaterThanOrEqual(lockMs);
    expect(ms).toBeLessThan(lockMs + 1500);
    // Not an outage: the pool's breaker stays closed, so what needs no such lock is served at once, and /healthz is fine.
    expect((await server.request('GET', '/me/tasks', { token })).status).toBe(200);
    expect((await server.request('GET', '/healthz')).status).toBe(200);

    await holder.query('commit');
    expect((await server.request('PUT', '/me', { token, body: { name: 'Waits for its row' } })).status).toBe(200);
  }, 20_000);
});
