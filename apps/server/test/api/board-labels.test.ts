import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { boardWith, join, newSection, person, workspaceWith, type Person } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

const call = (who: Person, method: string, path: string, body?: unknown) => server.request(method, path, { token: who.token, body });
const labelsOf = async (who: Person) => byId(await sync(server, who.token), 'label');
const allTasks = async (who: Person) => byId(await sync(server, who.token, { models: { task: { items: [], config: { includeDone: true } } } }), 'task');

/** Ann (admin), Bob (member) and Vic (viewer) on Ann's board Roadmap; Ann's second board Other; Out elsewhere. */
async function world() {
  const [ann, bob, vic, out] = [await person(server, 'Ann'), await person(server, 'Bob'), await person(server, 'Vic'), await person(server, 'Out')];
  const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member'], [vic, 'member']]);
  const board = await boardWith(server, ann, workspace.id, 'Roadmap', true, [[bob, 'member'], [vic, 'viewer']]);
  const other = await boardWith(server, ann, workspace.id, 'Other', true);
  const todo = await newSection(server, ann, board.id, 'To do');
  return { ann, bob, vic, out, workspace, board, other, todo };
}

describe('a board has tags of its own, shared by its members (API.md section 5)', () => {
  it('a member creates a board tag through sync; every member pulls it and the board answers it; a personal tag stays personal', async () => {
    const { ann, bob, vic, out, board } = await world();
    const [shared, mine] = [newId(), newId()];
    const answer = await pushItems(server, bob.token, { label: [
      { id: shared, name: 'Blocked', color: '#ff3b30', boardId: board.id },
      { id: mine, name: 'Errands', color: '#34c759' },
    ] });
    expect(answer.body.models.label.rejected).toBeUndefined();
    for (const member of [ann, vic]) expect((await labelsOf(member)).get(shared)).toMatchObject({ name: 'Blocked', boardId: board.id });
    expect((await labelsOf(ann)).has(mine)).toBe(false);
    expect((await labelsOf(bob)).get(mine)).toMatchObject({ boardId: null });
    expect((await labelsOf(out)).has(shared)).toBe(false);
    const opened = await call(vic, 'GET', `/api/v1/boards/${board.id}`);
    expect(opened.body.labels.map((label: { id: string }) => label.id)).toEqual([shared]);
    // A deleted tag is no longer the board's.
    await pushItems(server, ann.token, { label: [{ id: shared, isDeleted: true }] });
    expect((await call(bob, 'GET', `/api/v1/boards/${board.id}`)).body.labels).toEqual([]);
  });

  it('a viewer may not create or edit a board tag (FORBIDDEN); an outsider names no board (NOT_FOUND)', async () => {
    const { ann, vic, out, board } = await world();
    const tag = newId();
    await pushItems(server, ann.token, { label: [{ id: tag, name: 'Ready', color: '#007aff', boardId: board.id }] });
    const made = newId();
    const byViewer = await pushItems(server, vic.token, { label: [{ id: made, name: 'Mine', color: '#007aff', boardId: board.id }, { id: tag, name: 'Renamed' }] });
    expect(byViewer.body.models.label.rejected).toEqual([{ id: made, code: 'FORBIDDEN' }, { id: tag, code: 'FORBIDDEN' }]);
    const byOutsider = await pushItems(server, out.token, { label: [{ id: newId(), name: 'X', color: '#007aff', boardId: board.id }, { id: tag, name: 'Taken' }] });
    expect(byOutsider.body.models.label.rejected?.map((item: { code: string }) => item.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect((await labelsOf(ann)).get(tag)).toMatchObject({ name: 'Ready' });
    // The REST call refuses alike.
    const rest = await call(out, 'PUT', '/api/v1/me/labels', [{ id: newId(), name: 'X', color: '#007aff', boardId: board.id }]);
    expect(rest.status).toBe(404);
  });

  it('the identical-tag rule holds per place: the same name and colour on a board and among a person\'s own tags is fine', async () => {
    const { bob, board } = await world();
    const body = (boardId: string | null) => [{ id: newId(), name: 'Urgent', color: '#e53935', boardId }];
    expect((await call(bob, 'PUT', '/api/v1/me/labels', body(null))).status).toBe(200);
    expect((await call(bob, 'PUT', '/api/v1/me/labels', body(board.id))).status).toBe(200);
    const twin = await call(bob, 'PUT', '/api/v1/me/labels', body(board.id));
    expect([twin.status, twin.body.code]).toEqual([400, 'LABEL_EXISTS']);
  });

  it('a board card keeps its own board\'s tags and personal ones; another board\'s tag is cleared, not refused', async () => {
    const { ann, board, other, todo } = await world();
    const [ours, theirs, personal] = [newId(), newId(), newId()];
    await pushItems(server, ann.token, { label: [
      { id: ours, name: 'Ours', color: '#007aff', boardId: board.id },
      { id: theirs, name: 'Theirs', color: '#007aff', boardId: other.id },
      { id: personal, name: 'Mine', color: '#007aff' },
    ] });
    const card = newId();
    const time = Date.now();
    const answer = await pushItems(server, ann.token, { task: [
      { id: card, title: 'Card', boardId: board.id, sectionId: todo, labels: [ours, theirs, personal], labelsUpdateTime: time },
    ] });
    expect(answer.body.models.task.rejected).toBeUndefined();
    const stored = byId(answer, 'task').get(card)!;
    expect(stored.labels).toEqual([ours, personal]);
    expect(stored.labelsUpdateTime).toBeGreaterThan(time);
    // A tag made in the same push as the card that names it is the card's board's: kept.
    const [fresh, freshCard] = [newId(), newId()];
    const together = await pushItems(server, ann.token, {
      task: [{ id: freshCard, title: 'New', boardId: board.id, sectionId: todo, labels: [fresh] }],
      label: [{ id: fresh, name: 'Fresh', color: '#007aff', boardId: board.id }],
    });
    expect(byId(together, 'task').get(freshCard)?.labels).toEqual([fresh]);
    // Moving the card to the other board drops the first board's tag.
    await pushItems(server, ann.token, { task: [{ id: card, boardId: other.id }] });
    expect((await allTasks(ann)).get(card)?.labels).toEqual([personal]);
    // A personal task names no board's tag.
    const task = newId();
    await pushItems(server, ann.token, { task: [{ id: task, title: 'Mine', labels: [ours, personal] }] });
    expect((await allTasks(ann)).get(task)?.labels).toEqual([personal]);
  });

  it('a member who leaves drops the board\'s tags on the next pull; one who joins pulls them', async () => {
    const { ann, bob, workspace, board } = await world();
    const tag = newId();
    await pushItems(server, ann.token, { label: [{ id: tag, name: 'Ready', color: '#007aff', boardId: board.id }] });
    const cursor = (await sync(server, bob.token)).body.lastUpdateDate as number;
    expect((await call(bob, 'POST', `/api/v1/boards/${board.id}/leave`)).status).toBe(200);
    const pulled = await sync(server, bob.token, { updatedSince: cursor });
    expect(pulled.body.models.label.removed).toEqual([tag]);
    const carol = await person(server, 'Carol');
    await join(server, ann, { kind: 'workspace', id: workspace.id }, carol);
    const before = (await sync(server, carol.token)).body.lastUpdateDate as number;
    await join(server, ann, { kind: 'board', id: board.id }, carol);
    const joined = await sync(server, carol.token, { updatedSince: before });
    expect(byId(joined, 'label').get(tag)).toMatchObject({ boardId: board.id });
  });
});
