import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' }); });
afterAll(async () => { await server.close(); });

/** The request shape's models, and the boards and sections of API.md section 5 (pulled, made by their REST calls). */
const allModels = ['task', 'category', 'label', 'myDayEntry', 'attachment', 'sharedMember', 'userNotification', 'taskNotification', 'board', 'section', 'customView'];

describe('POST /api/vN/me/sync', () => {
  it('answers every model in the request shape, with a lastUpdateDate', async () => {
    const { token } = await signUp(server);
    const answer = await sync(server, token, { updatedSince: 0 });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.models).sort()).toEqual([...allModels].sort());
    for (const model of allModels) expect(answer.body.models[model].items).toEqual([]);
    expect(typeof answer.body.lastUpdateDate).toBe('number');
  });

  it('serves any version from v1 up and no other path', async () => {
    const { token } = await signUp(server);
    for (const version of ['v1', 'v11', 'v14', 'v200']) expect((await sync(server, token, { version })).status).toBe(200);
    for (const version of ['v0', 'vx', 'x11', 'V11', 'v-1']) {
      const answer = await sync(server, token, { version });
      expect(answer.status, version).toBe(404);
      expect(answer.body).toEqual({ Error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('takes a missing updatedSince as 0 and refuses an invalid one', async () => {
    const { token } = await signUp(server, { create_predefined_data: { lists: true, label: true } });
    const answer = await sync(server, token);
    expect(answer.status).toBe(200);
    expect(answer.body.models.category.items).toHaveLength(3);
    expect((await sync(server, token, { updatedSince: '' })).body.models.category.items).toHaveLength(3);
    expect((await sync(server, token, { updatedSince: '1.5' })).body.models.category.items).toHaveLength(3);
    for (const bad of ['abc', '-5', '1e3', '0x10', '1.']) {
      const refused = await server.request('POST', `/api/v11/me/sync?updatedSince=${bad}`, { token, body: { models: {} } });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code).toBe('BAD_REQUEST');
    }
  });

  it('tells its own times in Server-Timing: the write (committed and announced to the other devices), then the whole answer', async () => {
    const { token } = await signUp(server);
    const answer = await pushItems(server, token, { task: [{ id: newId(), title: 'Timed' }] });
    const times = Object.fromEntries((answer.headers.get('server-timing') ?? '').split(', ').map((entry) => {
      const [name, duration] = entry.split(';dur=');
      return [name, Number(duration)];
    }));
    expect(Object.keys(times)).toEqual(['write', 'app']);
    expect(times.write).toBeGreaterThan(0);
    expect(times.write).toBeLessThanOrEqual(times.app!);
  });

  it('answers 401 without a token', async () => {
    const answer = await server.request('POST', '/api/v11/me/sync?updatedSince=0', { body: { models: {} } });
    expect(answer.status).toBe(401);
  });

  it('gives everything on a full pull and only what changed on an incremental one', async () => {
    const { token } = await signUp(server);
    const [a, b, c] = [newId(), newId(), newId()];
    const first = await pushItems(server, token, { task: [{ id: a, title: 'A' }, { id: b, title: 'B' }], category: [{ id: c, name: 'Home' }] });
    expect([...byId(first, 'task').keys()].sort()).toEqual([a, b].sort());
    const cursor = first.body.lastUpdateDate;

    const quiet = await sync(server, token, { updatedSince: cursor });
    expect(quiet.body.models.task.items).toEqual([]);
    expect(quiet.body.models.category.items).toEqual([]);
    expect(quiet.body.lastUpdateDate).toBe(cursor);

    await pushItems(server, token, { task: [{ id: b, title: 'B2' }] }, cursor);
    const incremental = await sync(server, token, { updatedSince: cursor });
    expect([...byId(incremental, 'task').keys()]).toEqual([b]);
    expect(byId(incremental, 'task').get(b)!.title).toBe('B2');
    expect(incremental.body.models.category.items).toEqual([]);
    expect(incremental.body.lastUpdateDate).toBeGreaterThan(cursor);

    const full = await sync(server, token, { updatedSince: 0 });
    expect([...byId(full, 'task').keys()].sort()).toEqual([a, b].sort());
    expect([...byId(full, 'category').keys()]).toEqual([c]);
  });

  it('fills new objects with defaults, server fields and update times', async () => {
    const { token } = await signUp(server);
    const id = newId();
    const answer = await pushItems(server, token, { task: [{ id, title: 'Buy milk', titleUpdateTime: 1000 }] });
    const task = byId(answer, 'task').get(id)!;
    expect(task).toMatchObject({ id, globalTaskId: id, title: 'Buy milk', titleUpdateTime: 1000, status: 'UNCHECKED', priority: 'Normal', labels: [], shared: false, participants: [] });
    expect(typeof task.creationDate).toBe('number');
    expect(typeof task.lastUpdateDate).toBe('number');
  });

  it('keeps both of two devices\' offline edits of different fields (per-field merge)', async () => {
    const { token } = await signUp(server);
    const id = newId();
    await pushItems(server, token, { task: [{ id, title: 'Plan trip', titleUpdateTime: 1000, note: '', noteUpdateTime: 1000, priority: 'Normal', priorityUpdateTime: 1000 }] });
    // Device A renamed at 3000; device B, offline, changed the note at 2000 and the title earlier, at 1500.
    await pushItems(server, token, { task: [{ id, title: 'Plan trip to Rome', titleUpdateTime: 3000 }] });
    const answer = await pushItems(server, token, { task: [{ id, title: 'Plan a trip', titleUpdateTime: 1500, note: 'Book flights', noteUpdateTime: 2000, priority: 'High', priorityUpdateTime: 2500 }] });
    expect(byId(answer, 'task').get(id)).toMatchObject({ title: 'Plan trip to Rome', titleUpdateTime: 3000, note: 'Book flights', noteUpdateTime: 2000, priority: 'High' });
  });

  it('syncs deletion as a status, seen with includeDeleted and hidden without', async () => {
    const { token } = await signUp(server);
    const id = newId();
    const created = await pushItems(server, token, { task: [{ id, title: 'Old' }] });
    await pushItems(server, token, { task: [{ id, status: 'DELETED' }] });
    const withDeleted = await sync(server, token, { updatedSince: created.body.lastUpdateDate, models: { task: { config: { includeDeleted: true } } } });
    expect(byId(withDeleted, 'task').get(id)).toMatchObject({ status: 'DELETED', title: 'Old' });
    const without = await sync(server, token, { updatedSince: created.body.lastUpdateDate });
    expect(without.body.models.task.items).toEqual([]);
  });

  it('hides archived (DONE) tasks unless includeDone, and shows completed (CHECKED) ones', async () => {
    const { token } = await signUp(server);
    const [done, checked, open] = [newId(), newId(), newId()];
    await pushItems(server, token, { task: [{ id: done, status: 'DONE' }, { id: checked, status: 'CHECKED' }, { id: open }] });
    const plain = await sync(server, token);
    expect([...byId(plain, 'task').keys()].sort()).toEqual([checked, open].sort());
    const all = await sync(server, token, { models: { task: { config: { includeDone: true, includeDeleted: false } } } });
    expect([...byId(all, 'task').keys()].sort()).toEqual([done, checked, open].sort());
  });

  it('maps a wall-clock updatedSince onto the change sequence', async () => {
    const { token } = await signUp(server);
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const id = newId();
    await pushItems(server, token, { task: [{ id, title: 'Now' }] });
    const since = await sync(server, token, { updatedSince: before });
    expect([...byId(since, 'task').keys()]).toEqual([id]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await sync(server, token, { updatedSince: Date.now() });
    expect(later.body.models.task.items).toEqual([]);
  });

  it('takes items from third-party clients: unknown fields, ids by globalTaskId, "none" values', async () => {
    const { token } = await signUp(server);
    const id = newId();
    const answer = await pushItems(server, token, {
      task: [{ id, globalTaskId: id, title: 'T', categoryId: '', dueDate: 0, labels: null, alert: null, subTasks: [], shared: true, unknownField: 1 }],
    });
    const task = byId(answer, 'task').get(id)!;
    expect(task).toMatchObject({ categoryId: null, dueDate: null, labels: [], alert: { type: 'NONE' }, shared: false });
    expect(task).not.toHaveProperty('unknownField');
    const edited = await pushItems(server, token, { task: [{ globalTaskId: id, status: 'CHECKED', statusUpdateTime: Date.now() + 1000 }] });
    expect(byId(edited, 'task').get(id)!.status).toBe('CHECKED');
  });

  it('refuses an item with a wrong type alone, storing the rest of the push', async () => {
    const { token } = await signUp(server);
    const [id, badId] = [newId(), newId()];
    const answer = await sync(server, token, { models: { task: { items: [{ id, title: 'ok' }, { id: badId, status: 'FINISHED' }] } } });
    expect(answer.status).toBe(200);
    expect(answer.body.models.task.rejected).toEqual([{ id: badId, code: 'BAD_REQUEST' }]);
    expect((await sync(server, token)).body.models.task.items.map((task: { id: string }) => task.id)).toEqual([id]);
  });

  it('takes a push larger than the general body limit, up to its own', async () => {
    const { token } = await signUp(server);
    // 24 tasks with 100,000-character notes: about 2.4 MB, over BODY_LIMIT_BYTES (1 MB by default).
    const items = Array.from({ length: 24 }, () => ({ id: newId(), title: 'long', note: 'n'.repeat(100_000) }));
    const answer = await pushItems(server, token, { task: items });
    expect(answer.body.models.task.items).toHaveLength(24);
  });

  it('answers its change clock as lastUpdateDate even when updatedSince is ahead of it (a client clock running fast)', async () => {
    const { token } = await signUp(server);
    await pushItems(server, token, { task: [{ id: newId(), title: 'First' }] });
    // A third-party client whose clock runs an hour fast sends its own wall time once, then follows the protocol.
    const ahead = await sync(server, token, { updatedSince: Date.now() + 3_600_000 });
    expect(ahead.status).toBe(200);
    expect(ahead.body.lastUpdateDate).toBeLessThanOrEqual(Date.now());
    const later = newId();
    await pushItems(server, token, { task: [{ id: later, title: 'Written after that pull' }] });
    const next = await sync(server, token, { updatedSince: ahead.body.lastUpdateDate });
    expect([...byId(next, 'task').keys()]).toContain(later);
  });
});
