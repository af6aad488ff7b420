import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ReadModule from './indexeddb-read.js';
import type * as StorageModule from './indexeddb-storage.js';
import { emptyState } from './local-state.js';
import type { LocalState } from './types.js';

// Each test gets fresh module state: "the first storage of the page" is per page, so per module instance here.
let read: typeof ReadModule;
let storageModule: typeof StorageModule;
beforeEach(async () => {
  vi.resetModules();
  read = await import('./indexeddb-read.js');
  storageModule = await import('./indexeddb-storage.js');
});

function stateWith(title: string, cursor: number): LocalState {
  const state = emptyState();
  state.cursor = cursor;
  state.objects.task.t1 = { id: 't1', title } as LocalState['objects']['task'][string];
  return state;
}

/** Saves a state through a storage made before this test's module instance, as an earlier visit of the page did. */
async function storedEarlier(factory: IDBFactory, name: string, state: LocalState) {
  vi.resetModules();
  const { IndexedDbStorage } = await import('./indexeddb-storage.js');
  const earlier = new IndexedDbStorage({ name, factory });
  await earlier.save(state, [{ model: 'task', id: 't1' }]);
  await earlier.close();
}

describe('prereadLocalCopy', () => {
  it('is taken by the first storage of its database, whose load gives what was stored', async () => {
    const factory = new IDBFactory();
    const name = read.syncDatabaseName('u1');
    await storedEarlier(factory, name, stateWith('Stored', 7));
    read.prereadLocalCopy(name, factory);
    // The read is under way before the storage exists; a write now would not be in it, which is why only the
    // first storage (before any save) takes it.
    const storage = new storageModule.IndexedDbStorage({ name, factory });
    const loaded = await storage.load();
    expect(loaded?.cursor).toBe(7);
    expect(loaded?.objects.task.t1?.title).toBe('Stored');
    await storage.close();
  });

  it('is not used by a later storage, which reads the database afresh', async () => {
    const factory = new IDBFactory();
    const name = read.syncDatabaseName('u1');
    await storedEarlier(factory, name, stateWith('Old', 1));
    read.prereadLocalCopy(name, factory);
    // Another user's storage comes first: the read for u1 is dropped and its connection closed.
    const other = new storageModule.IndexedDbStorage({ name: read.syncDatabaseName('u2'), factory });
    expect(await other.load()).toBeUndefined();
    await other.close();
    const first = new storageModule.IndexedDbStorage({ name, factory });
    await first.save(stateWith('New', 2), [{ model: 'task', id: 't1' }]);
    await first.close();

    const later = new storageModule.IndexedDbStorage({ name, factory });
    const loaded = await later.load();
    expect(loaded?.cursor).toBe(2);
    expect(loaded?.objects.task.t1?.title).toBe('New');
    await later.close();
  });

  it('gives nothing to load for a database that was never saved', async () => {
    const factory = new IDBFactory();
    const name = read.syncDatabaseName('new-user');
    read.prereadLocalCopy(name, factory);
    const storage = new storageModule.IndexedDbStorage({ name, factory });
    expect(await storage.load()).toBeUndefined();
    // And the storage goes on working on the connection the read opened.
    await storage.save(stateWith('First', 3), [{ model: 'task', id: 't1' }]);
    await storage.close();
    const again = new storageModule.IndexedDbStorage({ name, factory });
    expect((await again.load())?.cursor).toBe(3);
    await again.close();
  });

  it('is dropped when another tab deletes the database meanwhile', async () => {
    const factory = new IDBFactory();
    const name = read.syncDatabaseName('u1');
    await storedEarlier(factory, name, stateWith('Stored', 7));
    read.prereadLocalCopy(name, factory);
    const storage = new storageModule.IndexedDbStorage({ name, factory });
    await new Promise<void>((resolve, reject) => {
      const request = factory.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    expect(await storage.load()).toBeUndefined();
    await storage.close();
  });
});
