import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';
import { newId, pushItems } from '../sync-fixture.js';
import { person, workspaceWith } from '../teams-fixture.js';

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
});
