import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { loginResponse, wireUser } from '../auth/testing/fixtures.js';
import { renderApp } from '../shell/testing/render-app.js';
import { findHome, renderSignedIn, space, wireInvitation, wireWorkspace } from './testing/workspace-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const globex = wireWorkspace({ id: 'w2', name: 'Globex', role: 'member' });
const toGlobex = wireInvitation();
const toList = wireInvitation({ id: 'inv-2', kind: 'category', targetId: 'c1', targetName: 'Groceries', inviterName: '', role: 'guest' });

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('the Invitations tab', () => {
  it('counts the pending invitations on the bell and lists each with who sent it and the role', async () => {
    const app = renderSignedIn('/all', { invitations: [toGlobex, toList] });
    await findHome();
    await vi.waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 invitations'));
    expect(bell().textContent).toBe('2');
    await app.user.click(bell());
    await app.user.click(screen.getByRole('tab', { name: 'Invitations' }));
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem').map((item) => item.querySelector('.invitation-text')?.textContent);
    expect(items).toEqual(['Grace invited you to the workspace Globexas Member', 'Someone shared the list Groceries with youas Guest']);
    expect(screen.getByRole('tab', { name: 'Invitations' }).textContent).toBe('Invitations2');
  });

  it('accepts one: the workspace joins the switcher and its page opens', async () => {
    const app = renderSignedIn('/all', { invitations: [toGlobex] });
    await findHome();
    app.server.on('POST', '/api/v1/invitations/inv-1/accept', ok({ ...toGlobex, state: 'ACCEPTED' }));
    app.server.on('GET', '/me', ok(wireUser({ currentUserSpaces: [space(globex)] })));
    app.server.on('GET', '/api/v1/workspaces/w2', ok(globex));
    await app.user.click(bell());
    await app.user.click(screen.getByRole('tab', { name: 'Invitations' }));
    const accept = await screen.findByRole('button', { name: 'Accept Globex' });
    app.server.on('GET', '/api/v1/invitations', ok([]));
    await app.user.click(accept);
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch workspace: Globex' })).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('declines one, which leaves the list; a failure says why and keeps it', async () => {
    const app = renderSignedIn('/all', { invitations: [toGlobex, toList] });
    await findHome();
    await app.user.click(bell());
    await app.user.click(screen.getByRole('tab', { name: 'Invitations' }));
    app.server.on('POST', '/api/v1/invitations/inv-2/reject', 'network-error');
    await app.user.click(await screen.findByRole('button', { name: 'Decline Groceries' }));
    expect(await screen.findByText('There seems to be a connectivity issue. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline Groceries' })).toBeTruthy();
    app.server.on('POST', '/api/v1/invitations/inv-2/reject', ok({ ...toList, state: 'REJECTED' }));
    await app.user.click(screen.getByRole('button', { name: 'Decline Groceries' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Decline Groceries' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Accept Globex' })).toBeTruthy();
  });

  it('says there are none, and asks again each time the tab opens', async () => {
    const app = renderSignedIn('/all');
    await findHome();
    await app.user.click(bell());
    await app.user.click(screen.getByRole('tab', { name: 'Invitations' }));
    expect(await screen.findByText('No invitations')).toBeTruthy();
    await vi.waitFor(() => expect(app.server.callsTo('GET', '/api/v1/invitations')).toHaveLength(2));
  });
});

describe('the mailed invitations link', () => {
  it('signed in, opens the notifications on the Invitations tab over the task screens', async () => {
    renderSignedIn('/invitations?email=ada%40example.com', { invitations: [toGlobex] });
    await findHome();
    expect(await screen.findByRole('button', { name: 'Accept Globex' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Invitations' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'All my tasks' })).toBeTruthy();
  });

  it('signed out, is the sign-in screen with the invited email filled in; signing in opens the invitations', async () => {
    const app = renderApp({ url: '/invitations?email=bob%40example.com' });
    app.server.on('GET', '/api/v1/invitations', ok([toGlobex]));
    app.server.on('POST', '/check_email', ok({ user_exists: true, use_captcha: false }));
    app.server.on('POST', '/login', ok(loginResponse()));
    const email = await screen.findByLabelText<HTMLInputElement>('Email', undefined, { timeout: 15_000 });
    expect(email.value).toBe('bob@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(app.server.callsTo('POST', '/check_email')[0]!.body).toEqual({ email: 'bob@example.com' });
    await app.user.type(await screen.findByLabelText('Password'), 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Accept Globex' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('a failed list says so with Retry', async () => {
    const app = renderSignedIn('/all');
    app.server.on('GET', '/api/v1/invitations', serverError('INTERNAL'));
    await findHome();
    await app.user.click(bell());
    await app.user.click(screen.getByRole('tab', { name: 'Invitations' }));
    expect(await screen.findByText(/Your invitations could not be loaded/)).toBeTruthy();
    app.server.on('GET', '/api/v1/invitations', ok([toGlobex]));
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Accept Globex' })).toBeTruthy();
  });
});
