import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { wireSubscription, wireUser } from '../auth/testing/fixtures.js';
import { en } from '../i18n/messages/en.js';
import { chooseFromAccountMenu, renderApp } from '../shell/testing/render-app.js';
import { openSettings, showSection } from './testing/open-settings.js';
import { AboutSection } from './AboutSection.js';
import { supportEmail } from './app-info.js';

// Each test signs in, imports the home and opens a settings section; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);


/** Fills the delete-account form and passes the confirmation step. */
async function deleteWith(app: Awaited<ReturnType<typeof openSettings>>, email: string, password: string) {
  const { user, dialog } = app;
  await user.type(within(dialog).getByLabelText('Your email'), email);
  await user.type(within(dialog).getByLabelText('Your password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(within(dialog).getByText(`Delete the account ${email} and all its data for good?`)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

describe('delete account', () => {
  it('asks for confirmation before calling the server, and Cancel goes back without deleting', async () => {
    const app = await openSettings({ section: 'Account' });
    const { user, dialog, server } = app;
    await user.type(within(dialog).getByLabelText('Your email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Your password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', '/me')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Your email')).toBeTruthy();
  });

  it('shows the wrong email or password message and stays signed in when the server refuses the password', async () => {
    const app = await openSettings({ section: 'Account' });
    app.server.on('DELETE', '/me', serverError('UNAUTHORIZED'));
    await deleteWith(app, 'ada@example.com', 'wrong');
    expect((await within(app.dialog).findByRole('alert')).textContent).toBe('Incorrect email or password, please try again');
    expect(app.server.callsTo('DELETE', '/me')[0]!.body).toEqual({ email: 'ada@example.com', password: 'wrong' });
    expect(app.store.getState().session).toBe('loggedIn');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('shows the cancel-premium message when the server answers PREMIUM_ACTIVE', async () => {
    const app = await openSettings({ section: 'Account' });
    app.server.on('DELETE', '/me', serverError('PREMIUM_ACTIVE'));
    await deleteWith(app, 'ada@example.com', 'secret');
    expect((await within(app.dialog).findByRole('alert')).textContent)
      .toBe('Cancel your premium subscription before deleting your account');
  });

  it('refuses without calling the server while the user has an active premium subscription', async () => {
    const app = renderApp({ storedToken: 'token-old', user: wireUser({ isPremium: true }) });
    app.server.on('GET', '/api/v1/subscription/latest', ok(wireSubscription()));
    app.server.on('DELETE', '/me', ok());
    app.server.on('GET', '/me/categories', ok([]));
    app.server.on('GET', '/api/v1/sessions', ok([]));
    await chooseFromAccountMenu(app.user, 'Settings');
    await showSection(app.user, await screen.findByRole('dialog'), 'Account');
    // Start already asked for the subscription (none); ask again now that the server has one.
    await act(() => app.store.getState().fetchSubscription());
    await deleteWith({ ...app, dialog: await screen.findByRole('dialog') }, 'ada@example.com', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Cancel your premium subscription before deleting your account');
    expect(app.server.callsTo('DELETE', '/me')).toHaveLength(0);
  });

  it('signs out to the sign-in page once the account is deleted', async () => {
    const app = await openSettings({ section: 'Account' });
    app.server.on('DELETE', '/me', ok());
    await deleteWith(app, 'ada@example.com', 'secret');
    expect(await screen.findByRole('heading', { name: 'Sign in to TaskHub' })).toBeTruthy();
    expect(app.store.getState().session).toBe('loggedOut');
    expect(window.localStorage.getItem('taskhub.authToken')).toBeNull();
  });
});

describe('reset password', () => {
  it('mails the reset link to the account email and says so', async () => {
    const { user, dialog, server } = await openSettings({ section: 'Account' });
    server.on('POST', '/send-forgot-password-email', ok());
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(within(dialog).getByText('Check your inbox: we sent a link to ada@example.com.')).toBeTruthy());
    expect(server.callsTo('POST', '/send-forgot-password-email')[0]!.body).toEqual({ email: 'ada@example.com' });
  });

  it('shows Unable to reset password when the mail cannot be sent', async () => {
    const { user, dialog, server } = await openSettings({ section: 'Account' });
    server.on('POST', '/send-forgot-password-email', 'network-error');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unable to reset password');
  });
});

describe('sign out, about and support', () => {
  it('signs out from the dialog', async () => {
    const { user, dialog } = await openSettings({ section: 'Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to TaskHub' })).toBeTruthy();
  });

  it('shows the version of the web app, and no support link when the operator set no address', async () => {
    const { dialog } = await openSettings({ section: 'About' });
    expect(within(dialog).getByText('Version 0.1.0')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Contact support' })).toBeNull();
  });

  it("links to the operator's support address when VITE_SUPPORT_EMAIL is set", () => {
    expect(supportEmail({ VITE_SUPPORT_EMAIL: ' help@tasks.example.org ' })).toBe('help@tasks.example.org');
    expect(supportEmail({ VITE_SUPPORT_EMAIL: 'not an address' })).toBeNull();
    expect(supportEmail({})).toBeNull();
    render(<IntlProvider locale="en" messages={en}><AboutSection support="help@tasks.example.org" /></IntlProvider>);
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('mailto:help@tasks.example.org');
  });
});
