import { syncModelNames, type SyncModelName, type SyncObject } from '@taskhub/domain';
import { done, metaStore, openSyncDatabase, readStoredCopy, takePreread, type Preread } from './indexeddb-read.js';
import { emptyState } from './local-state.js';
import { changedBuckets } from './storage-buckets.js';
import type { LocalState, LocalStorageAdapter } from './types.js';

export { syncDatabaseName } from './indexeddb-read.js';

export interface IndexedDbStorageOptions {
  /** The database name, from `syncDatabaseName(userId)`. */
  name: string;
  /** The IndexedDB factory; the browser's `indexedDB` by default. */
  factory?: IDBFactory;
}

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
  /** The read the page started early (`prereadLocalCopy`), used by the first load if nothing closed it meanwhile. */
  private preread: Preread | undefined;

  constructor(options: IndexedDbStorageOptions) {
    this.name = options.name;
    this.factory = options.factory ?? indexedDB;
    this.preread = takePreread(this.name);
    if (this.preread) {
      const preread = this.preread;
      this.database = preread.database.then((database) => {
        database.onversionchange = () => { database.close(); preread.closed = true; this.database = undefined; };
        return database;
      }, () => {
        // The early open failed: this storage opens on its own.
        this.database = undefined;
        return this.open();
      });
    }
  }

  private open(): Promise<IDBDatabase> {
    this.database ??= openSyncDatabase(this.factory, this.name, () => { this.database = undefined; });
    return this.database;
  }

  async load(): Promise<LocalState | undefined> {
    const preread = this.preread;
    this.preread = undefined;
    const copy = preread ? await preread.copy.catch(() => undefined) : undefined;
    const { cursor, pending, buckets } = copy && !preread?.closed ? copy : await readStoredCopy(await this.open());
    if (typeof cursor !== 'number') return undefined;
    const state = emptyState();
    state.cursor = cursor;
    if (pending) state.pending = { ...state.pending, ...(pending as LocalState['pending']) };
    syncModelNames.forEach((model, index) => {
      const map = state.objects[model] as Record<string, SyncObject>;
      for (const bucket of buckets[index] ?? []) Object.assign(map, JSON.parse(bucket) as Record<string, SyncObject>);
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
    await finished;
  }

  /** Deletes the database (sign-out). */
  async clear(): Promise<void> {
    if (this.database) (await this.database).close();
    this.database = undefined;
    await done(this.factory.deleteDatabase(this.name) as IDBRequest<unknown>);
  }

  /** Closes the connection (the data stays). */
  async close(): Promise<void> {
    if (this.database) (await this.database).close();
    this.database = undefined;
  }
}
