import { syncModelNames, type SyncModelName, type SyncObject } from '@taskhub/domain';
import { emptyState } from './local-state.js';
import { serverObjectsOf, type ServerObjects } from './server-models.js';
import { changedBuckets } from './storage-buckets.js';
import type { LocalState, LocalStorageAdapter } from './types.js';

/** 2: objects in buckets; 3: the customView store. A new sync model needs a new version (see onupgradeneeded). */
const schemaVersion = 3;
const metaStore = 'meta';

/** One database per signed-in user, so signing in as someone else never shows the previous user's objects. */
export const syncDatabaseName = (userId: string) => `taskhub-sync-${userId}`;

export interface IndexedDbStorageOptions {
  /** The database name, from `syncDatabaseName(userId)`. */
  name: string;
  /** The IndexedDB factory; the browser's `indexedDB` by default. */
  factory?: IDBFactory;
}

const done = <T>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
});

const committed = (transaction: IDBTransaction) => new Promise<void>((resolve, reject) => {
  transaction.oncomplete = () => resolve();
  transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
});

/**
 * Local state in IndexedDB: one object store per model holding its objects in buckets (storage-buckets.ts: JSON text
 * keyed by a hash of the id, so a save rewrites only the buckets of the objects that changed), and a `meta` store
 * holding the pull cursor and the pending ids.
 */
export class IndexedDbStorage implements LocalStorageAdapter {
  private readonly name: string;
  private readonly factory: IDBFactory;
  private database: Promise<IDBDatabase> | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(options: IndexedDbStorageOptions) {
    this.name = options.name;
    this.factory = options.factory ?? indexedDB;
  }

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = this.factory.open(this.name, schemaVersion);
      request.onupgradeneeded = (event) => {
        const database = request.result;
        if (event.oldVersion < 2) {
          // Version 1 kept one record per object: its stores are dropped, and with the cursor gone the client makes a
          // full sync (edits not yet pushed are lost, acceptable for a one-time upgrade of a development layout).
          for (const store of Array.from(database.objectStoreNames)) database.deleteObjectStore(store);
          for (const model of syncModelNames) database.createObjectStore(model);
          database.createObjectStore(metaStore);
          return;
        }
        // A model added since (customView in version 3) gets its store; objects and pending edits stay. The cursor goes
        // back to 0 so the next pull is a full one: pulls before held that model's objects and this device dropped them.
        const added = syncModelNames.filter((model) => !database.objectStoreNames.contains(model));
        for (const model of added) database.createObjectStore(model);
        if (added.length > 0) {
          const meta = request.transaction!.objectStore(metaStore);
          const cursor = meta.get('cursor');
          cursor.onsuccess = () => { if (typeof cursor.result === 'number') meta.put(0, 'cursor'); };
        }
      };
      request.onsuccess = () => {
        // Another tab deleting or upgrading the database must not be blocked by this connection.
        request.result.onversionchange = () => { request.result.close(); this.database = undefined; };
        resolve(request.result);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
    return this.database;
  }

  async load(): Promise<LocalState | undefined> {
    const database = await this.open();
    const transaction = database.transaction([...syncModelNames, metaStore], 'readonly');
    const meta = transaction.objectStore(metaStore);
    // Every request is made before any is awaited: a transaction with nothing left to do commits.
    const cursorRequest = done(meta.get('cursor'));
    const pendingRequest = done(meta.get('pending'));
    const serverRequest = done(meta.get('server'));
    const objectRequests = syncModelNames.map((model) => done(transaction.objectStore(model).getAll()));
    const [cursor, pending, server, objectLists] = await Promise.all([cursorRequest, pendingRequest, serverRequest, Promise.all(objectRequests)]);
    if (typeof cursor !== 'number') return undefined;
    const state = emptyState();
    state.cursor = cursor;
    if (pending) state.pending = { ...state.pending, ...(pending as LocalState['pending']) };
    if (typeof server === 'string') state.server = serverObjectsOf(JSON.parse(server) as Partial<ServerObjects>);
    syncModelNames.forEach((model, index) => {
      const map = state.objects[model] as Record<string, SyncObject>;
      for (const bucket of (objectLists[index] ?? []) as string[]) Object.assign(map, JSON.parse(bucket) as Record<string, SyncObject>);
    });
    return state;
  }

  /** Saves run one after another, in the order they were asked, though each waits while it makes its texts. */
  save(state: LocalState, changed: { model: SyncModelName; id: string }[]): Promise<void> {
    const next = this.writing.then(() => this.write(state, changed));
    this.writing = next.catch(() => undefined);
    return next;
  }

  private async write(state: LocalState, changed: { model: SyncModelName; id: string }[]): Promise<void> {
    // The texts are made before the transaction opens: it would commit while the slices wait.
    const texts = await changedBuckets(state.objects, changed);
    const database = await this.open();
    const transaction = database.transaction([...syncModelNames, metaStore], 'readwrite');
    const finished = committed(transaction);
    for (const [model, buckets] of texts) {
      const store = transaction.objectStore(model);
      for (const [bucket, text] of buckets) {
        if (text === undefined) store.delete(bucket);
        else store.put(text, bucket);
      }
    }
    transaction.objectStore(metaStore).put(state.cursor, 'cursor');
    transaction.objectStore(metaStore).put(state.pending, 'pending');
    // Boards and sections are few (a person's boards and their columns): kept whole, as one text, in the meta store.
    if (state.server) transaction.objectStore(metaStore).put(JSON.stringify(state.server), 'server');
    await finished;
  }

  /** Deletes the database (sign-out). */
  async clear(): Promise<void> {
    // A save still running would open the database again and write the signed-out state back.
    await this.writing;
    if (this.database) (await this.database).close();
    this.database = undefined;
    await done(this.factory.deleteDatabase(this.name) as IDBRequest<unknown>);
  }

  /** Closes the connection (the data stays). */
  async close(): Promise<void> {
    await this.writing;
    if (this.database) (await this.database).close();
    this.database = undefined;
  }
}
