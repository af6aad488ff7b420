import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' }); });
afterAll(async () => { await server.close(); });

const put = (token: string, body: unknown, prefix = '') => server.request('PUT', `${prefix}/me/tasks`, { token, body });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

/** A task as an existing third-party client of this API style creates it. */
function thirdPartyTask(title: string) {
  const id = newId();
  const now = Date.now();
  return {
    id, globalTaskId: id, title, status: 'UNCHECKED', categoryId: '', priority: 'Normal', creationDate: now, lastUpdateDate: now,
    dueDate: 0, dueDateUpdateTime: now, titleUpdateTime: now, statusUpdateTime: now, repeatingMethod: 'TASK_REPEAT_OFF',
    shared: false, note: '', parentGlobalTaskId: null, subTasks: [], participants: [],
  };
}

describe('REST tasks', () => {
  it('PUT upserts and answers the stored tasks in the order sent; GET lists them', async () => {
    const { token } = await signUp(server);
    const [a, b] = [thirdPartyTask('First'), thirdPartyTask('Second')];
    const created = await put(token, [b, a]);
    expect(created.status).toBe(200);
    expect(ids(created.body)).toEqual([b.id, a.id]);
    expect(created.body[0]).toMatchObject({ title: 'Second', categoryId: null, dueDate: null, globalTaskId: b.id });
    expect(created.body[0]).not.toHaveProperty('subTasks');

    const updated = await put(token, [{ id: a.id, title: 'First, renamed' }]);
    expect(updated.body).toEqual([expect.objectContaining({ id: a.id, title: 'First, renamed', creationDate: a.creationDate })]);
    const list = await server.request('GET', '/me/tasks', { token });
    expect(list.status).toBe(200);
    expect(ids(list.body).sort()).toEqual([a.id, b.id].sort());
    expect((await put(token, [])).body).toEqual([]);
  });

  it('serves the same calls under /api/vN', async () => {
    const { token } = await signUp(server);
    const task = thirdPartyTask('Prefixed');
    expect((await put(token, [task], '/api/v14')).status).toBe(200);
    expect(ids((await server.request('GET', '/api/v14/me/tasks', { token })).body)).toEqual([task.id]);
    expect((await server.request('GET', `/api/v14/me/tasks/${task.id}`, { token })).body.title).toBe('Prefixed');
    expect((await server.request('GET', '/api/nope/me/tasks', { token })).status).toBe(404);
  });

  it('refuses a body that is not an array of tasks', async () => {
    const { token } = await signUp(server);
    expect((await put(token, { id: newId() })).status).toBe(400);
    expect((await put(token, [{ id: newId(), status: 'FINISHED' }])).status).toBe(400);
    expect((await put(token, [{ title: 'no id' }])).status).toBe(400);
  });

  it('GET /me/tasks/:id answers the task with its subtasks, deleted ones left out', async () => {
    const { token } = await signUp(server);
    const parent = thirdPartyTask('Parent');
    const [sub1, sub2, gone] = [newId(), newId(), newId()];
    await put(token, [parent, { id: sub1, title: 'Sub 1', parentGlobalTaskId: parent.id, position: 'a' },
      { id: sub2, title: 'Sub 2', parentGlobalTaskId: parent.id, position: 'b' }, { id: gone, parentGlobalTaskId: parent.id, status: 'DELETED' }]);
    const answer = await server.request('GET', `/me/tasks/${parent.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe('Parent');
    expect(ids(answer.body.subTasks)).toEqual([sub1, sub2]);
  });

  it('hides archived (DONE) and deleted tasks unless includeNonVisible, includeDone or includeDeleted asks for them', async () => {
    const { token } = await signUp(server);
    const [open, done, deleted] = [newId(), newId(), newId()];
    await put(token, [{ id: open }, { id: done, status: 'DONE' }, { id: deleted, status: 'DELETED' }]);
    const get = async (query: string) => ids((await server.request('GET', `/me/tasks${query}`, { token })).body).sort();
    expect(await get('')).toEqual([open]);
    expect(await get('?includeNonVisible=true')).toEqual([open, done, deleted].sort());
    expect(await get('?includeNonVisible=false')).toEqual([open]);
    expect(await get('?includeDone=true')).toEqual([open, done].sort());
    expect(await get('?includeDeleted=true')).toEqual([open, deleted].sort());
    expect(await get('?includeNonVisible=true&includeDeleted=false')).toEqual([open, done].sort());
    expect((await server.request('GET', '/me/tasks?includeDone=perhaps', { token })).status).toBe(400);
  });

  it('DELETE marks the task and its subtasks deleted, a tombstone that syncs', async () => {
    const { token } = await signUp(server);
    const [task, sub] = [newId(), newId()];
    const stored = await put(token, [{ id: task, title: 'Bye' }, { id: sub, parentGlobalTaskId: task }]);
    expect(stored.status).toBe(200);
    const before = await sync(server, token);
    const answer = await server.request('DELETE', `/me/tasks/${task}`, { token });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect((await server.request('GET', `/me/tasks/${task}`, { token })).body.status).toBe('DELETED');
    expect(ids((await server.request('GET', '/me/tasks', { token })).body)).toEqual([]);
    const pulled = await sync(server, token, { updatedSince: before.body.lastUpdateDate, models: { task: { config: { includeDeleted: true } } } });
    expect([...byId(pulled, 'task').values()].map((t) => [t.id, t.status]).sort()).toEqual([[task, 'DELETED'], [sub, 'DELETED']].sort());
    expect((await server.request('DELETE', `/me/tasks/${newId()}`, { token })).status).toBe(404);
  });

  it('answers 404 for another user\'s task on every call, and a PUT naming one stores nothing', async () => {
    const victim = await signUp(server);
    const attacker = await signUp(server);
    const secret = thirdPartyTask('Secret');
    await put(victim.token, [secret]);
    const missing = newId();
    for (const [method, path] of [['GET', `/me/tasks/${secret.id}`], ['DELETE', `/me/tasks/${secret.id}`], ['GET', `/api/v11/me/tasks/${secret.id}`], ['DELETE', `/api/v11/me/tasks/${secret.id}`]] as const) {
      const foreign = await server.request(method, path, { token: attacker.token });
      const unknown = await server.request(method, path.replace(secret.id, missing), { token: attacker.token });
      expect(foreign.status, `${method} ${path}`).toBe(404);
      expect(foreign.body).toEqual(unknown.body);
    }
    const mine = newId();
    const refused = await put(attacker.token, [{ id: mine, title: 'Mine' }, { id: secret.id, title: 'Hacked', status: 'DELETED' }]);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ Error: 'Not found', code: 'NOT_FOUND' });
    expect((await server.request('GET', `/me/tasks/${mine}`, { token: attacker.token })).status).toBe(404);
    expect(ids((await server.request('GET', '/me/tasks', { token: attacker.token })).body)).toEqual([]);
    const kept = await server.request('GET', `/me/tasks/${secret.id}`, { token: victim.token });
    expect(kept.body).toMatchObject({ title: 'Secret', status: 'UNCHECKED' });
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/me/tasks')).status).toBe(401);
    expect((await server.request('PUT', '/me/tasks', { body: [] })).status).toBe(401);
    expect((await server.request('DELETE', `/me/tasks/${newId()}`)).status).toBe(401);
  });

  it('DELETE deletes a task whose status a client stamped far in the future (microseconds for milliseconds)', async () => {
    const { token } = await signUp(server);
    const id = newId();
    await pushItems(server, token, { task: [{ id, title: 'Stamped in µs', status: 'UNCHECKED', statusUpdateTime: Date.now() * 1000 }] });
    expect((await server.request('DELETE', `/me/tasks/${id}`, { token })).status).toBe(204);
    expect((await server.request('GET', `/me/tasks/${id}`, { token })).body.status).toBe('DELETED');
  });

  it('a PUT without update times (third-party client) changes a field a client stamped in the future', async () => {
    const { token } = await signUp(server);
    const id = newId();
    await pushItems(server, token, { task: [{ id, title: 'Old', titleUpdateTime: Date.now() * 1000 }] });
    const answer = await put(token, [{ id, title: 'New' }]);
    expect(answer.status).toBe(200);
    expect(answer.body[0].title).toBe('New');
  });
});
