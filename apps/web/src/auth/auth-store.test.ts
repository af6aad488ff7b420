import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, ok, serverError, type FakeReply } from '../api/testing/fake-server.js';
import { createAuthStore } from './auth-store.js';
import { isPending } from './selectors.js';
import { loggedIn, loginResponse, setupAuth, testEnvironment, wireSubscription, wireUser } from './testing/fixtures.js';
import { authTokenStorageKey } from './token-storage.js';

function recordEvents(store: ReturnType<typeof setupAuth>['store']) {
  const seen: string[] = [];
  store.events.on('logged-in', (user) => seen.push(`logged-in:${user.id}`));
  store.events.on('logged-out', () => seen.push('logged-out'));
  store.events.on('user-changed', (user) => seen.push(`user-changed:${user?.id ?? 'none'}`));
  return seen;
}

describe('auth session', () => {
  beforeEach(() => localStorage.clear());

  it('starts logged out with status NONE', () => {
    const { store } = setupAuth();
    expect(store.getState()).toMatchObject({ session: 'loggedOut', status: 'NONE', token: null, user: null, pending: false });
  });

  it('"States: logged out, login flow in progress, logged in"', async () => {
    const { server, store } = setupAuth();
    const held = deferred<FakeReply>();
    server.on('POST', '/login', () => held.promise);
    const login = store.getState().logIn({ email: 'ada@example.com', password: 'secret' });
    await Promise.resolve();
    expect(store.getState().session).toBe('inProgress');
    expect(isPending(store.getState())).toBe(true);
    held.resolve(ok(loginResponse()));
    expect(await login).toBe('done');
    expect(store.getState()).toMatchObject({ session: 'loggedIn', token: 'token-new', pending: false });
    expect(store.getState().user?.email).toBe('ada@example.com');
  });

  it('"During the flow, user-visible events are held back" and released when it succeeds', async () => {
    const { server, store } = setupAuth();
    const seen = recordEvents(store);
    const held = deferred<FakeReply>();
    server.on('GET', '/me', () => held.promise);
    const login = store.getState().logIn({ email: 'ada@example.com', password: 'secret' });
    await vi.waitFor(() => expect(server.callsTo('GET', '/me')).toHaveLength(1));
    expect(store.getState().token).toBe('token-new');
    expect(seen).toEqual([]);
    held.resolve(ok(wireUser()));
    await login;
    expect(seen).toEqual(['user-changed:user-1', 'logged-in:user-1']);
  });

  it('holds user-changed back while the flow still runs, and drops it when the flow then fails', async () => {
    const { server, store } = setupAuth({ storedToken: 'stored' });
    const seen = recordEvents(store);
    const held = deferred<FakeReply>();
    server.on('GET', '/api/v1/subscription/latest', () => held.promise);
    const login = store.getState().refreshUser();
    await vi.waitFor(() => expect(server.callsTo('GET', '/api/v1/subscription/latest')).toHaveLength(1));
    expect(store.getState().user?.id).toBe('user-1');
    expect(seen).toEqual([]);
    held.resolve(serverError('INTERNAL'));
    await login;
    expect(seen).toEqual(['logged-out']);
  });

  it('"Any failure in the flow clears the auth token, the user, the subscription and the experiments, and fires logged-out"', async () => {
    const { server, store, storage } = setupAuth();
    const seen = recordEvents(store);
    server.on('POST', '/login', ok(loginResponse({ latestSubscription: wireSubscription() })));
    server.on('GET', '/me', serverError('INTERNAL'));
    expect(await store.getState().logIn({ email: 'ada@example.com', password: 'secret' })).toBe('failed');
    expect(store.getState()).toMatchObject({
      token: null, user: null, subscription: null, experiments: [], session: 'loggedOut', status: 'INTERNAL_SERVER_ERROR',
    });
    expect(storage.getItem(authTokenStorageKey)).toBeNull();
    expect(seen).toEqual(['logged-out']);
  });

  it('"A new action is ignored while another is pending": it returns without calling the server', async () => {
    const { server, store } = setupAuth();
    const held = deferred<FakeReply>();
    server.on('POST', '/login', () => held.promise);
    const first = store.getState().logIn({ email: 'ada@example.com', password: 'secret' });
    expect(await store.getState().logIn({ email: 'other@example.com', password: 'x' })).toBe('ignored');
    expect(await store.getState().refreshUser()).toBe('ignored');
    held.resolve(ok(loginResponse()));
    await first;
    expect(server.callsTo('POST', '/login')).toHaveLength(1);
    expect(server.callsTo('GET', '/me')).toHaveLength(1);
  });

  it('"if an error code was raised, status becomes that code", with the server message kept', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/login', serverError('WRONG_CREDENTIALS'));
    await store.getState().logIn({ email: 'ada@example.com', password: 'wrong' });
    expect(store.getState().status).toBe('UNAUTHORIZED');
    expect(store.getState().lastError).toEqual({
      code: 'UNAUTHORIZED', message: 'Incorrect email or password, please try again', serverCode: 'WRONG_CREDENTIALS',
    });
  });

  it('"if status was NONE and the user is now logged in, status becomes LOGGED_IN"', async () => {
    const { store } = setupAuth();
    await loggedIn(store);
    expect(store.getState().status).toBe('LOGGED_IN');
  });

  it('"if the user was logged in and no longer is, status becomes NONE"', async () => {
    const { store } = setupAuth();
    await loggedIn(store);
    await store.getState().logout();
    expect(store.getState().status).toBe('NONE');
  });

  it('an error status stays after a later success until it is reset (the rule moves to LOGGED_IN only from NONE)', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/login', serverError('WRONG_CREDENTIALS'));
    await store.getState().logIn({ email: 'ada@example.com', password: 'wrong' });
    server.on('POST', '/login', ok(loginResponse()));
    await store.getState().logIn({ email: 'ada@example.com', password: 'right' });
    expect(store.getState()).toMatchObject({ session: 'loggedIn', status: 'UNAUTHORIZED' });
    store.getState().resetError();
    expect(store.getState().status).toBe('LOGGED_IN');
  });

  it('"Resetting the error returns status to LOGGED_IN or NONE"', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/login', 'network-error');
    await store.getState().logIn({ email: 'ada@example.com', password: 'secret' });
    expect(store.getState().status).toBe('NETWORK_UNAVAILABLE');
    store.getState().resetError();
    expect(store.getState()).toMatchObject({ status: 'NONE', lastError: null });

    server.on('POST', '/login', ok(loginResponse()));
    await loggedIn(store);
    server.on('GET', '/me', 'network-error');
    await store.getState().refreshUser();
    expect(store.getState().status).toBe('NETWORK_UNAVAILABLE');
    store.getState().resetError();
    expect(store.getState().status).toBe('LOGGED_IN');
  });

  it('keeps the token in local storage and the user in memory only', async () => {
    const { server, store, storage } = setupAuth();
    await loggedIn(store);
    expect(storage.getItem(authTokenStorageKey)).toBe('token-new');
    const reloaded = createAuthStore({ fetch: server.fetch, origin: server.origin, storage, environment: testEnvironment });
    expect(reloaded.getState()).toMatchObject({ token: 'token-new', user: null, session: 'loggedOut' });
  });

  it('setUser replaces the user locally and announces it', async () => {
    const { store } = setupAuth();
    await loggedIn(store);
    const seen = recordEvents(store);
    store.getState().setUser({ ...store.getState().user!, name: 'Ada L.' });
    expect(store.getState().user?.name).toBe('Ada L.');
    expect(seen).toEqual(['user-changed:user-1']);
  });
});

