import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { SyncObject } from '@taskhub/domain';
import { IndexedDbStorage, syncDatabaseName } from './indexeddb-storage.js';
import { emptyState } from './local-state.js';
import { SyncClient } from './sync-client.js';
import { bucketCount, bucketOf, changedBuckets } from './storage-buckets.js';
import { FakeSyncServer } from './testing/index.js';
import type { LocalState } from './types.js';

const request = <T>(made: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  made.onsuccess = () => resolve(made.result);
  made.onerror = () => reject(made.error);
});

/** The raw records of one model's store, by bucket. */
async function rawBuckets(factory: IDBFactory, name: string, model: string): Promise<Map<IDBValidKey, unknown>> {
  const database = await request(factory.open(name));
  try {
    const store = database.transaction(model, 'readonly').objectStore(model);
    const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
    return new Map(keys.map((key, index) => [key, values[index]]));
  } finally {
    database.close();
  }
}

function stateWithLabels(count: number): LocalState {
  const state = emptyState();
  for (let index = 0; index < count; index += 1) {
    const id = `label-${index}`;
    (state.objects.label as Record<string, SyncObject>)[id] = { id, name: `Label ${index}` } as unknown as SyncObject;
  }
  return state;
}

const allLabels = (state: LocalState) => Object.keys(state.objects.label).map((id) => ({ model: 'label' as const, id }));

describe('storage buckets', () => {
  it('puts an id in the same bucket every time, spreading ids over all buckets', () => {
    expect(bucketOf('task-1')).toBe(bucketOf('task-1'));
    const used = new Set(Array.from({ length: 2000 }, (_, index) => bucketOf(`id-${index}`)));
    expect(used.size).toBe(bucketCount);
    for (const bucket of used) expect(bucket).toBeGreaterThanOrEqual(0);
  });

  it('rewrites only the buckets of changed objects, each with all its objects, and empties a bucket whose last object went', async () => {
    const state = stateWithLabels(500);
    const texts = (await changedBuckets(state.objects, [{ model: 'label', id: 'label-7' }])).get('label')!;
    expect([...texts.keys()]).toEqual([bucketOf('label-7')]);
    const inBucket = Object.keys(state.objects.label).filter((id) => bucketOf(id) === bucketOf('label-7'));
    expect(Object.keys(JSON.parse(texts.get(bucketOf('label-7'))!) as object).sort()).toEqual(inBucket.sort());

    const alone = emptyState();
    const gone = await changedBuckets(alone.objects, [{ model: 'label', id: 'label-7' }]);
    expect(gone.get('label')!.get(bucketOf('label-7'))).toBeUndefined();
  });
});

describe('IndexedDbStorage buckets', () => {
  it('saves thousands of objects in at most one record per bucket, and an edit rewrites one bucket', async () => {
    const factory = new IDBFactory();
    const name = syncDatabaseName('many');
    const storage = new IndexedDbStorage({ name, factory });
    const state = stateWithLabels(3000);
    await storage.save(state, allLabels(state));
    const before = await rawBuckets(factory, name, 'label');
    expect(before.size).toBe(bucketCount);

    const edited: LocalState = { ...state, objects: { ...state.objects, label: { ...state.objects.label } } };
    (edited.objects.label as Record<string, SyncObject>)['label-42'] = { id: 'label-42', name: 'Renamed' } as unknown as SyncObject;
    await storage.save(edited, [{ model: 'label', id: 'label-42' }]);
    const after = await rawBuckets(factory, name, 'label');
    const rewritten = [...after].filter(([key, value]) => before.get(key) !== value).map(([key]) => key);
    expect(rewritten).toEqual([bucketOf('label-42')]);

    const loaded = await new IndexedDbStorage({ name, factory }).load();
    expect(Object.keys(loaded!.objects.label)).toHaveLength(3000);
    expect(loaded!.objects.label['label-42']?.name).toBe('Renamed');
    await storage.close();
  });

  it('keeps the order of saves asked without waiting', async () => {
    const factory = new IDBFactory();
    const storage = new IndexedDbStorage({ name: syncDatabaseName('order'), factory });
    const big = stateWithLabels(2000);
    const small: LocalState = { ...emptyState(), cursor: 5 };
    const first = storage.save({ ...big, cursor: 4 }, allLabels(big));
    const second = storage.save(small, [{ model: 'label', id: 'label-1' }]);
    await Promise.all([first, second]);
    const loaded = await storage.load();
    expect(loaded!.cursor).toBe(5);
    expect(loaded!.objects.label['label-1']).toBeUndefined();
    expect(Object.keys(loaded!.objects.label)).toHaveLength(2000 - Object.keys(big.objects.label).filter((id) => bucketOf(id) === bucketOf('label-1')).length);
    await storage.close();
  });

  it('drops a version 1 database (one record per object) on upgrade, so the client starts with a full sync', async () => {
    const factory = new IDBFactory();
    const name = syncDatabaseName('old');
    const opening = factory.open(name, 1);
    opening.onupgradeneeded = () => {
      const database = opening.result;
      database.createObjectStore('task', { keyPath: 'id' }).put({ id: 't1', title: 'Old layout' });
      database.createObjectStore('meta').put(123, 'cursor');
    };
    (await request(opening)).close();

    const storage = new IndexedDbStorage({ name, factory });
    expect(await storage.load()).toBeUndefined();
    const state = stateWithLabels(3);
    await storage.save({ ...state, cursor: 9 }, allLabels(state));
    const loaded = await storage.load();
    expect(loaded!.cursor).toBe(9);
    expect(loaded!.objects.task).toEqual({});
    expect(Object.keys(loaded!.objects.label)).toHaveLength(3);
    await storage.close();
  });
});

describe('SyncClient over bucketed storage', () => {
  it('keeps every stored object of a bucket when an object is written before the stored state has loaded', async () => {
    const factory = new IDBFactory();
    const name = syncDatabaseName('early');
    const server = new FakeSyncServer();
    const first = new SyncClient({ transport: server.transport(), storage: new IndexedDbStorage({ name, factory }), pushDelayMs: 60_000 });
    await first.start();
    const labels = Array.from({ length: 300 }, (_, index) => first.create('label', { name: `Label ${index}` }));
    await first.syncNow();
    await first.stop();

    const storage = new IndexedDbStorage({ name, factory });
    // Offline, so no answer rewrites the early object's bucket afterwards.
    const transport = server.transport();
    transport.offline = true;
    const second = new SyncClient({ transport, storage, pushDelayMs: 60_000, retryBaseMs: 60_000 });
    const early = second.create('label', { name: 'Before the load' });
    await second.start();
    await second.stop();
    const loaded = await storage.load();
    expect(Object.keys(loaded!.objects.label).sort()).toEqual([...labels, early].map((label) => label.id).sort());
    await storage.close();
  });
});
