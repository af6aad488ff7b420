import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { newId, pushItems, sync } from '../sync-fixture.js';
import { join, person, workspaceWith } from '../teams-fixture.js';

/** Calls of the teams half that race each other (found by the fuzz test): each answers as if it had run alone. */
let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60' }); });
afterAll(async () => { await server?.close(); });

describe('teams calls that race', () => {
  it('two first shares of one list at once both answer, and make one scope with one admin', async () => {
    const a = await person(server, 'Ann');
    const listId = newId();
    await pushItems(server, a.token, { category: [{ id: listId, name: 'Trip' }] });
    const shares = await Promise.all(['one', 'two'].map((who) =>
      server.request('POST', `/api/v1/categories/${listId}/members`, { token: a.token, body: { emails: `${who}.${listId}@example.com`, role: 'member' } })));
    expect(shares.map((answer) => answer.status)).toEqual([200, 200]);
    const members = await server.request('GET', `/api/v1/categories/${listId}/members`, { token: a.token });
    expect(members.body.map((m: { state: string }) => m.state).sort()).toEqual(['CREATOR', 'PENDING', 'PENDING']);
  });

  it('asking for the invite link while it is revoked answers a link or nothing, never an error', async () => {
    const a = await person(server, 'Ann');
    const workspace = await workspaceWith(server, a, 'Studio');
    const link = `/api/v1/workspaces/${workspace.id}/invite-link`;
    for (let round = 0; round < 15; round += 1) {
      const answers = await Promise.all([server.request('POST', link, { token: a.token }), server.request('DELETE', link, { token: a.token })]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 204]);
      expect(answers[0]!.body.token).toEqual(expect.any(String));
    }
  });

  it('pulls and pushes of a member of a shared list at once all answer (a pull waiting on one scope while holding another deadlocked)', async () => {
    const [a, b] = [await person(server, 'Ann'), await person(server, 'Bob')];
    const listId = newId();
    await pushItems(server, a.token, { category: [{ id: listId, name: 'Trip' }] });
    await join(server, a, { kind: 'category', id: listId }, b);
    // Each push locks the pusher's own scope, then the shared list's; each pull looks at both.
    const push = (who: typeof a) => sync(server, who.token, { models: { task: { items: [{ id: newId(), title: 'mine' }, { id: newId(), title: 'ours', categoryId: listId }] } } });
    for (let round = 0; round < 15; round += 1) {
      const answers = await Promise.all([push(a), sync(server, a.token), push(b), sync(server, b.token), push(a), sync(server, a.token)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    }
  });

  it('a list whose id is already a workspace\'s cannot be shared: a clear 400, not a server error (found by the fuzz)', async () => {
    const a = await person(server, 'Ann');
    const workspace = await workspaceWith(server, a, 'Studio');
    await pushItems(server, a.token, { category: [{ id: workspace.id, name: 'Same id' }] });
    const shared = await server.request('POST', `/api/v1/categories/${workspace.id}/members`, { token: a.token, body: { emails: 'x@example.com', role: 'member' } });
    expect([shared.status, shared.body.code]).toEqual([400, 'BAD_REQUEST']);
  });
});
