import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { changes, openSocket, within, type TestSocket } from '../realtime-fixture.js';
import { byId, newId, pushItems, sync } from '../sync-fixture.js';
import { boardWith, newSection, person, workspaceWith, type Person } from '../teams-fixture.js';
import { carryLimits } from '../../src/realtime/carried-objects.js';

let server: TestServer;
const open: TestSocket[] = [];
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => {
  for (const socket of open) socket.ws.close();
  await server?.close();
});

async function listen(who: Person): Promise<TestSocket> {
  const socket = openSocket(server, who.token);
  open.push(socket);
  await socket.ready;
  return socket;
}

/** Every object id any `changed` message carried to the socket. */
const carriedIds = (socket: TestSocket) => changes(socket).flatMap((message) =>
  Object.values((message.objects ?? {}) as Record<string, { id: string }[]>).flat().map((object) => object.id));

/** Waits until the socket heard a message at or after `lastUpdateDate` (or the time is up). */
const heard = (socket: TestSocket, lastUpdateDate: number) =>
  within(3000, () => changes(socket).some((message) => (message.lastUpdateDate as number) >= lastUpdateDate));

async function boardOfThree() {
  const [ann, bob, cy] = [await person(server, 'Ann'), await person(server, 'Bob'), await person(server, 'Cy')];
  const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member'], [cy, 'member']]);
  const board = await boardWith(server, ann, workspace.id, 'Launch', true, [[bob, 'member']]);
  const [todo, doing] = [await newSection(server, ann, board.id, 'To do'), await newSection(server, ann, board.id, 'Doing')];
  return { ann, bob, cy, workspace, board, todo, doing };
}

describe('realtime messages that carry a small write\'s objects', () => {
  it('carry a moved card, as the pull brings it, to a member of its board', async () => {
    const { ann, bob, board, todo, doing } = await boardOfThree();
    const card = { id: newId(), title: 'Card', boardId: board.id, sectionId: todo, position: 'a0' };
    await pushItems(server, ann.token, { task: [card] });
    const cursor = (await sync(server, bob.token)).body.lastUpdateDate as number;
    const socket = await listen(bob);
    const moved = await pushItems(server, ann.token, { task: [{ id: card.id, sectionId: doing, sectionIdUpdateTime: Date.now() }] });
    expect(await heard(socket, moved.body.lastUpdateDate as number)).toBe(true);
    const message = changes(socket).at(-1)!;
    const carried = (message.objects as { task: Record<string, unknown>[] }).task;
    expect(carried).toHaveLength(1);
    const pulled = byId(await sync(server, bob.token, { updatedSince: cursor }), 'task').get(card.id);
    expect(carried[0]).toEqual(pulled);
    expect(carried[0]!.sectionId).toBe(doing);
  });

  it('never carry objects of a private board to a workspace member outside it, nor to someone else\'s own tasks', async () => {
    const { ann, bob, cy, board, todo } = await boardOfThree();
    const [bobSocket, cySocket] = [await listen(bob), await listen(cy)];
    const secret = { id: newId(), title: 'Private card', boardId: board.id, sectionId: todo, position: 'a0' };
    const own = { id: newId(), title: 'Ann\'s own task' };
    const written = await pushItems(server, ann.token, { task: [secret] });
    const personal = await pushItems(server, ann.token, { task: [own] });
    expect(await heard(bobSocket, written.body.lastUpdateDate as number)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(carriedIds(bobSocket)).toContain(secret.id);
    expect(carriedIds(bobSocket)).not.toContain(own.id);
    expect(carriedIds(cySocket)).toEqual([]);
    expect(changes(cySocket)).toEqual([]);
    expect(personal.status).toBe(200);
  });

  it('carry nothing to a member removed just before the write, even while their socket re-reads its scopes', async () => {
    const { ann, bob, board, todo } = await boardOfThree();
    const socket = await listen(bob);
    const card = { id: newId(), title: 'Card', boardId: board.id, sectionId: todo, position: 'a0' };
    // Removed, then a write at once: the write's event is delivered after the removal's re-read of Bob's scopes.
    const removed = server.request('DELETE', `/api/v1/boards/${board.id}/members/${bob.id}`, { token: ann.token });
    expect((await removed).status).toBe(204);
    const written = await pushItems(server, ann.token, { task: [card] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(carriedIds(socket)).not.toContain(card.id);
    expect(changes(socket).some((message) => (message.lastUpdateDate as number) >= (written.body.lastUpdateDate as number))).toBe(false);
  });

  it('hold a write\'s objects back until a removal delivered just before it has re-read the removed member\'s scopes', async () => {
    const { ann, bob, board } = await boardOfThree();
    const socket = await listen(bob);
    const ctx = server.app.ctx;
    const previous = ctx.changes;
    const held: Parameters<NonNullable<typeof previous>['publish']>[0][] = [];
    ctx.changes = { publish: (event) => { held.push(event); } };
    try {
      expect((await server.request('DELETE', `/api/v1/boards/${board.id}/members/${bob.id}`, { token: ann.token })).status).toBe(204);
    } finally {
      ctx.changes = previous;
    }
    const removal = held.find((event) => event.rescopeUserIds?.includes(bob.id));
    expect(removal).toBeDefined();
    // Both at once: the write's event must wait for the re-read the removal's starts (a database read).
    const hub = server.app.realtime.hub;
    hub.deliver(removal!);
    hub.deliver({ scopeIds: [board.id], models: ['task'], lastUpdateDate: removal!.lastUpdateDate + 1, objects: [
      { scopeId: board.id, model: 'task', data: { id: 'written-after-the-removal', title: 'Secret', boardId: board.id } },
    ] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(carriedIds(socket)).not.toContain('written-after-the-removal');
  });

  it('carry nothing for a large write, or when a card moves to another board (its old board\'s members must pull to drop it)', async () => {
    const { ann, bob, workspace, board, todo } = await boardOfThree();
    const other = await boardWith(server, ann, workspace.id, 'Other', true, []);
    const otherSection = await newSection(server, ann, other.id, 'Elsewhere');
    const socket = await listen(bob);
    const many = Array.from({ length: carryLimits.objects + 1 }, (_, n) => ({ id: newId(), title: `Card ${n}`, boardId: board.id, sectionId: todo, position: `a${n}` }));
    const big = await pushItems(server, ann.token, { task: many });
    expect(await heard(socket, big.body.lastUpdateDate as number)).toBe(true);
    expect(changes(socket).at(-1)!.objects).toBeUndefined();
    const leaving = await pushItems(server, ann.token, { task: [{ id: many[0]!.id, boardId: other.id, sectionId: otherSection, boardIdUpdateTime: Date.now(), sectionIdUpdateTime: Date.now() }] });
    expect(await heard(socket, leaving.body.lastUpdateDate as number)).toBe(true);
    expect(changes(socket).at(-1)!.objects).toBeUndefined();
    const gone = await sync(server, bob.token, { updatedSince: big.body.lastUpdateDate as number });
    expect(gone.body.models.task.removed).toContain(many[0]!.id);
  });
});
