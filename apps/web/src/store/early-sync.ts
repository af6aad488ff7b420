import type { AuthStore } from '../auth/auth-store.js';

/**
 * Starting the signed-in user's sync client before the app knows who is signed in.
 *
 * A restored session needs GET /me, then the subscription and experiments, then the signed-in screens' chunk before
 * the task screens mount and make their sync client; the local copy would only start loading and the first sync only
 * leave after all of that (about a second on a loaded machine). The user id is known earlier: the last signed-in
 * user's id is remembered here with a fingerprint of the token it was signed in with, and when the page starts with
 * that same token the client for that user is made at once; with nothing remembered (a cleared browser), as soon as
 * GET /me answers. The task screens then adopt it (`adoptEarlySyncClient`) instead of making their own.
 *
 * Safety: the early client only ever sends the token it was started with, so a sign-in as someone else in the meantime
 * (a login token in the address) cannot pull that person's data into this user's local copy; it is dropped when the
 * screens mount for another user, when the session ends, or when it is not adopted at all.
 */

/** What the early client is built from; `createUserSyncClient` in the app, fakes in tests. */
export interface EarlyClient {
  start(): Promise<void>;
  stop(): Promise<void>;
}
export interface EarlyStorage {
  close(): void | Promise<void>;
}
export interface MadeSyncClient<C extends EarlyClient = EarlyClient, S extends EarlyStorage = EarlyStorage> {
  client: C;
  storage: S;
}
export type SyncClientFactory<C extends EarlyClient, S extends EarlyStorage = EarlyStorage> = (
  userId: string, access: { getToken(): string | null; onUnauthorized(): void },
) => MadeSyncClient<C, S>;

/** Local-storage key of the remembered user: `{ userId, token }`, the token as a fingerprint, never the token itself. */
export const earlySyncStorageKey = 'taskhub.syncUser';

interface Remembered {
  userId: string;
  token: string;
}

/** FNV-1a over the token, twice with different seeds: tells the same token from another, reveals nothing usable. */
export function tokenFingerprint(token: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

function readRemembered(storage: Storage): Remembered | null {
  try {
    const value = JSON.parse(storage.getItem(earlySyncStorageKey) ?? 'null') as Partial<Remembered> | null;
    return typeof value?.userId === 'string' && typeof value.token === 'string' ? { userId: value.userId, token: value.token } : null;
  } catch {
    return null;
  }
}

/** The remembered user's id when the stored token is the one they signed in with, else null. */
export function rememberedUser(auth: AuthStore, storage: Storage): string | null {
  const token = auth.getState().token;
  const remembered = token ? readRemembered(storage) : null;
  return token && remembered?.token === tokenFingerprint(token) ? remembered.userId : null;
}

/** Remembers who is signed in with which token (the task screens call it once they run for that user). */
export function rememberSyncUser(storage: Storage, userId: string, token: string | null): void {
  try {
    if (token) storage.setItem(earlySyncStorageKey, JSON.stringify({ userId, token: tokenFingerprint(token) }));
    else storage.removeItem(earlySyncStorageKey);
  } catch {
    // Storage full or blocked: the next start just does not begin early.
  }
}

export function forgetSyncUser(storage: Storage): void {
  try {
    storage.removeItem(earlySyncStorageKey);
  } catch {
    // As above.
  }
}

interface Pending<C extends EarlyClient> {
  userId: string;
  made: MadeSyncClient<C>;
  adopt(): void;
  unsubscribe(): void;
}

let pending: Pending<EarlyClient> | null = null;
/** Set while waiting for the restore to learn the user's id: stops waiting. */
let waiting: (() => void) | null = null;

function discard(entry: Pending<EarlyClient>): void {
  entry.unsubscribe();
  if (pending === entry) pending = null;
  void entry.made.client.stop().then(() => entry.made.storage.close());
}

/**
 * Starts the user's client early when the page starts with a stored token and the address carries no sign-in of its
 * own (`skip`): at once for the remembered user when the token is the one they signed in with, otherwise as soon as
 * the restore learns the user's id (GET /me answered, before the subscription and experiments). Does nothing when a
 * client is already started or awaited.
 */
export function startEarlySyncClient<C extends EarlyClient, S extends EarlyStorage>(
  auth: AuthStore, storage: Storage, create: SyncClientFactory<C, S>, options: { skip?: boolean } = {},
): void {
  if (pending || waiting || options.skip) return;
  const token = auth.getState().token;
  if (!token) return;
  const remembered = rememberedUser(auth, storage);
  if (remembered) {
    begin(auth, token, remembered, create);
    return;
  }
  const known = auth.getState().user;
  if (known) {
    begin(auth, token, known.id, create);
    return;
  }
  const stopWaiting = auth.subscribe((state) => {
    if (state.token !== token) cancelWaiting();
    else if (state.user) {
      cancelWaiting();
      begin(auth, token, state.user.id, create);
    }
  });
  waiting = stopWaiting;
}

function cancelWaiting(): void {
  waiting?.();
  waiting = null;
}

function begin<C extends EarlyClient, S extends EarlyStorage>(auth: AuthStore, token: string, userId: string, create: SyncClientFactory<C, S>) {
  let adopted = false;
  const made = create(userId, {
    // Until adopted, only the token it started with; after, the session's current one (it may be renewed).
    getToken: () => (adopted ? auth.getState().token : token),
    onUnauthorized: () => { if (adopted) void auth.getState().refreshUser(); },
  });
  const entry: Pending<EarlyClient> = { userId, made, adopt: () => { adopted = true; }, unsubscribe: () => undefined };
  // A session that ends (a refused token, a sign-out) before the screens mount drops the early client.
  entry.unsubscribe = auth.subscribe((state) => { if (state.token !== token && pending === entry) discard(entry); });
  pending = entry;
  performance.mark('taskhub:early-sync-started');
  void made.client.start().then(() => performance.mark('taskhub:local-copy-loaded'));
}

/**
 * The early client, when it was started for this user; the caller then owns it (stops and closes it). A client waiting
 * for another user is stopped. Null when there is none.
 */
export function adoptEarlySyncClient<C extends EarlyClient, S extends EarlyStorage>(userId: string): MadeSyncClient<C, S> | null {
  cancelWaiting();
  const entry = pending;
  if (!entry) return null;
  if (entry.userId !== userId) {
    discard(entry);
    return null;
  }
  pending = null;
  entry.unsubscribe();
  entry.adopt();
  return entry.made as MadeSyncClient<C, S>;
}

/** Drops a client that was started but never adopted (the screens that would adopt it never mounted). */
export function discardEarlySyncClient(): void {
  cancelWaiting();
  if (pending) discard(pending);
}
