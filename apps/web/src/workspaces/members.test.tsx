import type { Member, Workspace } from '@taskhub/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { wireUser } from '../auth/testing/fixtures.js';
import { chooseOption } from '../ui/testing/choose-option.js';
import { renderSignedIn, wireMember, wireRequest, wireWorkspace } from './testing/workspace-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const ada = wireMember();
const bob = wireMember({ userId: 'user-2', email: 'bob@example.com', name: 'Bob', role: 'member', state: 'ACCEPTED' });
const invited = wireMember({ userId: null, email: 'carol@example.com', name: 'carol@example.com', role: 'member', state: 'PENDING' });
const asked = wireMember({ userId: null, email: 'dan@example.com', name: 'dan@example.com', role: 'viewer', state: 'INVITE_ACTION' });
const declined = wireMember({ userId: 'user-5', email: 'eve@example.com', name: 'Eve', role: 'member', state: 'REJECTED' });

/** Workspace management at /workspaces/w1/settings, the signed-in user (Ada, user-1) in the workspace as given. */
async function openMembers(workspace: Workspace, members: Member[], extra: (server: ReturnType<typeof renderSignedIn>['server']) => void = () => undefined) {
  const app = renderSignedIn('/workspaces/w1/settings', { spaces: [workspace] });
  app.server.on('GET', '/api/v1/workspaces/w1', ok(workspace));
  app.server.on('GET', '/api/v1/workspaces/w1/members', ok(members));
  app.server.on('GET', '/api/v1/workspaces/w1/requests', ok([]));
  extra(app.server);
  const list = await screen.findByRole('list', { name: 'Members of Acme' }, { timeout: 15_000 });
  return { ...app, list };
}

const row = (list: HTMLElement, name: string) => within(list).getAllByRole('listitem')
  .find((item) => item.querySelector('.member-name')?.textContent?.startsWith(name))!;

describe('workspace members', () => {
  it('shows each person with their state as SPEC.md names it, and an admin changes roles and removes members', async () => {
    const app = await openMembers(wireWorkspace(), [ada, bob, invited, asked, declined]);
    const states = within(app.list).getAllByRole('listitem').map((item) => item.querySelector('.member-state')?.textContent);
    expect(states).toEqual(['Active', 'Active', 'Invited – waiting for reply', 'Invited', 'Declined']);
    expect(row(app.list, 'Ada').textContent).toContain('(you)');
    // Initials on a colour where there is no picture.
    expect(row(app.list, 'Bob').querySelector('.ui-avatar')?.textContent).toBe('B');
    // An invitation has no account yet: no role to change, nobody to remove.
    expect(within(row(app.list, 'carol@example.com')).queryByRole('combobox')).toBeNull();
    expect(within(row(app.list, 'Ada')).queryByRole('button', { name: /^Remove/ })).toBeNull();

    app.server.on('PATCH', '/api/v1/workspaces/w1/members/user-2', ok({ ...bob, role: 'viewer' }));
    await chooseOption(app.user, within(app.list).getByRole('combobox', { name: 'Role of Bob' }), 'Viewer');
    expect(app.server.callsTo('PATCH', '/api/v1/workspaces/w1/members/user-2')[0]!.body).toEqual({ role: 'viewer' });

    app.server.on('DELETE', '/api/v1/workspaces/w1/members/user-2', { status: 204 });
    await app.user.click(within(app.list).getByRole('button', { name: 'Remove Bob' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Bob from Acme?' });
    app.server.on('GET', '/api/v1/workspaces/w1/members', ok([ada, invited]));
    await app.user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(within(app.list).queryByText('Bob')).toBeNull());
    expect(app.server.callsTo('DELETE', '/api/v1/workspaces/w1/members/user-2')).toHaveLength(1);
  });

  it('says the workspace needs another admin when its only admin leaves or steps down', async () => {
    const app = await openMembers(wireWorkspace(), [ada, bob]);
    app.server.on('DELETE', '/api/v1/workspaces/w1/members/user-1', serverError('SOLE_ADMIN', 'The workspace needs another admin first'));
    await app.user.click(screen.getByRole('button', { name: 'Leave workspace' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Leave Acme?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The workspace needs another admin first')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();

    app.server.on('PATCH', '/api/v1/workspaces/w1/members/user-1', serverError('SOLE_ADMIN', 'The workspace needs another admin first'));
    await chooseOption(app.user, within(app.list).getByRole('combobox', { name: 'Role of Ada' }), 'Member');
    await vi.waitFor(() => expect(app.server.callsTo('PATCH', '/api/v1/workspaces/w1/members/user-1')).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toBe('The workspace needs another admin first');
  });

  it('lets a member leave: the switcher forgets the workspace and the personal views show', async () => {
    const workspace = wireWorkspace({ role: 'member' });
    const app = await openMembers(workspace, [wireMember({ userId: 'user-9', email: 'zoe@example.com', name: 'Zoe' }), { ...ada, role: 'member', state: 'ACCEPTED' }]);
    app.server.on('DELETE', '/api/v1/workspaces/w1/members/user-1', { status: 204 });
    app.server.on('GET', '/me', ok(wireUser({ currentUserSpaces: [] })));
    await app.user.click(screen.getByRole('button', { name: 'Leave workspace' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Leave Acme?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All my tasks' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Switch workspace: Personal' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual(['Personal']);
  });

  it('invites directly when the policy lets members invite, with the link to copy', async () => {
    const app = await openMembers(wireWorkspace({ role: 'member', invitePolicy: 'anyone' }), [ada]);
    // A member may not hand out the admin role.
    await app.user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Member', 'Viewer']);
    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    app.server.on('POST', '/api/v1/workspaces/w1/invitations', ok({ invited: ['new@example.com'], requested: [] }));
    await app.user.type(screen.getByLabelText('Email addresses'), 'new@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to new@example.com')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email addresses').value).toBe('');
  });

  it('turns a member\'s invitation into a request under the request policy, and says an admin must confirm', async () => {
    const app = await openMembers(wireWorkspace({ role: 'member', invitePolicy: 'request' }), [ada]);
    expect(screen.getByText('An admin confirms the invitations you send.')).toBeTruthy();
    // The link joins at once, so only those who invite directly hand it out.
    expect(screen.queryByRole('button', { name: 'Copy invite link' })).toBeNull();
    app.server.on('POST', '/api/v1/workspaces/w1/invitations', ok({ invited: [], requested: ['new@example.com'] }));
    await app.user.type(screen.getByLabelText('Email addresses'), 'new@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Request invitation' }));
    expect(await screen.findByText('An admin must confirm before these people are invited: new@example.com')).toBeTruthy();
  });

  it('shows the Not permitted message instead of the invite box to a viewer, or to a member when only admins invite', async () => {
    for (const workspace of [wireWorkspace({ role: 'viewer', invitePolicy: 'anyone' }), wireWorkspace({ role: 'member', invitePolicy: 'admins' })]) {
      const app = await openMembers(workspace, [ada]);
      expect(screen.getByText('Not permitted, contact your workspace administrator')).toBeTruthy();
      expect(screen.queryByLabelText('Email addresses')).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Invite|Request invitation)$/ })).toBeNull();
      expect(app.server.callsTo('GET', '/api/v1/workspaces/w1/requests')).toHaveLength(0);
      cleanup();
    }
  });

  it('shows an admin the requests waiting for confirmation, and approves one', async () => {
    const app = await openMembers(wireWorkspace(), [ada, asked], (server) => {
      server.on('GET', '/api/v1/workspaces/w1/requests', ok([wireRequest({ email: 'dan@example.com', role: 'viewer' })]));
    });
    const requests = screen.getByRole('heading', { name: /^Requests to confirm/ }).closest('section')!;
    expect(within(requests).getByText(/Bob asks to invite/).textContent).toBe('Bob asks to invite dan@example.com as Viewer');
    app.server.on('POST', '/api/v1/workspaces/w1/requests/req-1/approve', ok({}));
    app.server.on('GET', '/api/v1/workspaces/w1/requests', ok([]));
    await app.user.click(within(requests).getByRole('button', { name: 'Approve dan@example.com' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: /^Requests to confirm/ })).toBeNull());
    expect(app.server.callsTo('POST', '/api/v1/workspaces/w1/requests/req-1/approve')).toHaveLength(1);
  });

  it('copies the invite link, and Reset revokes it for a new one', async () => {
    const app = await openMembers(wireWorkspace(), [ada]);
    // user-event's clipboard stands in for the browser's.
    const written: string[] = [];
    const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => { written.push(text); await writeText(text); });
    app.server.on('POST', '/api/v1/workspaces/w1/invite-link', ok({ url: 'http://app.test/invite/tok-1', token: 'tok-1' }));
    await app.user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText('Invite link copied')).toBeTruthy();
    expect(written).toEqual(['http://app.test/invite/tok-1']);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Invite link' }).value).toBe('http://app.test/invite/tok-1');

    app.server.on('DELETE', '/api/v1/workspaces/w1/invite-link', { status: 204 });
    app.server.on('POST', '/api/v1/workspaces/w1/invite-link', ok({ url: 'http://app.test/invite/tok-2', token: 'tok-2' }));
    await app.user.click(screen.getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText('New invite link copied; the old one no longer works')).toBeTruthy();
    expect(written).toEqual(['http://app.test/invite/tok-1', 'http://app.test/invite/tok-2']);
    const calls = app.server.requests.filter((request) => request.path === '/api/v1/workspaces/w1/invite-link').map((request) => request.method);
    expect(calls).toEqual(['POST', 'DELETE', 'POST']);
  });
});

describe('workspace settings', () => {
  it('renames the workspace and sets who may invite', async () => {
    const app = await openMembers(wireWorkspace(), [ada]);
    await app.user.click(screen.getByRole('tab', { name: 'Settings' }));
    const name = screen.getByLabelText('Workspace name');
    await app.user.clear(name);
    await app.user.type(name, 'Acme Inc');
    app.server.on('PATCH', '/api/v1/workspaces/w1', (request) => ok(wireWorkspace({ ...(request.body as object) })));
    await app.user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Inc' })).toBeTruthy();
    await app.user.click(screen.getByRole('radio', { name: 'Admins only' }));
    await vi.waitFor(() => expect(app.server.callsTo('PATCH', '/api/v1/workspaces/w1').map((call) => call.body)).toEqual([
      { name: 'Acme Inc' }, { invitePolicy: 'admins' },
    ]));
  });

  it('deletes the workspace only once its name is typed again', async () => {
    const app = await openMembers(wireWorkspace(), [ada]);
    await app.user.click(screen.getByRole('tab', { name: 'Settings' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' });
    const remove = within(dialog).getByRole('button', { name: 'Delete workspace' });
    expect(remove).toHaveProperty('disabled', true);
    await app.user.type(within(dialog).getByLabelText('Type “Acme” to confirm'), 'Acm');
    expect(remove).toHaveProperty('disabled', true);
    await app.user.type(within(dialog).getByLabelText('Type “Acme” to confirm'), 'e');
    app.server.on('DELETE', '/api/v1/workspaces/w1', { status: 204 });
    app.server.on('GET', '/me', ok(wireUser({ currentUserSpaces: [] })));
    await app.user.click(remove);
    expect(await screen.findByRole('heading', { level: 1, name: 'All my tasks' })).toBeTruthy();
    expect(app.server.callsTo('DELETE', '/api/v1/workspaces/w1')).toHaveLength(1);
  });

  it('says a workspace that is gone is not available, and the switcher forgets it', async () => {
    const app = renderSignedIn('/workspaces/w1', { spaces: [wireWorkspace()] });
    app.server.on('GET', '/api/v1/workspaces/w1', serverError('NOT_FOUND'));
    app.server.on('GET', '/me', ok(wireUser({ currentUserSpaces: [] })));
    expect(await screen.findByText('This workspace is not available', undefined, { timeout: 15_000 })).toBeTruthy();
    await vi.waitFor(() => expect(app.server.callsTo('GET', '/me').length).toBeGreaterThan(1));
  });
});
