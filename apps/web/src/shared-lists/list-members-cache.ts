import type { Member } from '@taskhub/domain';
import type { ObjectStore, SyncStatus } from '@taskhub/sync-client';
import { AuthError } from '../api/auth-error.js';
import type { HttpClient } from '../api/http.js';
import { listMembers } from '../workspaces/member-calls.js';

export type ListMembersLoad =
  | { state: 'loading' }
  /** 404: the list is gone, the caller is no longer in it, or it has not reached the server yet. */
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'ready'; members: Member[] };

interface Entry {
  load: ListMembersLoad;
  listeners: Set<() => void>;
  /** When the last answer came (0: never). */
  fetchedAt: number;
  running: Promise<void> | null;
  /** A fetch was asked for while one ran: the answer it gets may be older than the change that asked. */
  again: boolean;
  /** The list's object in the store when last looked at: a new one (renamed, shared, pulled again) fetches again. */
  seen: unknown;
  /** A fetch held back until the gap after the last one has passed (a sync came sooner): one at a time. */
  later: ReturnType<typeof setTimeout> | null;
}

/** A known answer is used again by a reader that comes later within this time; older ones are fetched again. */
const freshMs = 60_000;
/** A shared list's members are fetched again after a sync at most this often (its members may have changed). */
const afterSyncGapMs = 2_000;
/** At most this many lists are asked for at once (a sidebar of many lists starts them all together). */
const parallel = 3;

const loading: ListMembersLoad = { state: 'loading' };

/**
 * The members of lists (GET /api/v1/categories/{id}/members), kept for one signed-in store so the sidebar, the Share
 * dialog and the assignee picker share one answer per list. A list is fetched when its first reader comes, again when
 * its object changes in the store, after a sync for lists that are shared (someone may have accepted, left or been
 * removed: the server tells members' sockets, and a sync follows), and when a reader asks (after a change it made).
 */
export class ListMembersCache {
  private readonly entries = new Map<string, Entry>();
  private readonly queue: (() => void)[] = [];
  private active = 0;
  private status: SyncStatus;
  private unsubscribeStore: (() => void) | null = null;

  constructor(private readonly http: HttpClient, private readonly store: ObjectStore, private readonly now: () => number = Date.now) {
    this.status = store.getSnapshot().status;
  }

  get(listId: string): ListMembersLoad {
    return this.entries.get(listId)?.load ?? loading;
  }

  subscribe(listId: string, listener: () => void): () => void {
    const entry = this.entry(listId);
    entry.listeners.add(listener);
    this.unsubscribeStore ??= this.store.subscribe(this.onStore);
    if (!entry.running && (entry.load.state !== 'ready' || this.now() - entry.fetchedAt > freshMs)) void this.fetch(listId);
    return () => {
      entry.listeners.delete(listener);
      if (this.unsubscribeStore && [...this.entries.values()].every((each) => each.listeners.size === 0)) {
        this.unsubscribeStore();
        this.unsubscribeStore = null;
      }
    };
  }

  /** Fetches the list's members now; a fetch asked for while one runs makes one more after it. */
  fetch(listId: string): Promise<void> {
    const entry = this.entry(listId);
    if (entry.running) {
      entry.again = true;
      return entry.running;
    }
    entry.running = this.run(listId, entry).finally(() => {
      entry.running = null;
      if (entry.again) {
        entry.again = false;
        void this.fetch(listId);
      }
    });
    return entry.running;
  }

  /** A fresh answer for a reader that opens now (the Share dialog): one fetch, or the one already running. */
  refresh(listId: string): Promise<void> {
    return this.entry(listId).running ?? this.fetch(listId);
  }

  /** What the screens know at once, before the server's answer (the caller left the list). */
  forget(listId: string): void {
    this.set(this.entry(listId), { state: 'notFound' });
  }

  private entry(listId: string): Entry {
    let entry = this.entries.get(listId);
    if (!entry) {
      entry = { load: loading, listeners: new Set(), fetchedAt: 0, running: null, again: false, seen: this.store.getSnapshot().objects.category[listId], later: null };
      this.entries.set(listId, entry);
    }
    return entry;
  }

  private async run(listId: string, entry: Entry): Promise<void> {
    await this.turn();
    try {
      const members = await listMembers(this.http, { kind: 'category', id: listId });
      this.set(entry, { state: 'ready', members });
    } catch (error) {
      const gone = error instanceof AuthError && error.status === 404;
      // A list shown a moment ago stays shown through a passing failure; only a 404 says it is not there.
      if (gone || entry.load.state !== 'ready') this.set(entry, gone ? { state: 'notFound' } : { state: 'failed' });
    } finally {
      entry.fetchedAt = this.now();
      this.active -= 1;
      this.queue.shift()?.();
    }
  }

  private turn(): Promise<void> {
    if (this.active < parallel) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(() => { this.active += 1; resolve(); }));
  }

  private set(entry: Entry, load: ListMembersLoad): void {
    entry.load = load;
    for (const listener of entry.listeners) listener();
  }

  private readonly onStore = () => {
    const snapshot = this.store.getSnapshot();
    const synced = this.status === 'syncing' && snapshot.status === 'idle';
    this.status = snapshot.status;
    for (const [listId, entry] of this.entries) {
      if (entry.listeners.size === 0) continue;
      const object = snapshot.objects.category[listId];
      const changed = object !== entry.seen;
      entry.seen = object;
      const shared = entry.load.state === 'ready' && entry.load.members.length > 1;
      if (changed) void this.fetch(listId);
      else if (synced && shared) this.fetchAfterGap(listId, entry);
    }
  };

  /**
   * Fetches after a sync, at most once per gap: a sync sooner than that after the last answer is not dropped but
   * fetched when the gap has passed (the sync that told someone left may come right after an answer).
   */
  private fetchAfterGap(listId: string, entry: Entry): void {
    const wait = entry.fetchedAt + afterSyncGapMs - this.now();
    if (wait <= 0) {
      void this.fetch(listId);
      return;
    }
    entry.later ??= setTimeout(() => {
      entry.later = null;
      if (entry.listeners.size > 0) void this.fetch(listId);
    }, wait);
  }
}

const caches = new WeakMap<ObjectStore, ListMembersCache>();

/** The cache of one signed-in store (a new sign-in brings a new store, so nothing carries over between accounts). */
export function listMembersCache(http: HttpClient, store: ObjectStore): ListMembersCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new ListMembersCache(http, store);
    caches.set(store, cache);
  }
  return cache;
}
