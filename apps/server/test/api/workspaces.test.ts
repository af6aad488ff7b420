import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText } from '../fakes/smtp.js';
import { outboxMail, signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';
import { join, newWorkspace, person, type Person } from '../teams-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60', PUBLIC_URL: 'https://tasks.example.test' }); });
afterAll(async () => { await server?.close(); });

const members = async (token: string, id: string) =>
  (await server.request('GET', `/api/v1/workspaces/${id}/members`, { token })).body as { email: string; userId: string | null; role: string; state: string }[];

describe('workspaces (API.md section 5)', () => {
  it('creates a workspace whose creator is its admin (CREATOR), listed in /me currentUserSpaces', async () => {
    const owner = await person(server);
    const created = await newWorkspace(server, owner, { name: 'Acme', type: 'teams', teamSize: '11-50', jobType: 'software development' });
    expect(created).toMatchObject({ name: 'Acme', type: 'teams', role: 'admin', invitePolicy: 'anyone', membersCount: 1 });
    expect(Object.keys(created).sort()).toEqual(['creationDate', 'id', 'invitePolicy', 'membersCount', 'name', 'role', 'seats', 'type']);
    // What was said of the team is its own call, for the members.
    expect((await server.request('GET', `/api/v1/workspaces/${created.id}/profile`, { token: owner.token })).body)
      .toEqual({ teamSize: '11-50', jobType: 'software_development' });
    expect((await server.request('GET', `/api/v1/workspaces/${created.id}/profile`, { token: (await person(server)).token })).status).toBe(404);
    expect(typeof created.id).toBe('string');
    const list = await server.request('GET', '/api/v1/workspaces', { token: owner.token });
    expect(list.body).toEqual([created]);
    expect((await server.request('GET', `/api/v1/workspaces/${created.id}`, { token: owner.token })).body).toEqual(created);
    const me = await server.request('GET', '/me', { token: owner.token });
    expect(me.body.currentUserSpaces).toEqual([{ id: created.id, name: 'Acme', type: 'teams', role: 'admin' }]);
    expect(await members(owner.token, created.id)).toEqual([
      { userId: owner.id, email: owner.email, name: 'Test User', profilePicture: null, role: 'admin', state: 'CREATOR' },
    ]);
  });

  it('refuses a bad name, type, team size or job type', async () => {
    const owner = await person(server);
    for (const body of [{ name: '', type: 'teams' }, { name: 'A', type: 'enterprise' }, { name: 'A', type: 'pro', teamSize: '3' }, { name: 'A', type: 'pro', jobType: 'pirate' }]) {
      const answer = await server.request('POST', '/api/v1/workspaces', { token: owner.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 404 to someone outside, alike for a missing id, and 403 to a member changing settings', async () => {
    const owner = await person(server);
    const outsider = await person(server);
    const member = await person(server);
    const { id } = await newWorkspace(server, owner);
    await join(server, owner, { kind: 'workspace', id }, member);
    for (const path of [`/api/v1/workspaces/${id}`, '/api/v1/workspaces/nope-nope-nope']) {
      const answer = await server.request('GET', path, { token: outsider.token });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect((await server.request('GET', `/api/v1/workspaces/${id}/members`, { token: outsider.token })).status).toBe(404);
    expect((await server.request('PATCH', `/api/v1/workspaces/${id}`, { token: outsider.token, body: { name: 'X' } })).status).toBe(404);
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}`, { token: outsider.token })).status).toBe(404);
    const denied = await server.request('PATCH', `/api/v1/workspaces/${id}`, { token: member.token, body: { name: 'Mine now' } });
    expect(denied.status).toBe(403);
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}`, { token: member.token })).status).toBe(403);
    const renamed = await server.request('PATCH', `/api/v1/workspaces/${id}`, { token: owner.token, body: { name: 'Acme Ltd', invitePolicy: 'request' } });
    expect(renamed.body).toMatchObject({ name: 'Acme Ltd', invitePolicy: 'request', membersCount: 2 });
    expect((await server.request('GET', `/api/v1/workspaces/${id}`, { token: member.token })).body).toMatchObject({ name: 'Acme Ltd', role: 'member' });
    expect((await server.request('PATCH', `/api/v1/workspaces/${id}`, { token: owner.token, body: { seats: 900 } })).status).toBe(400);
  });

  it('invites several addresses separated by commas and spaces; a malformed one invites nobody and is named', async () => {
    const owner = await person(server);
    const { id } = await newWorkspace(server, owner);
    const [a, b, c] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    const bad = await server.request('POST', `/api/v1/workspaces/${id}/invitations`, { token: owner.token, body: { emails: `${a}, not-an-email ${b}`, role: 'member' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_EMAIL');
    expect(bad.body.Error).toContain('not-an-email');
    expect(await members(owner.token, id)).toHaveLength(1);
    const good = await server.request('POST', `/api/v1/workspaces/${id}/invitations`, { token: owner.token, body: { emails: `${a}, ${b}  ${c.toUpperCase()}`, role: 'viewer' } });
    expect(good.body).toEqual({ invited: [a, b, c], requested: [] });
    const listed = await members(owner.token, id);
    expect(listed.filter((m) => m.state === 'PENDING').map((m) => [m.email, m.role, m.userId])).toEqual([[a, 'viewer', null], [b, 'viewer', null], [c, 'viewer', null]]);
    const mail = mailText(await outboxMail(server, a));
    expect(mail).toContain('Acme');
    expect(mail).toContain(`https://tasks.example.test/invitations?email=${encodeURIComponent(a)}`);
  });

  it('gives an invitation made before the account to the person who signs up with that email; reject keeps them listed as REJECTED', async () => {
    const owner = await person(server);
    const { id } = await newWorkspace(server, owner);
    const email = uniqueEmail('later');
    await server.request('POST', `/api/v1/workspaces/${id}/invitations`, { token: owner.token, body: { emails: email, role: 'member' } });
    const { token } = await signUp(server, { username: email });
    const pending = await server.request('GET', '/api/v1/invitations', { token });
    expect(pending.body).toEqual([expect.objectContaining({ kind: 'workspace', targetId: id, targetName: 'Acme', inviterName: 'Test User', role: 'member', state: 'PENDING' })]);
    const someoneElse = await person(server);
    expect((await server.request('POST', `/api/v1/invitations/${pending.body[0].id}/accept`, { token: someoneElse.token })).status).toBe(404);
    const rejected = await server.request('POST', `/api/v1/invitations/${pending.body[0].id}/reject`, { token });
    expect(rejected.status).toBe(200);
    expect((await server.request('GET', '/api/v1/invitations', { token })).body).toEqual([]);
    expect((await members(owner.token, id)).find((m) => m.email === email)).toMatchObject({ state: 'REJECTED' });
    expect((await server.request('GET', `/api/v1/workspaces/${id}`, { token })).status).toBe(404);
  });

  it('lets an invitee accept and see the workspace; a member invites as the policy says', async () => {
    const owner = await person(server);
    const member = await person(server);
    const viewer = await person(server);
    const { id } = await newWorkspace(server, owner);
    await join(server, owner, { kind: 'workspace', id }, member);
    await join(server, owner, { kind: 'workspace', id }, viewer, 'viewer');
    expect((await server.request('GET', '/api/v1/workspaces', { token: member.token })).body).toEqual([expect.objectContaining({ id, role: 'member', membersCount: 3 })]);

    const invite = (who: Person, emails: string) => server.request('POST', `/api/v1/workspaces/${id}/invitations`, { token: who.token, body: { emails, role: 'member' } });
    const direct = uniqueEmail('direct');
    expect((await invite(member, direct)).body).toEqual({ invited: [direct], requested: [] });
    const viewerTry = await invite(viewer, uniqueEmail('nope'));
    expect(viewerTry.status).toBe(403);
    expect(viewerTry.body).toEqual({ Error: 'Not permitted, contact your workspace administrator', code: 'NOT_PERMITTED' });
    expect((await server.request('POST', `/api/v1/workspaces/${id}/invitations`, { token: member.token, body: { emails: uniqueEmail(), role: 'admin' } })).status).toBe(403);

    await server.request('PATCH', `/api/v1/workspaces/${id}`, { token: owner.token, body: { invitePolicy: 'request' } });
    const asked = uniqueEmail('asked');
    const declined = uniqueEmail('declined');
    expect((await invite(member, `${asked} ${declined}`)).body).toEqual({ invited: [], requested: [asked, declined] });
    expect((await members(owner.token, id)).find((m) => m.email === asked)).toMatchObject({ state: 'INVITE_ACTION' });
    expect(mailText(await outboxMail(server, owner.email, /would like to invite/))).toContain(asked);
    expect((await server.request('GET', `/api/v1/workspaces/${id}/requests`, { token: member.token })).status).toBe(403);
    const requests = (await server.request('GET', `/api/v1/workspaces/${id}/requests`, { token: owner.token })).body as { id: string; state: string; email: string }[];
    expect(requests.map((r) => r.state)).toEqual(['INVITE_ACTION', 'INVITE_ACTION']);
    // The admin decides on an address, so each request names it.
    expect(requests.map((r) => r.email)).toEqual([asked, declined]);
    expect((await server.request('POST', `/api/v1/workspaces/${id}/requests/${requests[0]!.id}/approve`, { token: owner.token })).status).toBe(200);
    expect((await server.request('POST', `/api/v1/workspaces/${id}/requests/${requests[1]!.id}/decline`, { token: owner.token })).status).toBe(200);
    const after = await members(owner.token, id);
    expect(after.find((m) => m.email === asked)).toMatchObject({ state: 'PENDING' });
    expect(after.find((m) => m.email === declined)).toBeUndefined();
    await outboxMail(server, asked);

    await server.request('PATCH', `/api/v1/workspaces/${id}`, { token: owner.token, body: { invitePolicy: 'admins' } });
    const refused = await invite(member, uniqueEmail());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_PERMITTED');
    expect((await invite(owner, uniqueEmail())).status).toBe(200);
  });

  it('changes roles, and keeps a sole admin (409 SOLE_ADMIN) from being demoted or leaving', async () => {
    const owner = await person(server);
    const member = await person(server);
    const { id } = await newWorkspace(server, owner);
    await join(server, owner, { kind: 'workspace', id }, member);
    const demote = await server.request('PATCH', `/api/v1/workspaces/${id}/members/${owner.id}`, { token: owner.token, body: { role: 'member' } });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('SOLE_ADMIN');
    const leave = await server.request('DELETE', `/api/v1/workspaces/${id}/members/${owner.id}`, { token: owner.token });
    expect(leave.status).toBe(409);
    expect((await server.request('PATCH', `/api/v1/workspaces/${id}/members/${owner.id}`, { token: member.token, body: { role: 'viewer' } })).status).toBe(403);
    expect((await server.request('PATCH', `/api/v1/workspaces/${id}/members/${member.id}`, { token: owner.token, body: { role: 'guest' } })).status).toBe(400);
    const promoted = await server.request('PATCH', `/api/v1/workspaces/${id}/members/${member.id}`, { token: owner.token, body: { role: 'admin' } });
    expect(promoted.body).toMatchObject({ userId: member.id, role: 'admin', state: 'ACCEPTED' });
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}/members/${owner.id}`, { token: owner.token })).status).toBe(204);
    expect((await server.request('GET', `/api/v1/workspaces/${id}`, { token: owner.token })).status).toBe(404);
    expect((await server.request('GET', '/me', { token: owner.token })).body.currentUserSpaces).toEqual([]);
  });

  it('lets an admin remove anyone and a member only themself; the removed lose the workspace', async () => {
    const owner = await person(server);
    const [a, b] = [await person(server), await person(server)];
    const { id } = await newWorkspace(server, owner);
    await join(server, owner, { kind: 'workspace', id }, a);
    await join(server, owner, { kind: 'workspace', id }, b);
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}/members/${b.id}`, { token: a.token })).status).toBe(403);
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}/members/${a.id}`, { token: a.token })).status).toBe(204);
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}/members/${b.id}`, { token: owner.token })).status).toBe(204);
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}/members/${b.id}`, { token: owner.token })).status).toBe(404);
    for (const who of [a, b]) expect((await server.request('GET', `/api/v1/workspaces/${id}`, { token: who.token })).status).toBe(404);
    expect((await members(owner.token, id)).map((m) => m.email)).toEqual([owner.email]);
  });

  it('joins by invite link (as member), the same link each time until revoked; the link names the workspace without a token', async () => {
    const owner = await person(server);
    const { id } = await newWorkspace(server, owner, { name: 'Link club', type: 'pro' });
    const link = await server.request('POST', `/api/v1/workspaces/${id}/invite-link`, { token: owner.token });
    expect(link.body.url).toBe(`https://tasks.example.test/invite/${link.body.token}`);
    expect((await server.request('GET', `/api/v1/invite-links/${link.body.token}`)).body).toEqual({ workspaceName: 'Link club' });
    expect((await server.request('GET', '/api/v1/invite-links/unknown-token')).status).toBe(404);
    const joiner = await person(server);
    const joined = await server.request('POST', `/api/v1/invite-links/${link.body.token}/join`, { token: joiner.token });
    expect(joined.body).toMatchObject({ id, role: 'member', membersCount: 2 });
    expect((await server.request('POST', `/api/v1/invite-links/${link.body.token}/join`, { token: joiner.token })).body).toMatchObject({ membersCount: 2 });
    expect((await server.request('POST', `/api/v1/workspaces/${id}/invite-link`, { token: owner.token })).body).toEqual(link.body);
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}/invite-link`, { token: (await person(server)).token })).status).toBe(404);
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}/invite-link`, { token: owner.token })).status).toBe(204);
    expect((await server.request('GET', `/api/v1/invite-links/${link.body.token}`)).status).toBe(404);
    const fresh = await server.request('POST', `/api/v1/workspaces/${id}/invite-link`, { token: owner.token });
    expect(fresh.body.token).not.toBe(link.body.token);
    expect((await server.request('POST', `/api/v1/invite-links/${link.body.token}/join`, { token: (await person(server)).token })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/invite-links/${fresh.body.token}`)).status).toBe(200);
  });

  it('deletes a workspace (admins only) with its members and invitations', async () => {
    const owner = await person(server);
    const member = await person(server);
    const { id } = await newWorkspace(server, owner);
    await join(server, owner, { kind: 'workspace', id }, member);
    const invitee = uniqueEmail();
    await server.request('POST', `/api/v1/workspaces/${id}/invitations`, { token: owner.token, body: { emails: invitee, role: 'member' } });
    expect((await server.request('DELETE', `/api/v1/workspaces/${id}`, { token: owner.token })).status).toBe(204);
    for (const who of [owner, member]) {
      expect((await server.request('GET', `/api/v1/workspaces/${id}`, { token: who.token })).status).toBe(404);
      expect((await server.request('GET', '/api/v1/workspaces', { token: who.token })).body).toEqual([]);
    }
    const { token } = await signUp(server, { username: invitee });
    expect((await server.request('GET', '/api/v1/invitations', { token })).body).toEqual([]);
  });
});
