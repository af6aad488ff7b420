import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { acceptInvitation, invite, join, person, workspaceWith, type Person } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

/** Every task the person's devices hold, archived (DONE) and deleted ones too. */
const allTasks = async (who: Person) => byId(await sync(server, who.token, { models: { task: { items: [], config: { includeDone: true, includeDeleted: true } } } }), 'task');
const call = (who: Person, method: string, path: string, body?: unknown) => server.request(method, path, { token: who.token, body });

async function board(owner: Person, workspaceId: string, name: string, isPrivate = false) {
  const created = await call(owner, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name, emoji: '🚀', isPrivate });
  expect(created.status).toBe(200);
  return created.body as { id: string; name: string };
}

async function section(who: Person, boardId: string, name: string) {
  const created = await call(who, 'POST', `/api/v1/boards/${boardId}/sections`, { name });
  expect(created.status).toBe(200);
  return created.body as { id: string };
}

/** Ann (admin), Bob (member), Vi (viewer) in one workspace; Out in another. */
async function team() {
  const [ann, bob, vi, out] = [await person(server, 'Ann'), await person(server, 'Bob'), await person(server, 'Vi'), await person(server, 'Out')];
  const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member'], [vi, 'viewer']]);
  await workspaceWith(server, out, 'Elsewhere');
  return { ann, bob, vi, out, workspace };
}

describe('boards (API.md section 5)', () => {
  it('are made by members, browsed by the workspace, and another person\'s private board appears nowhere', async () => {
    const { ann, bob, vi, out, workspace } = await team();
    const roadmap = await board(ann, workspace.id, 'Roadmap');
    const secret = await board(ann, workspace.id, 'Secret', true);
    expect((await call(vi, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'No', isPrivate: false })).status).toBe(403);
    expect((await call(out, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'No', isPrivate: false })).status).toBe(404);
    const forAnn = (await call(ann, 'GET', `/api/v1/workspaces/${workspace.id}/boards`)).body as { id: string; role: string | null }[];
    expect(forAnn.map((one) => [one.id, one.role])).toEqual([[roadmap.id, 'admin'], [secret.id, 'admin']]);
    const forBob = (await call(bob, 'GET', `/api/v1/workspaces/${workspace.id}/boards`)).body as Record<string, unknown>[];
    expect(forBob).toEqual([expect.objectContaining({
      id: roadmap.id, workspaceId: workspace.id, name: 'Roadmap', emoji: '🚀', isPrivate: false, isArchived: false, role: null, membersCount: 1,
      position: expect.any(String), creationDate: expect.any(Number), lastUpdateDate: expect.any(Number),
    })]);
    expect((await call(bob, 'GET', `/api/v1/boards/${secret.id}`)).status).toBe(404);
    expect((await call(bob, 'POST', `/api/v1/boards/${secret.id}/join`)).status).toBe(404);
    expect((await call(out, 'GET', `/api/v1/boards/${roadmap.id}`)).status).toBe(404);
    expect((await call(out, 'GET', `/api/v1/workspaces/${workspace.id}/boards`)).status).toBe(404);
    const opened = await call(bob, 'GET', `/api/v1/boards/${roadmap.id}`);
    expect(Object.keys(opened.body).sort()).toEqual(['board', 'labels', 'members', 'sections', 'tasks']);
    expect(opened.body.board.role).toBeNull();
  });

  it('a public board is joined by a workspace member, whose devices then get its sections and tasks; private ones by invitation', async () => {
    const { ann, bob, vi, workspace } = await team();
    const roadmap = await board(ann, workspace.id, 'Roadmap');
    const todo = await section(ann, roadmap.id, 'To do');
    const card = newId();
    await pushItems(server, ann.token, { task: [{ id: card, title: 'Ship it', boardId: roadmap.id, sectionId: todo.id }] });
    expect(byId(await sync(server, bob.token), 'task').has(card)).toBe(false);
    expect((await call(bob, 'POST', `/api/v1/boards/${roadmap.id}/sections`, { name: 'Not yet' })).status).toBe(403);
    const joined = await call(bob, 'POST', `/api/v1/boards/${roadmap.id}/join`);
    expect(joined.body).toMatchObject({ id: roadmap.id, role: 'member', membersCount: 2 });
    // The workspace's viewer joins as a viewer.
    expect((await call(vi, 'POST', `/api/v1/boards/${roadmap.id}/join`)).body).toMatchObject({ role: 'viewer', membersCount: 3 });
    const pulled = await sync(server, bob.token);
    expect(byId(pulled, 'task').get(card)).toMatchObject({ title: 'Ship it', boardId: roadmap.id, sectionId: todo.id, categoryId: null, createdBy: ann.id });
    // Who made a card stays its first pusher's: the smart views show a board's cards made by or assigned to the user.
    await pushItems(server, bob.token, { task: [{ id: card, title: 'Ship it now' }] });
    expect(byId(await sync(server, ann.token), 'task').get(card)).toMatchObject({ title: 'Ship it now', createdBy: ann.id });
    expect(byId(pulled, 'board').get(roadmap.id)).toMatchObject({ name: 'Roadmap', role: 'member' });
    expect(byId(pulled, 'section').get(todo.id)).toMatchObject({ name: 'To do', boardId: roadmap.id, isArchived: false });

    const secret = await board(ann, workspace.id, 'Secret', true);
    await invite(server, ann, { kind: 'board', id: secret.id }, bob, 'viewer');
    expect((await call(bob, 'GET', '/api/v1/invitations')).body).toEqual([expect.objectContaining({ kind: 'board', targetId: secret.id, targetName: 'Secret', role: 'viewer' })]);
    await acceptInvitation(server, bob, { kind: 'board', id: secret.id });
    expect((await call(bob, 'GET', `/api/v1/boards/${secret.id}`)).body.board.role).toBe('viewer');
    // A viewer reads and may not write: a push of a card there is refused, and nothing changes.
    const refused = await pushItems(server, bob.token, { task: [{ id: newId(), title: 'Mine', boardId: secret.id }] });
    expect(refused.body.models.task.rejected).toEqual([expect.objectContaining({ code: 'FORBIDDEN' })]);
  });

  it('archiving a section archives its tasks, restoring brings them back, and only archived ones are deleted for good', async () => {
    const { ann, workspace } = await team();
    const roadmap = await board(ann, workspace.id, 'Roadmap');
    const todo = await section(ann, roadmap.id, 'To do');
    const [open, done] = [newId(), newId()];
    await pushItems(server, ann.token, { task: [
      { id: open, title: 'Open', boardId: roadmap.id, sectionId: todo.id },
      { id: done, title: 'Done before', boardId: roadmap.id, sectionId: todo.id, status: 'DONE' },
    ] });
    expect((await call(ann, 'DELETE', `/api/v1/sections/${todo.id}`)).body.code).toBe('NOT_ARCHIVED');
    expect((await call(ann, 'DELETE', `/api/v1/tasks/${open}`)).body.code).toBe('NOT_ARCHIVED');
    expect((await call(ann, 'POST', `/api/v1/sections/${todo.id}/archive`)).body).toMatchObject({ id: todo.id, isArchived: true });
    let tasks = await allTasks(ann);
    expect([tasks.get(open)!.status, tasks.get(done)!.status]).toEqual(['DONE', 'DONE']);
    // No live section: a task cannot come back.
    const noSection = await call(ann, 'POST', `/api/v1/tasks/${open}/restore`);
    expect([noSection.status, noSection.body.code, noSection.body.Error]).toEqual([409, 'NO_SECTION', 'Add a section in order to restore']);
    expect((await call(ann, 'POST', `/api/v1/sections/${todo.id}/restore`)).body).toMatchObject({ isArchived: false });
    tasks = await allTasks(ann);
    // Only what the archive archived comes back.
    expect([tasks.get(open)!.status, tasks.get(done)!.status]).toEqual(['UNCHECKED', 'DONE']);
    expect((await call(ann, 'POST', `/api/v1/sections/${todo.id}/archive`)).status).toBe(200);
    const later = await section(ann, roadmap.id, 'Later');
    const restored = await call(ann, 'POST', `/api/v1/tasks/${open}/restore`);
    expect(restored.body).toMatchObject({ id: open, status: 'UNCHECKED', sectionId: later.id });
    expect((await call(ann, 'DELETE', `/api/v1/sections/${todo.id}`)).status).toBe(204);
    tasks = await allTasks(ann);
    expect([tasks.get(open)!.status, tasks.get(done)!.status]).toEqual(['UNCHECKED', 'DELETED']);
    expect((await call(ann, 'GET', `/api/v1/boards/${roadmap.id}`)).body.sections.map((one: { name: string }) => one.name)).toEqual(['Later']);
  });

  it('keeps an admin: the sole admin cannot be removed, demoted or leave while others remain; the last member leaving archives it', async () => {
    const { ann, bob, workspace } = await team();
    const roadmap = await board(ann, workspace.id, 'Roadmap');
    await call(bob, 'POST', `/api/v1/boards/${roadmap.id}/join`);
    const soleAdmin = { status: 409, code: 'SOLE_ADMIN', Error: 'The board needs another admin or must be archived first' };
    const demote = await call(ann, 'PATCH', `/api/v1/boards/${roadmap.id}/members/${ann.id}`, { role: 'member' });
    expect({ status: demote.status, ...demote.body }).toEqual(soleAdmin);
    const leave = await call(ann, 'POST', `/api/v1/boards/${roadmap.id}/leave`);
    expect({ status: leave.status, ...leave.body }).toEqual(soleAdmin);
    expect((await call(bob, 'DELETE', `/api/v1/boards/${roadmap.id}/members/${ann.id}`)).status).toBe(403);
    expect((await call(bob, 'POST', `/api/v1/boards/${roadmap.id}/leave`)).status).toBe(200);
    expect((await call(ann, 'POST', `/api/v1/boards/${roadmap.id}/leave`)).status).toBe(200);
    const after = (await call(ann, 'GET', `/api/v1/workspaces/${workspace.id}/boards`)).body as { id: string; isArchived: boolean }[];
    expect(after.find((one) => one.id === roadmap.id)).toMatchObject({ isArchived: true });
  });

  it('is renamed and made private by its admins; archived boards are never restored', async () => {
    const { ann, bob, workspace } = await team();
    const roadmap = await board(ann, workspace.id, 'Roadmap');
    await call(bob, 'POST', `/api/v1/boards/${roadmap.id}/join`);
    expect((await call(bob, 'PATCH', `/api/v1/boards/${roadmap.id}`, { name: 'Mine' })).status).toBe(403);
    expect((await call(ann, 'PATCH', `/api/v1/boards/${roadmap.id}`, { name: 'Plan', isPrivate: true })).body).toMatchObject({ name: 'Plan', isPrivate: true });
    expect((await call(ann, 'POST', `/api/v1/boards/${roadmap.id}/archive`)).body).toMatchObject({ isArchived: true });
    const back = await call(ann, 'PATCH', `/api/v1/boards/${roadmap.id}`, { isArchived: false });
    expect([back.status, back.body.code]).toEqual([409, 'BOARD_ARCHIVED']);
    expect((await call(ann, 'POST', `/api/v1/boards/${roadmap.id}/sections`, { name: 'More' })).body.code).toBe('BOARD_ARCHIVED');
  });

  it('a member who leaves drops the board, its sections and tasks on the next pull', async () => {
    const { ann, bob, workspace } = await team();
    const roadmap = await board(ann, workspace.id, 'Roadmap', true);
    const todo = await section(ann, roadmap.id, 'To do');
    const card = newId();
    await pushItems(server, ann.token, { task: [{ id: card, title: 'Ship it', boardId: roadmap.id, sectionId: todo.id }] });
    await join(server, ann, { kind: 'board', id: roadmap.id }, bob);
    const cursor = (await sync(server, bob.token)).body.lastUpdateDate as number;
    expect((await call(bob, 'POST', `/api/v1/boards/${roadmap.id}/leave`)).status).toBe(200);
    const pulled = await sync(server, bob.token, { updatedSince: cursor });
    expect(pulled.body.models.task.removed).toEqual([card]);
    expect(pulled.body.models.board.removed).toEqual([roadmap.id]);
    expect(pulled.body.models.section.removed).toEqual([todo.id]);
    expect((await call(bob, 'GET', `/api/v1/boards/${roadmap.id}`)).status).toBe(404);
  });

  it('deleting the workspace takes its boards, and their members\' devices drop the boards, sections and cards', async () => {
    const { ann, bob, workspace } = await team();
    const roadmap = await board(ann, workspace.id, 'Roadmap');
    const todo = await section(ann, roadmap.id, 'To do');
    const card = newId();
    await pushItems(server, ann.token, { task: [{ id: card, title: 'Ship it', boardId: roadmap.id, sectionId: todo.id }] });
    await call(bob, 'POST', `/api/v1/boards/${roadmap.id}/join`);
    const cursor = (await sync(server, bob.token)).body.lastUpdateDate as number;
    expect((await call(ann, 'DELETE', `/api/v1/workspaces/${workspace.id}`)).status).toBe(204);
    const pulled = await sync(server, bob.token, { updatedSince: cursor });
    expect([pulled.body.models.task.removed, pulled.body.models.board.removed, pulled.body.models.section.removed]).toEqual([[card], [roadmap.id], [todo.id]]);
    // Said once: the next pull from the cursor it answered lists nothing more.
    const next = await sync(server, bob.token, { updatedSince: pulled.body.lastUpdateDate });
    expect(next.body.models.task.removed).toBeUndefined();
  });
});
