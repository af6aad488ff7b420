import { beforeEach, describe, expect, it } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { loggedIn, loginResponse, setupAuth, wireSubscription, wireUser } from './testing/fixtures.js';

describe('refresh user', () => {
  beforeEach(() => localStorage.clear());

  it('GETs /me and announces the new details', async () => {
    const { server, store } = setupAuth();
    await loggedIn(store);
    const seen: string[] = [];
    store.events.on('user-changed', (user) => seen.push(user?.name ?? 'none'));
    server.on('GET', '/me', ok(wireUser({ name: 'Ada Lovelace' })));
    expect(await store.getState().refreshUser()).toBe('done');
    expect(store.getState().user?.name).toBe('Ada Lovelace');
    expect(seen).toEqual(['Ada Lovelace']);
  });

  it('"On a network failure during a user refresh the session is kept"', async () => {
    const { server, store } = setupAuth();
    await loggedIn(store);
    server.on('GET', '/me', 'network-error');
    await store.getState().refreshUser();
    expect(store.getState()).toMatchObject({ session: 'loggedIn', token: 'token-new', status: 'NETWORK_UNAVAILABLE' });
    expect(store.getState().user?.id).toBe('user-1');
  });

  it('"Other auth errors clean the session"', async () => {
    const { server, store } = setupAuth();
    await loggedIn(store);
    let loggedOut = 0;
    store.events.on('logged-out', () => loggedOut++);
    server.on('GET', '/me', serverError('UNAUTHORIZED'));
    await store.getState().refreshUser();
    expect(store.getState()).toMatchObject({ session: 'loggedOut', token: null, user: null, status: 'UNAUTHORIZED' });
    expect(loggedOut).toBe(1);
  });

  it('with a stored token and no user, restores the session: user, subscription, then logged-in', async () => {
    const { server, store } = setupAuth({ storedToken: 'stored' });
    server.on('GET', '/api/v1/subscription/latest', ok(wireSubscription()));
    const seen: string[] = [];
    store.events.on('logged-in', (user) => seen.push(user.id));
    await store.getState().refreshUser();
    expect(server.callsTo('GET', '/me')[0]!.headers['x-anydo-auth']).toBe('stored');
    expect(store.getState()).toMatchObject({ session: 'loggedIn', status: 'LOGGED_IN' });
    expect(store.getState().subscription?.paymentProvider).toBe('stripe');
    expect(seen).toEqual(['user-1']);
  });

  it('a restore that meets a network failure keeps the stored token for the next try', async () => {
    const { server, store, storage } = setupAuth({ storedToken: 'stored' });
    server.on('GET', '/me', 'network-error');
    await store.getState().refreshUser();
    expect(store.getState()).toMatchObject({ session: 'loggedOut', token: 'stored', user: null, status: 'NETWORK_UNAVAILABLE' });
    expect(storage.getItem('taskhub.authToken')).toBe('stored');
  });

  it('does not call the server without a token', async () => {
    const { server, store } = setupAuth();
    expect(await store.getState().refreshUser()).toBe('done');
    expect(server.requests).toHaveLength(0);
  });
});

describe('subscription fetch', () => {
  beforeEach(() => localStorage.clear());

  it('"200 gives a subscription; 404 means none"', async () => {
    const { server, store } = setupAuth();
    await loggedIn(store);
    server.on('GET', '/api/v1/subscription/latest', ok(wireSubscription({ paymentProvider: 'PLAY' })));
    await store.getState().fetchSubscription();
    expect(store.getState().subscription?.paymentProvider).toBe('PLAY');
    server.on('GET', '/api/v1/subscription/latest', serverError('NOT_FOUND', 'There is no subscription'));
    await store.getState().fetchSubscription();
    expect(store.getState()).toMatchObject({ subscription: null, status: 'LOGGED_IN' });
  });

  it('other failures become the status and keep the subscription', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/login', ok(loginResponse({ latestSubscription: wireSubscription() })));
    await loggedIn(store);
    server.on('GET', '/api/v1/subscription/latest', serverError('INTERNAL'));
    await store.getState().fetchSubscription();
    expect(store.getState().status).toBe('INTERNAL_SERVER_ERROR');
    expect(store.getState().subscription).not.toBeNull();
  });
});

describe('logout', () => {
  beforeEach(() => localStorage.clear());

  it('POSTs /logout with the token and "Logout and account deletion clear everything"', async () => {
    const { server, store, storage } = setupAuth();
    server.on('POST', '/login', ok(loginResponse({ latestSubscription: wireSubscription() })));
    await loggedIn(store);
    let loggedOut = 0;
    store.events.on('logged-out', () => loggedOut++);
    await store.getState().logout();
    expect(server.callsTo('POST', '/logout')[0]!.headers['x-anydo-auth']).toBe('token-new');
    expect(store.getState()).toMatchObject({ token: null, user: null, subscription: null, experiments: [], isNewUser: false, session: 'loggedOut' });
    expect(storage.getItem('taskhub.authToken')).toBeNull();
    expect(loggedOut).toBe(1);
  });

  it('"Logout ignores network errors"', async () => {
    const { server, store } = setupAuth();
    await loggedIn(store);
    server.on('POST', '/logout', 'network-error');
    expect(await store.getState().logout()).toBe('done');
    expect(store.getState()).toMatchObject({ token: null, session: 'loggedOut', status: 'NONE' });
  });

  it('a token the server already refused counts as logged out; other errors show but still clear', async () => {
    const { server, store } = setupAuth();
    await loggedIn(store);
    server.on('POST', '/logout', serverError('UNAUTHORIZED'));
    await store.getState().logout();
    expect(store.getState().status).toBe('NONE');

    await loggedIn(store);
    store.getState().resetError();
    server.on('POST', '/logout', serverError('INTERNAL'));
    await store.getState().logout();
    expect(store.getState()).toMatchObject({ token: null, status: 'INTERNAL_SERVER_ERROR' });
  });
});

describe('account deletion', () => {
  beforeEach(() => localStorage.clear());

  it('DELETEs /me with {email, password} and clears everything', async () => {
    const { server, store } = setupAuth();
    server.on('DELETE', '/me', ok());
    await loggedIn(store);
    expect(await store.getState().deleteAccount({ email: 'Ada@Example.com ', password: 'secret' })).toBe('done');
    expect(server.callsTo('DELETE', '/me')[0]!.body).toEqual({ email: 'Ada@Example.com', password: 'secret' });
    expect(store.getState()).toMatchObject({ token: null, user: null, session: 'loggedOut', status: 'NONE' });
  });

  it('"It requires a logged-in user"', async () => {
    const { server, store } = setupAuth();
    await store.getState().deleteAccount({ email: 'ada@example.com', password: 'secret' });
    expect(store.getState().status).toBe('UNAUTHORIZED');
    expect(server.callsTo('DELETE', '/me')).toHaveLength(0);
  });

  it('"The supplied email must equal the current user\'s email, otherwise unauthorized"', async () => {
    const { server, store } = setupAuth();
    await loggedIn(store);
    await store.getState().deleteAccount({ email: 'someone@example.com', password: 'secret' });
    expect(store.getState()).toMatchObject({ status: 'UNAUTHORIZED', session: 'loggedIn' });
    expect(server.callsTo('DELETE', '/me')).toHaveLength(0);
  });

  it('"Premium must be cancelled first"', async () => {
    const { server, store } = setupAuth({ user: wireUser({ isPremium: true }) });
    server.on('POST', '/login', ok(loginResponse({ latestSubscription: wireSubscription() })));
    server.on('DELETE', '/me', ok());
    await loggedIn(store);
    await store.getState().deleteAccount({ email: 'ada@example.com', password: 'secret' });
    expect(store.getState().lastError).toMatchObject({ code: 'FORBIDDEN', serverCode: 'PREMIUM_ACTIVE' });
    expect(server.callsTo('DELETE', '/me')).toHaveLength(0);

    store.setState({ subscription: wireSubscription({ isCanceled: true }) });
    expect(await store.getState().deleteAccount({ email: 'ada@example.com', password: 'secret' })).toBe('done');
    expect(server.callsTo('DELETE', '/me')).toHaveLength(1);
  });

  it('a refused deletion keeps the session', async () => {
    const { server, store } = setupAuth();
    server.on('DELETE', '/me', serverError('UNAUTHORIZED'));
    await loggedIn(store);
    await store.getState().deleteAccount({ email: 'ada@example.com', password: 'wrong' });
    expect(store.getState()).toMatchObject({ session: 'loggedIn', status: 'UNAUTHORIZED' });
  });
});
