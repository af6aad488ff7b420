import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, ok, serverError } from '../api/testing/fake-server.js';
import type { AuthStore } from '../auth/auth-store.js';
import { startAuth } from '../auth/start.js';
import { findAccountButton, renderApp } from '../shell/testing/render-app.js';
import { fakePushPerTest, subscriptionsPath } from './testing/fake-push.js';

/**
 * Guards against a bug found in review: only the sign-out button drops this browser's push subscription (account-actions.ts logout → releasePush).
 * A session that ends because the server refused the token (signed out from another device, password reset, session
 * revoked in the session list) goes through clearSession instead, so the browser stays subscribed and the server keeps
 * sending the previous user's reminders (task titles) to a browser where nobody is signed in, or where the next person
 * signs in. The token no longer works, so the server copy cannot be deleted, but the browser's subscription can be
 * unsubscribed: the push service then answers 410 and the server drops the endpoint.
 */

const subscriptions = subscriptionsPath;
const installPush = fakePushPerTest();

function pushRoutes(server: ReturnType<typeof createFakeServer>) {
  server.on('POST', subscriptions, ok());
  server.on('DELETE', subscriptions, serverError('UNAUTHORIZED'));
  server.on('POST', '/logout', serverError('UNAUTHORIZED'));
  return server;
}

describe('push when the server ends the session', () => {
  it('drops the browser subscription when the stored token is refused at start', async () => {
    const browser = installPush({ permission: 'granted', subscribed: true });
    const server = pushRoutes(createFakeServer());
    // Registered once renderApp's fixtures answered /me with a user, and before the start asks.
    const refuse = (store: AuthStore, href: string) => {
      server.on('GET', '/me', serverError('UNAUTHORIZED'));
      return startAuth(store, { href });
    };
    const app = renderApp({ storedToken: 'token-revoked', server, startEarly: refuse });
    await waitFor(() => expect(app.store.getState().session).toBe('loggedOut'), { timeout: 1500 });
    expect(app.store.getState().token).toBeNull();
    await waitFor(() => expect(browser.current()).toBeNull(), { timeout: 1500 });
  });

  it('drops the browser subscription when a refresh while signed in finds the token refused', async () => {
    const browser = installPush({ permission: 'granted', subscribed: true });
    const app = renderApp({ storedToken: 'token-old', server: pushRoutes(createFakeServer()) });
    await findAccountButton();
    // Signed out on another device: the next call with this token answers 401.
    app.server.on('GET', '/me', serverError('UNAUTHORIZED'));
    await waitFor(() => expect(app.store.getState().pending).toBe(false));
    const result = await app.store.getState().refreshUser();
    expect(result).toBe('failed');
    await waitFor(() => expect(app.store.getState().session).toBe('loggedOut'), { timeout: 1500 });
    await waitFor(() => expect(browser.current()).toBeNull(), { timeout: 1500 });
  });
});
