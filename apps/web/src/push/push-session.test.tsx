import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, ok } from '../api/testing/fake-server.js';
import { chooseFromAccountMenu, findAccountButton, renderApp } from '../shell/testing/render-app.js';
import { fakePushPerTest, subscriptionsPath, type FakePushOptions } from './testing/fake-push.js';

const subscriptions = subscriptionsPath;
const installPush = fakePushPerTest();

/** The app signed in from a stored token, in a browser with the given push parts; the push routes answer 200. */
async function signedIn(push: FakePushOptions, server = createFakeServer()) {
  const browser = installPush(push);
  server.on('POST', subscriptions, ok());
  server.on('DELETE', subscriptions, ok());
  const app = renderApp({ storedToken: 'token-old', server });
  await findAccountButton();
  return { ...app, browser };
}

const indexOf = (app: { server: { requests: { method: string; path: string }[] } }, method: string, path: string) =>
  app.server.requests.findIndex((r) => r.method === method && r.path === path);

describe('push on sign-out', () => {
  it('removes this browser\'s subscription with the user\'s token before the session is dropped', async () => {
    const app = await signedIn({ permission: 'granted', subscribed: true });
    let tokenAtDelete: string | null | undefined;
    app.server.on('DELETE', subscriptions, () => {
      tokenAtDelete = app.store.getState().token;
      return ok();
    });
    await chooseFromAccountMenu(app.user, 'Sign out');
    await waitFor(() => expect(app.store.getState().session).toBe('loggedOut'));
    const deleted = app.server.callsTo('DELETE', subscriptions);
    expect(deleted.map((call) => call.body)).toEqual([{ endpoint: 'https://push.example.com/sub-1' }]);
    expect(deleted[0]!.headers['x-anydo-auth']).toBe('token-old');
    expect(tokenAtDelete).toBe('token-old');
    expect(indexOf(app, 'DELETE', subscriptions)).toBeLessThan(indexOf(app, 'POST', '/logout'));
    expect(app.browser.current()).toBeNull();
  });

  it('signs out offline all the same, and the browser subscription is still dropped', async () => {
    const app = await signedIn({ permission: 'granted', subscribed: true });
    app.server.on('DELETE', subscriptions, 'network-error');
    app.server.on('POST', '/logout', 'network-error');
    await chooseFromAccountMenu(app.user, 'Sign out');
    await waitFor(() => expect(app.store.getState().session).toBe('loggedOut'));
    expect(app.store.getState().token).toBeNull();
    expect(app.browser.current()).toBeNull();
  });

  it('signs out without any push call in a browser without push', async () => {
    const app = await signedIn({ supported: false });
    await chooseFromAccountMenu(app.user, 'Sign out');
    await waitFor(() => expect(app.store.getState().session).toBe('loggedOut'));
    expect(app.server.callsTo('DELETE', subscriptions)).toEqual([]);
    expect(app.server.callsTo('POST', '/logout')).toHaveLength(1);
  });
});

describe('renewed subscriptions while signed in', () => {
  it('re-sends the current subscription once per start when push is on', async () => {
    const app = await signedIn({ permission: 'granted', subscribed: true });
    await waitFor(() => expect(app.server.callsTo('POST', subscriptions)).toHaveLength(1));
    const [call] = app.server.callsTo('POST', subscriptions);
    expect(call!.body).toEqual({ endpoint: 'https://push.example.com/sub-1', keys: { p256dh: 'p256dh-1', auth: 'auth-1' } });
    expect(call!.headers['x-anydo-auth']).toBe('token-old');
    // Opening and closing settings re-renders the home; it does not send again.
    await chooseFromAccountMenu(app.user, 'Settings');
    await app.user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(app.server.callsTo('POST', subscriptions)).toHaveLength(1);
  });

  it('sends nothing at start when push is off on this browser', async () => {
    const app = await signedIn({ permission: 'granted' });
    await findAccountButton();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.server.callsTo('POST', subscriptions)).toEqual([]);
  });

  it('sends the rotated subscription when the service worker reports the change', async () => {
    const app = await signedIn({ permission: 'granted', subscribed: true });
    await waitFor(() => expect(app.server.callsTo('POST', subscriptions)).toHaveLength(1));
    app.browser.rotate();
    app.browser.post({ type: 'push-subscription-changed' });
    await waitFor(() => expect(app.server.callsTo('POST', subscriptions)).toHaveLength(2));
    expect(app.server.callsTo('POST', subscriptions)[1]!.body).toEqual({ endpoint: 'https://push.example.com/sub-2', keys: { p256dh: 'p256dh-2', auth: 'auth-2' } });
  });

  it('stops listening to the service worker once signed out', async () => {
    const app = await signedIn({ permission: 'granted', subscribed: true });
    await waitFor(() => expect(app.browser.listenerCount()).toBe(1));
    await chooseFromAccountMenu(app.user, 'Sign out');
    await waitFor(() => expect(app.store.getState().session).toBe('loggedOut'));
    await waitFor(() => expect(app.browser.listenerCount()).toBe(0));
  });
});
