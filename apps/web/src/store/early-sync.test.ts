import { afterEach, describe, expect, it } from 'vitest';
import { setupAuth } from '../auth/testing/fixtures.js';
import {
  adoptEarlySyncClient, discardEarlySyncClient, earlySyncStorageKey, forgetSyncUser, rememberSyncUser, startEarlySyncClient,
  tokenFingerprint, type SyncClientFactory,
} from './early-sync.js';

/** A client that records what happened to it and the token it would send now. */
class FakeClient {
  started = false;
  stopped = false;
  closed = false;
  constructor(readonly userId: string, readonly access: { getToken(): string | null; onUnauthorized(): void }) {}
  async start() { this.started = true; }
  async stop() { this.stopped = true; }
}

function factory() {
  const made: FakeClient[] = [];
  const create: SyncClientFactory<FakeClient> = (userId, access) => {
    const client = new FakeClient(userId, access);
    made.push(client);
    return { client, storage: { close: () => { client.closed = true; } } };
  };
  return { made, create };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => discardEarlySyncClient());

describe('early sync client', () => {
  it('starts the remembered user\'s client when the stored token is the one they signed in with', () => {
    const { store, storage } = setupAuth({ storedToken: 'token-a' });
    rememberSyncUser(storage, 'user-1', 'token-a');
    const { made, create } = factory();
    startEarlySyncClient(store, storage, create);
    expect(made).toHaveLength(1);
    expect(made[0]!.userId).toBe('user-1');
    expect(made[0]!.started).toBe(true);
    expect(made[0]!.access.getToken()).toBe('token-a');

    const adopted = adoptEarlySyncClient<FakeClient, { close(): void }>('user-1');
    expect(adopted?.client).toBe(made[0]);
    expect(adoptEarlySyncClient('user-1')).toBeNull();
  });

  it('keeps the token itself out of storage', () => {
    const { storage } = setupAuth();
    rememberSyncUser(storage, 'user-1', 'secret-token-value');
    const stored = storage.getItem(earlySyncStorageKey)!;
    expect(stored).not.toContain('secret-token-value');
    expect(JSON.parse(stored)).toEqual({ userId: 'user-1', token: tokenFingerprint('secret-token-value') });
    expect(tokenFingerprint('secret-token-value')).not.toBe(tokenFingerprint('secret-token-valuf'));
  });

  it('with another token or nothing remembered, starts once GET /me has told the user\'s id', async () => {
    const { made, create } = factory();
    const other = setupAuth({ storedToken: 'token-b' });
    rememberSyncUser(other.storage, 'user-9', 'token-a');
    startEarlySyncClient(other.store, other.storage, create);
    expect(made).toHaveLength(0);
    await other.store.getState().refreshUser();
    expect(made.map((client) => [client.userId, client.access.getToken()])).toEqual([['user-1', 'token-b']]);
    expect(adoptEarlySyncClient('user-1')?.client).toBe(made[0]);
  });

  it('stops waiting for the user\'s id when the token changes (a sign-in of someone else)', async () => {
    const { made, create } = factory();
    const { store, storage } = setupAuth({ storedToken: 'token-a' });
    startEarlySyncClient(store, storage, create);
    await store.getState().logIn({ email: 'ada@example.com', password: 'secret' });
    expect(store.getState().user).not.toBeNull();
    expect(made).toHaveLength(0);
  });

  it('starts nothing without a token or for an address carrying a sign-in', () => {
    const { made, create } = factory();
    const none = setupAuth();
    rememberSyncUser(none.storage, 'user-1', 'token-a');
    startEarlySyncClient(none.store, none.storage, create);
    expect(made).toHaveLength(0);

    const skipped = setupAuth({ storedToken: 'token-a' });
    rememberSyncUser(skipped.storage, 'user-1', 'token-a');
    startEarlySyncClient(skipped.store, skipped.storage, create, { skip: true });
    expect(made).toHaveLength(0);

    forgetSyncUser(skipped.storage);
    expect(skipped.storage.getItem(earlySyncStorageKey)).toBeNull();
  });

  it('is stopped and closed when the screens mount for another user', async () => {
    const { store, storage } = setupAuth({ storedToken: 'token-a' });
    rememberSyncUser(storage, 'user-1', 'token-a');
    const { made, create } = factory();
    startEarlySyncClient(store, storage, create);
    expect(adoptEarlySyncClient('user-2')).toBeNull();
    await settle();
    expect(made[0]!.stopped).toBe(true);
    expect(made[0]!.closed).toBe(true);
  });

  it('is dropped when the session ends before the screens mount', async () => {
    const { store, storage } = setupAuth({ storedToken: 'token-a' });
    rememberSyncUser(storage, 'user-1', 'token-a');
    const { made, create } = factory();
    startEarlySyncClient(store, storage, create);
    await store.getState().logout();
    await settle();
    expect(made[0]!.stopped).toBe(true);
    expect(adoptEarlySyncClient('user-1')).toBeNull();
  });

  it('sends only its own token until adopted, then the session\'s, and leaves a refused token to the session until then', async () => {
    const { store, storage, server } = setupAuth({ storedToken: 'token-a' });
    rememberSyncUser(storage, 'user-1', 'token-a');
    const { made, create } = factory();
    startEarlySyncClient(store, storage, create);
    const client = made[0]!;
    const meCalls = () => server.requests.filter((request) => request.path === '/me').length;

    client.access.onUnauthorized();
    await settle();
    expect(meCalls()).toBe(0);

    adoptEarlySyncClient('user-1');
    store.setState({ token: 'token-renewed' });
    expect(client.access.getToken()).toBe('token-renewed');
    client.access.onUnauthorized();
    await settle();
    expect(meCalls()).toBe(1);
  });

  it('never sends a token given to the session after it started, while not adopted', () => {
    const { store, storage } = setupAuth({ storedToken: 'token-a' });
    rememberSyncUser(storage, 'user-1', 'token-a');
    const { made, create } = factory();
    startEarlySyncClient(store, storage, create);
    // Someone else signs in on this page before the screens mount: the early client is dropped, never handed their token.
    store.setState({ token: 'token-of-someone-else' });
    expect(made[0]!.access.getToken()).toBe('token-a');
    expect(adoptEarlySyncClient('user-1')).toBeNull();
  });
});
