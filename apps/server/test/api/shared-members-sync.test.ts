import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { newId, pushItems, sync } from '../sync-fixture.js';
import { join, person, sharedListWith, workspaceWith } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

type Answer = Awaited<ReturnType<typeof sync>>;
const people = (answer: Answer) => answer.body.models.sharedMember.items as Record<string, unknown>[];
const removedPeople = (answer: Answer) => (answer.body.models.sharedMember.removed ?? []) as string[];

describe('sync carries the people of shared scopes as sharedMember (API.md section 5)', () => {
  it('brings a shared list\'s members to every member, then only what changed, and lists a removed one under removed', async () => {
    const [a, b, c, stranger] = [await person(server, 'Ann'), await person(server, 'Bob'), await person(server, 'Cy'), await person(server, 'Stranger')];
    const list = await sharedListWith(server, a, 'Trip', [[b, 'member'], [c, 'guest']]);
    const full = await sync(server, b.token);
    expect(people(full).map(({ userId, name, role, state, kind, categoryId }) => ({ userId, name, role, state, kind, categoryId }))
      .sort((x, y) => String(x.name).localeCompare(String(y.name)))).toEqual([
      { userId: a.id, name: 'Ann', role: 'admin', state: 'CREATOR', kind: 'category', categoryId: list.id },
      { userId: b.id, name: 'Bob', role: 'member', state: 'ACCEPTED', kind: 'category', categoryId: list.id },
      { userId: c.id, name: 'Cy', role: 'guest', state: 'ACCEPTED', kind: 'category', categoryId: list.id },
    ]);
    expect(people(full)[0]).toMatchObject({ id: expect.any(String), scopeId: list.id, email: expect.any(String), profilePicture: null });
    expect(people(await sync(server, stranger.token))).toEqual([]);

    // Nothing changed: nothing again. A role change: that row alone.
    const cursor = full.body.lastUpdateDate as number;
    expect(people(await sync(server, b.token, { updatedSince: cursor }))).toEqual([]);
    expect((await server.request('PATCH', `/api/v1/categories/${list.id}/members/${c.id}`, { token: a.token, body: { role: 'member' } })).status).toBe(200);
    const changed = await sync(server, b.token, { updatedSince: cursor });
    expect(people(changed).map(({ userId, role }) => ({ userId, role }))).toEqual([{ userId: c.id, role: 'member' }]);

    // C is removed: B's next pull lists C's row as removed; C's lists every row of the list's people, C's own too.
    const cRow = people(full).find((row) => row.userId === c.id)!.id as string;
    const cCursor = (await sync(server, c.token)).body.lastUpdateDate as number;
    expect((await server.request('DELETE', `/api/v1/categories/${list.id}/members/${c.id}`, { token: a.token })).status).toBe(204);
    const afterRemoval = await sync(server, b.token, { updatedSince: changed.body.lastUpdateDate });
    expect(removedPeople(afterRemoval)).toEqual([cRow]);
    expect(people(afterRemoval)).toEqual([]);
    const forC = await sync(server, c.token, { updatedSince: cCursor });
    expect(removedPeople(forC).sort()).toEqual(people(full).map((row) => row.id as string).sort());
  });

  it('brings a workspace\'s people, invited ones included, to a member who joins, whatever their cursor', async () => {
    const [a, b] = [await person(server, 'Ann'), await person(server, 'Bob')];
    const before = (await sync(server, b.token)).body.lastUpdateDate as number;
    const workspace = await workspaceWith(server, a, 'Studio', [[b, 'viewer']]);
    await server.request('POST', `/api/v1/workspaces/${workspace.id}/invitations`, { token: a.token, body: { emails: 'later@example.com', role: 'member' } });
    const pulled = people(await sync(server, b.token, { updatedSince: before }));
    expect(pulled.map(({ email, state, kind, workspaceId }) => ({ email, state, kind, workspaceId })).sort((x, y) => String(x.state).localeCompare(String(y.state)))).toEqual([
      { email: b.email, state: 'ACCEPTED', kind: 'workspace', workspaceId: workspace.id },
      { email: a.email, state: 'CREATOR', kind: 'workspace', workspaceId: workspace.id },
      { email: 'later@example.com', state: 'PENDING', kind: 'workspace', workspaceId: workspace.id },
    ]);
  });

  it('carries a joined scope once: the next pull with the cursor it answered is empty, after a full pull too', async () => {
    const [a, b] = [await person(server, 'Ann'), await person(server, 'Bob')];
    const listId = newId();
    await pushItems(server, a.token, { category: [{ id: listId, name: 'Trip' }], task: [{ id: newId(), title: 'Book flights', categoryId: listId }] });
    const before = (await sync(server, b.token)).body.lastUpdateDate as number;
    await join(server, a, { kind: 'category', id: listId }, b);
    const joined = await sync(server, b.token, { updatedSince: before });
    expect(joined.body.models.task.items).toHaveLength(1);
    const next = await sync(server, b.token, { updatedSince: joined.body.lastUpdateDate });
    expect([next.body.models.task.items.length, next.body.models.category.items.length, people(next).length]).toEqual([0, 0, 0]);
    const full = await sync(server, b.token);
    const afterFull = await sync(server, b.token, { updatedSince: full.body.lastUpdateDate });
    expect([afterFull.body.models.task.items.length, people(afterFull).length]).toEqual([0, 0]);
  });
});
