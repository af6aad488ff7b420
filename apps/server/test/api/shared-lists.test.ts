import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { changes, openSocket, within, type TestSocket } from '../realtime-fixture.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { join, person, type Person } from '../teams-fixture.js';

let server: TestServer;
const sockets: TestSocket[] = [];
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => {
  for (const socket of sockets) socket.ws.close();
  await server?.close();
});

/** A's list "Trip" with a task, a subtask of it, and another list's task that must stay private. */
async function listWithTasks(owner: Person) {
  const [listId, privateList, taskId, subtaskId, privateTask] = [newId(), newId(), newId(), newId(), newId()];
  await pushItems(server, owner.token, {
    category: [{ id: listId, name: 'Trip' }, { id: privateList, name: 'Diary' }],
    task: [
      { id: taskId, title: 'Book flights', categoryId: listId },
      { id: subtaskId, title: 'Compare prices', parentGlobalTaskId: taskId },
      { id: privateTask, title: 'Secret', categoryId: privateList },
    ],
  });
  return { listId, taskId, subtaskId, privateTask };
}

describe('shared lists (API.md section 5)', () => {
  it('brings the list, its tasks and subtasks to a member who joins, even older than their cursor; nothing else', async () => {
    const [a, b] = [await person(server), await person(server)];
    const { listId, taskId, subtaskId, privateTask } = await listWithTasks(a);
    const before = (await sync(server, b.token)).body.lastUpdateDate as number;
    await join(server, a, { kind: 'category', id: listId }, b);
    const pulled = await sync(server, b.token, { updatedSince: before });
    expect(byId(pulled, 'category').get(listId)).toMatchObject({ name: 'Trip' });
    expect([...byId(pulled, 'task').keys()].sort()).toEqual([taskId, subtaskId].sort());
    expect(byId(pulled, 'task').has(privateTask)).toBe(false);
    const members = await server.request('GET', `/api/v1/categories/${listId}/members`, { token: b.token });
    expect(members.body.map((m: { userId: string; role: string; state: string }) => [m.userId, m.role, m.state])).toEqual([[a.id, 'admin', 'CREATOR'], [b.id, 'member', 'ACCEPTED']]);
    // The owner's own devices keep seeing it all.
    expect(byId(await sync(server, a.token), 'task').has(taskId)).toBe(true);
  });

  it('carries a member\'s new task and edits to every member; an outsider\'s push names nothing and changes nothing', async () => {
    const [a, b, outsider] = [await person(server), await person(server), await person(server)];
    const { listId, taskId } = await listWithTasks(a);
    await join(server, a, { kind: 'category', id: listId }, b);
    const cursor = (await sync(server, a.token)).body.lastUpdateDate as number;
    const added = newId();
    await pushItems(server, b.token, { task: [{ id: added, title: 'Pack bags', categoryId: listId }, { id: taskId, title: 'Book flights and hotel' }] });
    const seen = byId(await sync(server, a.token, { updatedSince: cursor }), 'task');
    expect(seen.get(added)).toMatchObject({ title: 'Pack bags', categoryId: listId });
    expect(seen.get(taskId)).toMatchObject({ title: 'Book flights and hotel' });
    const foreign = await sync(server, outsider.token, { models: { task: { items: [{ id: taskId, title: 'Hacked' }] } } });
    expect(foreign.body.models.task.rejected).toEqual([{ id: taskId, code: 'NOT_FOUND' }]);
    expect(byId(foreign, 'task').has(taskId)).toBe(false);
    expect(byId(await sync(server, a.token), 'task').get(taskId)).toMatchObject({ title: 'Book flights and hotel' });
  });

  it('refuses a guest\'s edit (FORBIDDEN) and answers the current version so the device rolls back', async () => {
    const [a, guest] = [await person(server), await person(server)];
    const { listId, taskId } = await listWithTasks(a);
    await join(server, a, { kind: 'category', id: listId }, guest, 'guest');
    const answer = await sync(server, guest.token, { models: { task: { items: [{ id: taskId, title: 'Guest was here' }, { id: newId(), title: 'New', categoryId: listId }] } } });
    expect(answer.body.models.task.rejected).toEqual([{ id: taskId, code: 'FORBIDDEN' }, expect.objectContaining({ code: 'FORBIDDEN' })]);
    expect(byId(answer, 'task').get(taskId)).toMatchObject({ title: 'Book flights' });
    expect((await server.request('POST', `/api/v1/categories/${listId}/members`, { token: guest.token, body: { emails: 'x@example.com', role: 'guest' } })).body.code).toBe('NOT_PERMITTED');
  });

  it('moves a task into a shared list when its list changes, and the other member sees it', async () => {
    const [a, b] = [await person(server), await person(server)];
    const { listId } = await listWithTasks(a);
    await join(server, a, { kind: 'category', id: listId }, b);
    const mine = newId();
    await pushItems(server, b.token, { task: [{ id: mine, title: 'Mine first' }] });
    const cursor = (await sync(server, a.token)).body.lastUpdateDate as number;
    expect(byId(await sync(server, a.token), 'task').has(mine)).toBe(false);
    await pushItems(server, b.token, { task: [{ id: mine, categoryId: listId }] });
    expect(byId(await sync(server, a.token, { updatedSince: cursor }), 'task').get(mine)).toMatchObject({ title: 'Mine first', categoryId: listId });
  });

  it('lists a removed member\'s objects as removed on their next pull, and refuses their pushes from then on', async () => {
    const [a, b] = [await person(server), await person(server)];
    const { listId, taskId, subtaskId } = await listWithTasks(a);
    await join(server, a, { kind: 'category', id: listId }, b);
    const cursor = (await sync(server, b.token)).body.lastUpdateDate as number;
    expect((await server.request('DELETE', `/api/v1/categories/${listId}/members/${b.id}`, { token: a.token })).status).toBe(204);
    const after = await sync(server, b.token, { updatedSince: cursor });
    expect(after.body.models.category.removed).toEqual([listId]);
    expect([...after.body.models.task.removed].sort()).toEqual([taskId, subtaskId].sort());
    const late = await sync(server, b.token, { models: { task: { items: [{ id: taskId, title: 'Too late' }] } } });
    expect(late.body.models.task.rejected).toEqual([{ id: taskId, code: 'NOT_FOUND' }]);
    expect((await server.request('GET', `/api/v1/categories/${listId}/members`, { token: b.token })).status).toBe(404);
  });

  it('lists a task moved out of the list into a member\'s own list as removed for the other members', async () => {
    const [a, b] = [await person(server), await person(server)];
    const { listId, taskId } = await listWithTasks(a);
    await join(server, a, { kind: 'category', id: listId }, b);
    const cursor = (await sync(server, a.token)).body.lastUpdateDate as number;
    const ownList = newId();
    await pushItems(server, b.token, { category: [{ id: ownList, name: 'Mine' }], task: [{ id: taskId, categoryId: ownList }] });
    const after = await sync(server, a.token, { updatedSince: cursor });
    expect(after.body.models.task.removed).toEqual([taskId]);
    expect(byId(after, 'task').has(taskId)).toBe(false);
    // B still has it, in their own list, and is not told to drop it.
    const mine = await sync(server, b.token, { updatedSince: cursor });
    expect(byId(mine, 'task').get(taskId)).toMatchObject({ categoryId: ownList });
    expect(mine.body.models.task.removed).toBeUndefined();
  });

  it('keeps a task in the list when a member\'s move into their own list loses the merge to a later write of its list', async () => {
    const [a, b] = [await person(server), await person(server)];
    const { listId, taskId } = await listWithTasks(a);
    await join(server, a, { kind: 'category', id: listId }, b);
    const now = Date.now();
    // A names the list again (a later write of the task's list), then B's offline move, made earlier, arrives.
    await pushItems(server, a.token, { task: [{ id: taskId, categoryId: listId, categoryIdUpdateTime: now }] });
    const ownList = newId();
    await pushItems(server, b.token, { category: [{ id: ownList, name: 'Mine' }], task: [{ id: taskId, title: 'Book trains', titleUpdateTime: now, categoryId: ownList, categoryIdUpdateTime: now - 60_000 }] });
    // The list's write wins: the task stays the list's, for both, with B's title (B's later field).
    expect(byId(await sync(server, a.token), 'task').get(taskId)).toMatchObject({ categoryId: listId, title: 'Book trains' });
    expect(byId(await sync(server, b.token), 'task').get(taskId)).toMatchObject({ categoryId: listId, title: 'Book trains' });
    // Removed from the list, B keeps nothing of it.
    await server.request('DELETE', `/api/v1/categories/${listId}/members/${b.id}`, { token: a.token });
    expect(byId(await sync(server, b.token), 'task').has(taskId)).toBe(false);
  });

  it('refuses (NOT_FOUND) a task a removed member adds to the list afterwards, rather than keep it as theirs', async () => {
    const [a, b] = [await person(server), await person(server)];
    const { listId, taskId } = await listWithTasks(a);
    await join(server, a, { kind: 'category', id: listId }, b);
    await server.request('DELETE', `/api/v1/categories/${listId}/members/${b.id}`, { token: a.token });
    const [late, sub] = [newId(), newId()];
    const answer = await sync(server, b.token, { models: { task: { items: [{ id: late, title: 'Offline add', categoryId: listId }, { id: sub, title: 'Offline sub', parentGlobalTaskId: taskId }] } } });
    expect(answer.body.models.task.rejected).toEqual([{ id: late, code: 'NOT_FOUND' }, { id: sub, code: 'NOT_FOUND' }]);
    expect(byId(await sync(server, b.token), 'task').has(late)).toBe(false);
  });

  it('keeps the sole admin (409 SOLE_ADMIN), lets a member leave, and refuses the default list', async () => {
    const [a, b] = [await person(server), await person(server)];
    const { listId } = await listWithTasks(a);
    await join(server, a, { kind: 'category', id: listId }, b);
    const leave = await server.request('DELETE', `/api/v1/categories/${listId}/members/${a.id}`, { token: a.token });
    expect(leave.status).toBe(409);
    expect(leave.body.code).toBe('SOLE_ADMIN');
    expect((await server.request('DELETE', `/api/v1/categories/${listId}/members/${a.id}`, { token: b.token })).status).toBe(403);
    expect((await server.request('DELETE', `/api/v1/categories/${listId}/members/${b.id}`, { token: b.token })).status).toBe(204);
    const defaultList = newId();
    await pushItems(server, a.token, { category: [{ id: defaultList, name: 'Inbox', isDefault: true }] });
    const refused = await server.request('POST', `/api/v1/categories/${defaultList}/members`, { token: a.token, body: { emails: b.email, role: 'member' } });
    expect(refused.status).toBe(400);
    expect((await server.request('POST', `/api/v1/categories/${newId()}/members`, { token: a.token, body: { emails: b.email, role: 'member' } })).status).toBe(404);
  });

  it('assigns a task to a member of its list, not to anyone else (400 ASSIGNEE_NOT_MEMBER)', async () => {
    const [a, b, stranger] = [await person(server), await person(server), await person(server)];
    const { listId, taskId, privateTask } = await listWithTasks(a);
    await join(server, a, { kind: 'category', id: listId }, b);
    const assigned = await server.request('PUT', `/api/v1/tasks/${taskId}/assignee`, { token: a.token, body: { userId: b.id } });
    expect(assigned.body).toMatchObject({ id: taskId, assignedTo: b.id });
    expect(byId(await sync(server, b.token), 'task').get(taskId)).toMatchObject({ assignedTo: b.id });
    const wrong = await server.request('PUT', `/api/v1/tasks/${taskId}/assignee`, { token: a.token, body: { userId: stranger.id } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ Error: 'A task assigned to someone needs its list shared with that person', code: 'ASSIGNEE_NOT_MEMBER' });
    expect((await server.request('PUT', `/api/v1/tasks/${privateTask}/assignee`, { token: a.token, body: { userId: b.id } })).body.code).toBe('ASSIGNEE_NOT_MEMBER');
    expect((await server.request('PUT', `/api/v1/tasks/${privateTask}/assignee`, { token: stranger.token, body: { userId: null } })).status).toBe(404);
    expect((await server.request('PUT', `/api/v1/tasks/${taskId}/assignee`, { token: b.token, body: { userId: null } })).body).toMatchObject({ assignedTo: null });
  });

  it('tells every member\'s sockets about a change in the list, and stops telling a removed member at once', async () => {
    const [a, b] = [await person(server), await person(server)];
    const { listId, taskId } = await listWithTasks(a);
    const listening = openSocket(server, b.token);
    sockets.push(listening);
    await listening.ready;
    await join(server, a, { kind: 'category', id: listId }, b);
    const heard = changes(listening).length;
    await pushItems(server, a.token, { task: [{ id: taskId, title: 'Changed by A' }] });
    expect(await within(2000, () => changes(listening).length > heard)).toBe(true);
    await server.request('DELETE', `/api/v1/categories/${listId}/members/${b.id}`, { token: a.token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterRemoval = changes(listening).length;
    await pushItems(server, a.token, { task: [{ id: taskId, title: 'Private again' }] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes(listening).length).toBe(afterRemoval);
  });
});
