import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { byId, sync } from '../sync-fixture.js';
import { boardWith, newSection, person, workspaceWith } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

describe('a board\'s REST writes and realtime', () => {
  it('announce the board scope at the change\'s own clock, which a member\'s cursor has not reached, and the pull brings it', async () => {
    const [ann, bob] = [await person(server, 'Ann'), await person(server, 'Bob')];
    const workspace = await workspaceWith(server, ann, 'Studio', [[bob, 'member']]);
    const board = await boardWith(server, ann, workspace.id, 'Launch', false, [[bob, 'member']]);
    const events: { scopeIds: string[]; lastUpdateDate: number }[] = [];
    const ctx = server.app.ctx;
    const previous = ctx.changes;
    ctx.changes = { publish: (event) => { events.push(event); previous?.publish(event); } };
    try {
      const writes: [string, () => Promise<unknown>][] = [
        ['add section', async () => newSection(server, ann, board.id, 'To do')],
        ['rename board', () => server.request('PATCH', `/api/v1/boards/${board.id}`, { token: ann.token, body: { name: 'Launch 2' } })],
      ];
      for (const [what, write] of writes) {
        const cursor = (await sync(server, bob.token)).body.lastUpdateDate as number;
        events.length = 0;
        await write();
        const own = events.filter((event) => event.scopeIds.includes(board.id));
        expect(own, what).toHaveLength(1);
        expect(own[0]!.lastUpdateDate, what).toBeGreaterThan(cursor);
        const pulled = await sync(server, bob.token, { updatedSince: cursor });
        expect(byId(pulled, 'board').size + byId(pulled, 'section').size, what).toBeGreaterThan(0);
        expect(pulled.body.lastUpdateDate, what).toBeGreaterThanOrEqual(own[0]!.lastUpdateDate);
      }
    } finally {
      ctx.changes = previous;
    }
  });
});
