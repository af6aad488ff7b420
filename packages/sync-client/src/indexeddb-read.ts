import { syncModelNames } from '@taskhub/domain';

/**
 * Opening the local database and reading it as stored, apart from the rest of the client so the web app's first
 * script can start the read (`prereadLocalCopy`) before the client's code has even downloaded: the browser reads the
 * database while the page starts, and the client's first load takes the read under way (indexeddb-storage.ts).
 */

export const schemaVersion = 2;
export const metaStore = 'meta';

/** One database per signed-in user, so signing in as someone else never shows the previous user's objects. */
export const syncDatabaseName = (userId: string) => `taskhub-sync-${userId}`;

/** The database as stored: the cursor, the pending ids, and each model's buckets of JSON text (in `syncModelNames` order). */
export interface StoredCopy {
  cursor: unknown;
  pending: unknown;
  buckets: string[][];
}

export const done = <T>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
});

/** Opens (and makes or upgrades) the database; `onClosed` hears when another tab's upgrade or delete closes it. */
export function openSyncDatabase(factory: IDBFactory, name: string, onClosed: () => void): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(name, schemaVersion);
    request.onupgradeneeded = () => {
      const database = request.result;
      // Version 1 kept one record per object: its stores are dropped, and with the cursor gone the client makes a
      // full sync (edits not yet pushed are lost, acceptable for a one-time upgrade of a development layout).
      for (const store of Array.from(database.objectStoreNames)) database.deleteObjectStore(store);
      for (const model of syncModelNames) database.createObjectStore(model);
      database.createObjectStore(metaStore);
    };
    request.onsuccess = () => {
      // Another tab deleting or upgrading the database must not be blocked by this connection.
      request.result.onversionchange = () => { request.result.close(); onClosed(); };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

/** Reads everything in one transaction, parsing nothing (the caller parses when it needs the objects). */
export async function readStoredCopy(database: IDBDatabase): Promise<StoredCopy> {
  const transaction = database.transaction([...syncModelNames, metaStore], 'readonly');
  const meta = transaction.objectStore(metaStore);
  // Every request is made before any is awaited: a transaction with nothing left to do commits.
  const cursor = done(meta.get('cursor'));
  const pending = done(meta.get('pending'));
  const buckets = syncModelNames.map((model) => done(transaction.objectStore(model).getAll() as IDBRequest<string[]>));
  return { cursor: await cursor, pending: await pending, buckets: await Promise.all(buckets) };
}

/** A read started early, waiting for the first storage of its database. */
export interface Preread {
  database: Promise<IDBDatabase>;
  copy: Promise<StoredCopy>;
  /** Set when another tab's upgrade or delete closed the connection: the read is not used. */
  closed: boolean;
}

const prereads = new Map<string, Preread>();
let storageMade = false;

/** Starts reading the database of the user about to sign in again; the first IndexedDbStorage for it takes the read. */
export function prereadLocalCopy(name: string, factory: IDBFactory = indexedDB): void {
  if (storageMade || prereads.has(name)) return;
  const preread: Preread = { closed: false, database: Promise.resolve(undefined as unknown as IDBDatabase), copy: Promise.resolve({ cursor: undefined, pending: undefined, buckets: [] }) };
  preread.database = openSyncDatabase(factory, name, () => { preread.closed = true; });
  preread.copy = preread.database.then(readStoredCopy);
  // Failures surface when a storage takes the read (it reads again); an unused read must not report an unhandled error.
  preread.copy.catch(() => undefined);
  prereads.set(name, preread);
}

/**
 * The early read of this database, for the first storage made in the page only: once a storage exists, its saves may
 * have changed the database since the read, so later storages read afresh. The other reads' connections are closed.
 */
export function takePreread(name: string): Preread | undefined {
  const first = !storageMade;
  storageMade = true;
  const preread = first ? prereads.get(name) : undefined;
  for (const [other, unused] of prereads) {
    if (unused !== preread) void unused.database.then((database) => database.close(), () => undefined);
    prereads.delete(other);
  }
  return preread && !preread.closed ? preread : undefined;
}
