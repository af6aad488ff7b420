import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { byId, newId, pushItems } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' }); });
afterAll(async () => { await server.close(); });

async function start(token: string, query = 'updatedSince=0&includeNonVisible=false') {
  const answer = await server.request('GET', `/api/v14/me/bg_sync?${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body as { task_id: string; polling_interval: number; total_timeout: number };
}

describe('background sync', () => {
  it('answers a task id, then the sync answer on the bare and the prefixed result path', async () => {
    const { token } = await signUp(server);
    const [open, done] = [newId(), newId()];
    await pushItems(server, token, { task: [{ id: open, title: 'Open' }, { id: done, title: 'Archived', status: 'DONE' }] });
    const started = await start(token);
    expect(started).toEqual({ task_id: expect.any(String), polling_interval: expect.any(Number), total_timeout: expect.any(Number) });
    for (const path of [`/me/bg_sync_result/${started.task_id}`, `/api/v14/me/bg_sync_result/${started.task_id}`]) {
      const result = await server.request('GET', path, { token });
      expect(result.status, path).toBe(200);
      expect([...byId(result, 'task').keys()]).toEqual([open]);
      expect(result.body.models.sharedMember).toEqual({ items: [] });
      expect(typeof result.body.lastUpdateDate).toBe('number');
    }
  });

  it('brings archived and deleted tasks with includeNonVisible=true', async () => {
    const { token } = await signUp(server);
    const [open, done, gone] = [newId(), newId(), newId()];
    await pushItems(server, token, { task: [{ id: open }, { id: done, status: 'DONE' }, { id: gone, status: 'DELETED' }] });
    const started = await start(token, 'updatedSince=0&includeNonVisible=True');
    const result = await server.request('GET', `/me/bg_sync_result/${started.task_id}`, { token });
    expect([...byId(result, 'task').keys()].sort()).toEqual([open, done, gone].sort());
  });

  it('pulls only changes after updatedSince', async () => {
    const { token } = await signUp(server);
    const first = await pushItems(server, token, { task: [{ id: newId(), title: 'Old' }] });
    const fresh = newId();
    await pushItems(server, token, { task: [{ id: fresh, title: 'New' }] });
    const started = await start(token, `updatedSince=${first.body.lastUpdateDate}`);
    const result = await server.request('GET', `/me/bg_sync_result/${started.task_id}`, { token });
    expect([...byId(result, 'task').keys()]).toEqual([fresh]);
  });

  it('answers 404 for another user\'s task id, a forged one, an unknown one and an expired one', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const { task_id: taskId } = await start(owner.token);
    const parts = taskId.split('.');
    const signature = parts.pop()!;
    const forged = [...parts.slice(0, 1), '1', ...parts.slice(2), signature].join('.');
    expect(forged).not.toBe(taskId);
    for (const id of [taskId, forged, 'no-such-task', [...parts, 'A'.repeat(signature.length)].join('.')]) {
      const token = id === taskId ? other.token : owner.token;
      const answer = await server.request('GET', `/me/bg_sync_result/${encodeURIComponent(id)}`, { token });
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({ Error: 'Not found', code: 'NOT_FOUND' });
    }
    expect((await server.request('GET', `/me/bg_sync_result/${taskId}`, { token: owner.token })).status).toBe(200);
    server.clock.advance(10 * 60_000);
    expect((await server.request('GET', `/me/bg_sync_result/${taskId}`, { token: owner.token })).status).toBe(404);
  });

  it('refuses a bad query and an unknown version, and answers 401 without a token', async () => {
    const { token } = await signUp(server);
    expect((await server.request('GET', '/api/v14/me/bg_sync?updatedSince=yesterday', { token })).status).toBe(400);
    expect((await server.request('GET', '/api/v14/me/bg_sync?includeNonVisible=maybe', { token })).status).toBe(400);
    expect((await server.request('GET', '/api/beta/me/bg_sync', { token })).status).toBe(404);
    expect((await server.request('GET', '/api/v14/me/bg_sync')).status).toBe(401);
    expect((await server.request('GET', '/me/bg_sync_result/whatever')).status).toBe(401);
  });
});

// Two processes can share only a PostgreSQL server; the embedded database belongs to one process.
describe.runIf(testDb === 'postgres')('background sync on two server processes', () => {
  let nodeB: TestServer;
  beforeAll(async () => { nodeB = await startServer({}, { restartFrom: server.stored }); });
  afterAll(async () => { await nodeB?.close({ keepData: true }); });

  it('answers the result on a node other than the one that started it', async () => {
    const { token } = await signUp(server);
    const id = newId();
    await pushItems(server, token, { task: [{ id, title: 'Anywhere' }] });
    const started = await start(token);
    const result = await nodeB.request('GET', `/me/bg_sync_result/${started.task_id}`, { token });
    expect(result.status).toBe(200);
    expect([...byId(result, 'task').keys()]).toEqual([id]);
  });
});
