import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { boardWith, newSection, person, sharedListWith, workspaceWith, type Person } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

const allTasks = async (who: Person) => byId(await sync(server, who.token, { models: { task: { items: [], config: { includeDone: true, includeDeleted: true } } } }), 'task');

/** Ann (admin) and Bob (member) on a board of Ann's workspace with two sections; a second board of Ann's alone; Out elsewhere. */
async function world() {
  const [ann, bob, out] = [await person(server, 'Ann'), await person(server, 'Bob'), await person(server, 'Out')];
  const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member']]);
  const board = await boardWith(server, ann, workspace.id, 'Roadmap', true, [[bob, 'member']]);
  const other = await boardWith(server, ann, workspace.id, 'Other', true);
  const todo = await newSection(server, ann, board.id, 'To do');
  const done = await newSection(server, ann, board.id, 'Done');
  const elsewhere = await newSection(server, ann, other.id, 'Elsewhere');
  return { ann, bob, out, workspace, board, other, todo, done, elsewhere };
}

describe('a board task pushed through sync keeps to its board (API.md section 5)', () => {
  it('a section of another board is rejected NOT_FOUND and nothing is stored; one of its own board is taken', async () => {
    const { bob, board, todo, elsewhere } = await world();
    const [wrong, right] = [newId(), newId()];
    const answer = await pushItems(server, bob.token, { task: [
      { id: wrong, title: 'Wrong', boardId: board.id, sectionId: elsewhere },
      { id: right, title: 'Right', boardId: board.id, sectionId: todo },
    ] });
    expect(answer.body.models.task.rejected).toEqual([{ id: wrong, code: 'NOT_FOUND' }]);
    const tasks = await allTasks(bob);
    expect(tasks.has(wrong)).toBe(false);
    expect(tasks.get(right)).toMatchObject({ boardId: board.id, sectionId: todo });
    // Moving a stored card into another board's section, or one that does not exist, is rejected too and rolls back.
    const moved = await pushItems(server, bob.token, { task: [{ id: right, sectionId: elsewhere, sectionIdUpdateTime: Date.now() + 1 }] });
    expect(moved.body.models.task.rejected).toEqual([{ id: right, code: 'NOT_FOUND' }]);
    expect(byId(moved, 'task').get(right)).toMatchObject({ sectionId: todo });
    const missing = await pushItems(server, bob.token, { task: [{ id: right, sectionId: newId() }] });
    expect(missing.body.models.task.rejected).toEqual([{ id: right, code: 'NOT_FOUND' }]);
    // A personal task cannot name a section either.
    const personal = newId();
    const refused = await pushItems(server, bob.token, { task: [{ id: personal, title: 'Mine', sectionId: todo }] });
    expect(refused.body.models.task.rejected).toEqual([{ id: personal, code: 'NOT_FOUND' }]);
  });

  it('a section left behind by a move the push made without naming one is cleared', async () => {
    const { ann, board, other, todo } = await world();
    const card = newId();
    await pushItems(server, ann.token, { task: [{ id: card, title: 'Card', boardId: board.id, sectionId: todo }] });
    const moved = await pushItems(server, ann.token, { task: [{ id: card, boardId: other.id }] });
    expect(moved.body.models.task.rejected).toBeUndefined();
    expect((await allTasks(ann)).get(card)).toMatchObject({ boardId: other.id, sectionId: null });
    await pushItems(server, ann.token, { task: [{ id: card, boardId: null }] });
    expect((await allTasks(ann)).get(card)).toMatchObject({ boardId: null, sectionId: null });
  });

  it('a card taken off its board without a list becomes the pusher\'s own task: gone from the other members\' pulls', async () => {
    const { ann, bob, board, todo } = await world();
    const card = newId();
    await pushItems(server, bob.token, { task: [{ id: card, title: 'Card', boardId: board.id, sectionId: todo }] });
    const before = await sync(server, ann.token, { models: { task: { items: [] } } });
    expect(byId(before, 'task').has(card)).toBe(true);
    await pushItems(server, bob.token, { task: [{ id: card, boardId: null }] });
    expect((await allTasks(bob)).get(card)).toMatchObject({ boardId: null, sectionId: null });
    const after = await sync(server, ann.token, { models: { task: { items: [] } }, updatedSince: before.body.lastUpdateDate });
    expect(after.body.models.task.removed).toContain(card);
    expect((await allTasks(ann)).has(card)).toBe(false);
  });

  it('a board task has no list: a categoryId pushed with it is cleared, and the correction wins on the device', async () => {
    const { bob, board, todo } = await world();
    const list = newId();
    await pushItems(server, bob.token, { category: [{ id: list, name: 'Mine' }] });
    const card = newId();
    const time = Date.now();
    const answer = await pushItems(server, bob.token, { task: [{ id: card, title: 'Card', boardId: board.id, sectionId: todo, categoryId: list, categoryIdUpdateTime: time }] });
    const stored = byId(answer, 'task').get(card)!;
    expect(stored).toMatchObject({ boardId: board.id, categoryId: null });
    expect(stored.categoryIdUpdateTime).toBeGreaterThan(time);
    // A later edit naming a list on the board's card is cleared again.
    await pushItems(server, bob.token, { task: [{ id: card, categoryId: list }] });
    expect((await allTasks(bob)).get(card)).toMatchObject({ boardId: board.id, categoryId: null });
  });

  it('an assignee set through sync must be a member of the board or shared list (ASSIGNEE_NOT_MEMBER otherwise)', async () => {
    const { ann, bob, out, workspace, board, todo } = await world();
    const card = newId();
    await pushItems(server, ann.token, { task: [{ id: card, title: 'Card', boardId: board.id, sectionId: todo }] });
    const outsider = await pushItems(server, ann.token, { task: [{ id: card, assignedTo: out.id }] });
    expect(outsider.body.models.task.rejected).toEqual([{ id: card, code: 'ASSIGNEE_NOT_MEMBER' }]);
    expect(byId(outsider, 'task').get(card)).toMatchObject({ assignedTo: null });
    const member = await pushItems(server, ann.token, { task: [{ id: card, assignedTo: bob.id }] });
    expect(member.body.models.task.rejected).toBeUndefined();
    expect((await allTasks(bob)).get(card)).toMatchObject({ assignedTo: bob.id });
    // A new card made already assigned to someone who is not there is rejected whole.
    const fresh = newId();
    const made = await pushItems(server, ann.token, { task: [{ id: fresh, title: 'New', boardId: board.id, sectionId: todo, assignedTo: out.id }] });
    expect(made.body.models.task.rejected).toEqual([{ id: fresh, code: 'ASSIGNEE_NOT_MEMBER' }]);
    expect((await allTasks(ann)).has(fresh)).toBe(false);
    // A personal task is assigned to nobody, even its owner; a shared list's task to its members.
    const personal = newId();
    const mine = await pushItems(server, ann.token, { task: [{ id: personal, title: 'Mine', assignedTo: ann.id }] });
    expect(mine.body.models.task.rejected).toEqual([{ id: personal, code: 'ASSIGNEE_NOT_MEMBER' }]);
    const list = await sharedListWith(server, ann, 'Shared', [[bob, 'member']]);
    const shared = newId();
    expect((await pushItems(server, ann.token, { task: [{ id: shared, title: 'Shared', categoryId: list.id, assignedTo: bob.id }] })).body.models.task.rejected).toBeUndefined();
    expect((await pushItems(server, ann.token, { task: [{ id: shared, assignedTo: out.id }] })).body.models.task.rejected)
      .toEqual([{ id: shared, code: 'ASSIGNEE_NOT_MEMBER' }]);
    // The REST write answers the code for the whole call.
    const rest = await server.request('PUT', '/api/v11/me/tasks', { token: ann.token, body: [{ id: card, assignedTo: out.id }] });
    expect([rest.status, rest.body.code]).toEqual([400, 'ASSIGNEE_NOT_MEMBER']);
    expect((await allTasks(ann)).get(card)).toMatchObject({ assignedTo: bob.id });
    void workspace;
  });

  it('an assignee left behind by a move into a scope they are not in is cleared, not a reason to refuse the move', async () => {
    const { ann, bob, workspace, board, todo } = await world();
    const card = newId();
    await pushItems(server, ann.token, { task: [{ id: card, title: 'Card', boardId: board.id, sectionId: todo, assignedTo: bob.id }] });
    const solo = await boardWith(server, ann, workspace.id, 'Solo', true);
    const moved = await pushItems(server, ann.token, { task: [{ id: card, boardId: solo.id, sectionId: null }] });
    expect(moved.body.models.task.rejected).toBeUndefined();
    expect((await allTasks(ann)).get(card)).toMatchObject({ boardId: solo.id, assignedTo: null });
  });
});
