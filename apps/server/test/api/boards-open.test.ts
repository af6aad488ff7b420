import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDb, type TestServer } from '../harness.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { boardWith, newSection, person, workspaceWith, type Person } from '../teams-fixture.js';

/**
 * Opening a board (GET /api/v1/boards/:id) answers its cards from text the process keeps between opens
 * (boards/board-cards.ts): whatever changed a card since, the next open must show it, on this process and any other.
 */

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

type Card = Record<string, any>;
const open = async (on: TestServer, who: Person, boardId: string) => {
  const answer = await on.request('GET', `/api/v1/boards/${boardId}`, { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body as { board: Record<string, unknown>; tasks: Card[]; sections: unknown[]; members: unknown[]; labels: unknown[] };
};
const cardsOf = async (on: TestServer, who: Person, boardId: string) => new Map((await open(on, who, boardId)).tasks.map((card) => [card.id as string, card]));

/** Ann's board in her workspace, Bob a member of both; one section. */
async function boardOfTwo(on: TestServer) {
  const [ann, bob] = [await person(on, 'Ann'), await person(on, 'Bob')];
  const workspace = await workspaceWith(on, ann, 'Studio', [[bob, 'member']]);
  const board = await boardWith(on, ann, workspace.id, 'Launch', false, [[bob, 'member']]);
  const sectionId = await newSection(on, ann, board.id, 'To do');
  return { ann, bob, workspace, board, sectionId };
}

describe('opening a board again (API.md section 5)', () => {
  it('shows every change to its cards since the last open: an edit, a new card, one deleted for good, one moved out, a row removed', async () => {
    const { ann, bob, board, sectionId } = await boardOfTwo(server);
    const card = (title: string) => ({ id: newId(), title, boardId: board.id, sectionId });
    const [first, second, third, fourth] = [card('First'), card('Second'), card('Third'), card('Fourth')];
    // Pushed apart: each push takes a later value of the board's clock, so `first` is never the highest `seq` below.
    for (const one of [first, second, third, fourth]) await pushItems(server, ann.token, { task: [one] });
    expect([...(await cardsOf(server, bob, board.id)).keys()].sort()).toEqual([first.id, second.id, third.id, fourth.id].sort());
    const again = await open(server, bob, board.id);
    expect(server.app.ctx.boardCards.size.boards).toBeGreaterThan(0);
    expect((await open(server, ann, board.id)).tasks).toEqual(again.tasks);

    // Moved out of the board (to Ann's own tasks): the board's highest `seq` stays, its count of rows does not.
    await pushItems(server, ann.token, { task: [{ id: first.id, boardId: null, sectionId: null, categoryId: null }] });
    expect((await cardsOf(server, bob, board.id)).has(first.id)).toBe(false);

    await pushItems(server, bob.token, { task: [{ id: second.id, title: 'Second, renamed' }] });
    expect((await cardsOf(server, bob, board.id)).get(second.id)?.title).toBe('Second, renamed');

    const fifth = card('Fifth 🚀 "status": "DELETED" ünïcödé');
    await pushItems(server, ann.token, { task: [fifth] });
    expect((await cardsOf(server, bob, board.id)).get(fifth.id)?.title).toBe(fifth.title);

    // Archived, then deleted for good.
    await pushItems(server, ann.token, { task: [{ id: third.id, status: 'DONE' }] });
    expect((await cardsOf(server, bob, board.id)).get(third.id)?.status).toBe('DONE');
    expect((await server.request('DELETE', `/api/v1/tasks/${third.id}`, { token: ann.token })).status).toBe(204);
    expect((await cardsOf(server, bob, board.id)).has(third.id)).toBe(false);

    // A row gone from the table (no route does this; the cards' version still sees it): not the highest `seq`.
    await open(server, bob, board.id);
    await server.app.ctx.db.execute(sql`delete from tasks where id = ${fourth.id}`);
    expect([...(await cardsOf(server, bob, board.id)).keys()].sort()).toEqual([second.id, fifth.id].sort());
  });

  it('answers each card as its stored document, the same as sync hands out, cached or not', async () => {
    const { ann, bob, board, sectionId } = await boardOfTwo(server);
    const cards = Array.from({ length: 30 }, (_, i) => ({
      id: newId(), title: `Card ${i} — ✓ 日本語`, boardId: board.id, sectionId, position: `a${i}`, note: i % 2 ? 'line\nbreak "quoted" \\ back' : '',
    }));
    await pushItems(server, ann.token, { task: cards });
    const synced = byId(await sync(server, bob.token, { models: { task: { items: [], config: { includeDone: true } } } }), 'task');
    const fresh = await cardsOf(server, bob, board.id);
    const kept = await cardsOf(server, bob, board.id);
    expect(fresh.size).toBe(30);
    // Sent in pieces, framed as a whole answer: its length up front, not chunked.
    const raw = await fetch(`${server.url}/api/v1/boards/${board.id}`, { headers: { 'x-anydo-auth': bob.token } });
    const text = await raw.text();
    expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(raw.headers.get('transfer-encoding')).toBeNull();
    expect(Number(raw.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['tasks', 'board', 'sections', 'members', 'labels']);
    for (const one of cards) {
      expect(fresh.get(one.id)).toEqual(synced.get(one.id));
      expect(kept.get(one.id)).toEqual(synced.get(one.id));
    }
  });

  it('keeps a private board from people outside it though its cards are kept for its members', async () => {
    const { ann, bob, workspace } = await boardOfTwo(server);
    const secret = await boardWith(server, ann, workspace.id, 'Secret', true);
    await pushItems(server, ann.token, { task: [{ id: newId(), title: 'Hidden', boardId: secret.id, sectionId: await newSection(server, ann, secret.id, 'S') }] });
    expect((await open(server, ann, secret.id)).tasks).toHaveLength(1);
    expect((await open(server, ann, secret.id)).tasks).toHaveLength(1);
    const denied = await server.request('GET', `/api/v1/boards/${secret.id}`, { token: bob.token });
    expect(denied.status).toBe(404);
    expect(JSON.stringify(denied.body)).not.toContain('Hidden');
  });
});

// Two processes can share only a PostgreSQL server; the embedded database belongs to one process.
describe.runIf(testDb === 'postgres')('opening a board on two server processes', () => {
  let nodeB: TestServer;
  beforeAll(async () => { nodeB = await startServer({}, { restartFrom: server.stored }); });
  afterAll(async () => { await nodeB?.close({ keepData: true }); });

  it('a change made through one shows on the next open on the other, though the other kept the cards', async () => {
    const { ann, bob, board, sectionId } = await boardOfTwo(server);
    const [one, two] = [{ id: newId(), title: 'One', boardId: board.id, sectionId }, { id: newId(), title: 'Two', boardId: board.id, sectionId }];
    await pushItems(server, ann.token, { task: [one] });
    await pushItems(server, ann.token, { task: [two] });
    await open(nodeB, bob, board.id);
    await open(nodeB, bob, board.id);
    await pushItems(server, ann.token, { task: [{ id: two.id, title: 'Two, renamed on A' }] });
    expect((await cardsOf(nodeB, bob, board.id)).get(two.id)?.title).toBe('Two, renamed on A');
    await pushItems(server, ann.token, { task: [{ id: one.id, boardId: null, sectionId: null, categoryId: null }] });
    expect([...(await cardsOf(nodeB, bob, board.id)).keys()]).toEqual([two.id]);
  });
});
