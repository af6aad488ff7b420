import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRaw } from '../attachments-fixture.js';
import { startServer, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { boardWith, newSection, person, upload, workspaceWith, type Person } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

const call = (who: Person, method: string, path: string, body?: unknown) => server.request(method, path, { token: who.token, body });
const archivedAnswer = { status: 409, code: 'BOARD_ARCHIVED', Error: 'An archived board cannot be changed or restored' };
const answerOf = (answer: { status: number; body: Record<string, unknown> }) => ({ status: answer.status, ...answer.body });

/**
 * Ann (admin) and Bob (member) on a board with a live section holding a card (with a file and a board tag), an
 * archived section holding an archived card; then Ann archives the board. Ann also has a personal task.
 */
async function archivedBoard() {
  const [ann, bob] = [await person(server, 'Ann'), await person(server, 'Bob')];
  const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member']]);
  const board = await boardWith(server, ann, workspace.id, 'Roadmap', false, [[bob, 'member']]);
  const [todo, old] = [await newSection(server, ann, board.id, 'To do'), await newSection(server, ann, board.id, 'Old')];
  const [card, gone, tag, mine] = [newId(), newId(), newId(), newId()];
  await pushItems(server, ann.token, {
    label: [{ id: tag, name: 'Urgent', color: '#ff3b30', boardId: board.id }],
    task: [
      { id: card, title: 'Ship it', boardId: board.id, sectionId: todo, labels: [tag] },
      { id: gone, title: 'Old news', boardId: board.id, sectionId: old },
      { id: mine, title: 'Mine' },
    ],
  });
  const file = await upload(server, ann, card, 'plan.txt');
  expect((await call(ann, 'POST', `/api/v1/sections/${old}/archive`)).status).toBe(200);
  expect((await call(ann, 'POST', `/api/v1/boards/${board.id}/archive`)).body).toMatchObject({ isArchived: true });
  return { ann, bob, workspace, board, todo, old, card, gone, tag, mine, file };
}

describe('an archived board accepts no writes (SPEC.md section 4, API.md section 5)', () => {
  it('a push naming its cards or tags, or moving a task into or out of it, is rejected BOARD_ARCHIVED with the current version; the rest is stored', async () => {
    const { ann, bob, board, todo, card, tag, mine } = await archivedBoard();
    const [newCard, newTag, note] = [newId(), newId(), newId()];
    const later = Date.now() + 1000;
    const answer = await pushItems(server, bob.token, {
      task: [
        { id: card, title: 'Renamed', titleUpdateTime: later },
        { id: newCard, title: 'Sneaked in', boardId: board.id, sectionId: todo },
        { id: note, title: 'My own note' },
      ],
      label: [{ id: tag, name: 'Calm', nameUpdateTime: later }, { id: newTag, name: 'New', color: '#34c759', boardId: board.id }],
    });
    expect(answer.body.models.task.rejected).toEqual([{ id: card, code: 'BOARD_ARCHIVED' }, { id: newCard, code: 'BOARD_ARCHIVED' }]);
    expect(answer.body.models.label.rejected).toEqual([{ id: tag, code: 'BOARD_ARCHIVED' }, { id: newTag, code: 'BOARD_ARCHIVED' }]);
    // The current version comes back so the device rolls back; the new ones were never stored; the personal task was.
    const tasks = byId(answer, 'task');
    expect(tasks.get(card)).toMatchObject({ title: 'Ship it', boardId: board.id, sectionId: todo });
    expect(tasks.has(newCard)).toBe(false);
    expect(tasks.get(note)).toMatchObject({ title: 'My own note' });
    expect(byId(answer, 'label').get(tag)).toMatchObject({ name: 'Urgent' });
    expect(byId(answer, 'label').has(newTag)).toBe(false);

    // Moving a card out to a personal list, or a personal task in, is rejected too.
    const out = await pushItems(server, ann.token, { task: [
      { id: card, boardId: null, sectionId: null, boardIdUpdateTime: later, sectionIdUpdateTime: later },
      { id: mine, boardId: board.id, sectionId: todo, boardIdUpdateTime: later, sectionIdUpdateTime: later },
    ] });
    expect(out.body.models.task.rejected).toEqual([{ id: card, code: 'BOARD_ARCHIVED' }, { id: mine, code: 'BOARD_ARCHIVED' }]);
    expect(byId(out, 'task').get(card)).toMatchObject({ boardId: board.id, sectionId: todo });
    expect(byId(out, 'task').get(mine)).toMatchObject({ boardId: null, sectionId: null, title: 'Mine' });
    const stored = byId(await sync(server, bob.token, { models: { task: { items: [], config: { includeDone: true } } } }), 'task');
    expect(stored.get(card)).toMatchObject({ title: 'Ship it', sectionId: todo });
    expect(stored.has(newCard)).toBe(false);
  });

  it('the REST calls that write into it answer 409 BOARD_ARCHIVED and change nothing', async () => {
    const { ann, board, todo, old, card, gone, tag, file, bob } = await archivedBoard();
    const writes: [string, string, unknown?][] = [
      ['PATCH', `/api/v1/boards/${board.id}`, { name: 'Renamed' }],
      ['PATCH', `/api/v1/boards/${board.id}`, { isPrivate: true }],
      ['PATCH', `/api/v1/boards/${board.id}`, { isArchived: false }],
      ['POST', `/api/v1/boards/${board.id}/members`, { emails: 'someone@example.com', role: 'member' }],
      ['POST', `/api/v1/boards/${board.id}/sections`, { name: 'More' }],
      ['PATCH', `/api/v1/sections/${todo}`, { name: 'Doing' }],
      ['POST', `/api/v1/sections/${todo}/archive`],
      ['POST', `/api/v1/sections/${old}/restore`],
      ['DELETE', `/api/v1/sections/${old}`],
      ['POST', `/api/v1/tasks/${gone}/restore`],
      ['DELETE', `/api/v1/tasks/${gone}`],
      ['PUT', `/api/v1/tasks/${card}/assignee`, { userId: bob.id }],
      ['PUT', '/api/v11/me/tasks', [{ id: card, title: 'Renamed' }]],
      ['DELETE', `/api/v11/me/tasks/${card}`],
      ['PUT', '/api/v11/me/labels', [{ id: tag, name: 'Calm' }]],
      ['DELETE', `/api/v11/me/labels/${tag}`],
      ['DELETE', `/api/v11/me/attachments/${file}`],
    ];
    for (const [method, path, body] of writes) {
      expect({ call: `${method} ${path}`, ...answerOf(await call(ann, method, path, body)) }).toEqual({ call: `${method} ${path}`, ...archivedAnswer });
    }
    const attach = await uploadRaw(server, ann.token, card, Buffer.from('more'), { name: 'more.txt', type: 'text/plain' });
    expect(answerOf(attach)).toEqual(archivedAnswer);

    // Nothing changed: the board, its sections, cards, tag and file are as they were.
    const opened = (await call(ann, 'GET', `/api/v1/boards/${board.id}`)).body;
    expect(opened.board).toMatchObject({ name: 'Roadmap', isPrivate: false, isArchived: true });
    expect(opened.sections.map((one: { id: string; name: string; isArchived: boolean }) => [one.id, one.name, one.isArchived])).toEqual([[todo, 'To do', false], [old, 'Old', true]]);
    const cards = new Map((opened.tasks as { id: string }[]).map((one) => [one.id, one]));
    expect(cards.get(card)).toMatchObject({ title: 'Ship it', status: 'UNCHECKED', assignedTo: null });
    expect(cards.get(gone)).toMatchObject({ status: 'DONE' });
    expect(opened.labels).toEqual([expect.objectContaining({ id: tag, name: 'Urgent' })]);
    expect((await call(ann, 'GET', `/api/v11/me/attachments?globalTaskId=${card}`)).body).toEqual([expect.objectContaining({ id: file, deleted: false })]);
    // Archiving it again is no change and no error; it is still read, and its members may still leave it.
    expect((await call(ann, 'POST', `/api/v1/boards/${board.id}/archive`)).status).toBe(200);
    expect((await call(bob, 'POST', `/api/v1/boards/${board.id}/leave`)).status).toBe(200);
  });
});

describe('a board member made a viewer', () => {
  it('hears of it at once: their next pull carries the board with their new role, and their pushes are refused from then', async () => {
    const [ann, bob] = [await person(server, 'Ann'), await person(server, 'Bob')];
    const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member']]);
    const board = await boardWith(server, ann, workspace.id, 'Roadmap', true, [[bob, 'member']]);
    const todo = await newSection(server, ann, board.id, 'To do');
    const first = await sync(server, bob.token);
    expect(byId(first, 'board').get(board.id)).toMatchObject({ role: 'member' });
    expect((await call(ann, 'PATCH', `/api/v1/boards/${board.id}/members/${bob.id}`, { role: 'viewer' })).body).toMatchObject({ role: 'viewer' });
    const next = await sync(server, bob.token, { updatedSince: first.body.lastUpdateDate as number });
    expect(byId(next, 'board').get(board.id)).toMatchObject({ role: 'viewer', name: 'Roadmap' });
    const card = newId();
    const pushed = await pushItems(server, bob.token, { task: [{ id: card, title: 'Mine', boardId: board.id, sectionId: todo }] });
    expect(pushed.body.models.task.rejected).toEqual([{ id: card, code: 'FORBIDDEN' }]);
    // A pull with nothing new for the board does not carry it again.
    const quiet = await sync(server, bob.token, { updatedSince: next.body.lastUpdateDate as number });
    expect(byId(quiet, 'board').has(board.id)).toBe(false);
  });
});
