import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { loginResponse, wireUser } from '../auth/testing/fixtures.js';
import { renderApp } from '../shell/testing/render-app.js';
import { renderSignedIn, space, wireMember, wireWorkspace } from './testing/workspace-fixtures.js';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());
vi.setConfig({ testTimeout: 30_000 });

const acme = wireWorkspace({ role: 'member', membersCount: 3 });

describe('an invite link\'s page', () => {
  it('signed out, names the workspace above the sign-in form; signing in leads back to it, and Join opens the workspace', async () => {
    const app = renderApp({ url: '/invite/tok-1' });
    app.server.on('GET', '/api/v1/invite-links/tok-1', ok({ workspaceName: 'Acme' }));
    app.server.on('GET', '/api/v1/invitations', ok([]));
    app.server.on('POST', '/check_email', ok({ user_exists: true, use_captcha: false }));
    app.server.on('POST', '/login', ok(loginResponse()));
    expect(await screen.findByText('Join Acme', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Sign in or create an account to join Acme.')).toBeTruthy();
    await app.user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.user.type(await screen.findByLabelText('Password'), 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme' }, { timeout: 15_000 })).toBeTruthy();
    expect(app.server.callsTo('POST', '/api/v1/invite-links/tok-1/join')).toHaveLength(0);
    app.server.on('POST', '/api/v1/invite-links/tok-1/join', ok(acme));
    app.server.on('GET', '/api/v1/workspaces/w1', ok(acme));
    app.server.on('GET', '/api/v1/workspaces/w1/members', ok([wireMember()]));
    app.server.on('GET', '/me', ok(wireUser({ currentUserSpaces: [space(acme)] })));
    await app.user.click(screen.getByRole('button', { name: 'Join workspace' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(screen.getByText(/3 members/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch workspace: Acme' })).toBeTruthy();
  });

  it('says when a link no longer works, signed out and signed in', async () => {
    const signedOut = renderApp({ url: '/invite/old' });
    signedOut.server.on('GET', '/api/v1/invite-links/old', serverError('NOT_FOUND'));
    expect(await screen.findByText('This invite link is no longer valid', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    cleanup();
    const signedIn = renderSignedIn('/invite/old');
    signedIn.server.on('GET', '/api/v1/invite-links/old', serverError('NOT_FOUND'));
    expect(await screen.findByText('This invite link is no longer valid', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Ask someone in the workspace for a new link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join workspace' })).toBeNull();
  });

  it('comes back to the link after a sign-in that returns through the start page (a provider\'s)', async () => {
    const signedOut = renderApp({ url: '/invite/tok-1' });
    signedOut.server.on('GET', '/api/v1/invite-links/tok-1', ok({ workspaceName: 'Acme' }));
    await screen.findByText('Join Acme', undefined, { timeout: 15_000 });
    cleanup();
    const app = renderSignedIn('/');
    app.server.on('GET', '/api/v1/invite-links/tok-1', ok({ workspaceName: 'Acme' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme' }, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    // Once there, the start page is the start page again.
    renderSignedIn('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'All my tasks' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows the join error and keeps the page', async () => {
    const app = renderSignedIn('/invite/tok-1');
    app.server.on('GET', '/api/v1/invite-links/tok-1', ok({ workspaceName: 'Acme' }));
    app.server.on('POST', '/api/v1/invite-links/tok-1/join', 'network-error');
    await app.user.click(await screen.findByRole('button', { name: 'Join workspace' }, { timeout: 15_000 }));
    expect(await screen.findByText('There seems to be a connectivity issue. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join workspace' })).toBeTruthy();
  });
});
