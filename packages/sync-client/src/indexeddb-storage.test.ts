import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { IndexedDbStorage, syncDatabaseName } from './indexeddb-storage.js';
import { emptyState } from './local-state.js';
import { SyncClient } from './sync-client.js';
import { FakeSyncServer } from './testing/index.js';

const databases = async (factory: IDBFactory) => (await factory.databases()).map((database) => database.name);

describe('IndexedDbStorage', () => {
  it('has nothing to load before the first save', async () => {
    const storage = new IndexedDbStorage({ name: syncDatabaseName('u1'), factory: new IDBFactory() });
    expect(await storage.load()).toBeUndefined();
    await storage.close();
  });

  it('writes changed objects, pending ids and the cursor, and reads them back in a new connection', async () => {
    const factory = new IDBFactory();
    const name = syncDatabaseName('u1');
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage: new IndexedDbStorage({ name, factory }), pushDelayMs: 60_000 });
    await client.start();
    const category = client.create('category', { name: 'Work' });
    const task = client.create('task', { title: 'Saved', categoryId: category.id });
    await client.syncNow();
    client.edit('task', task.id, { note: 'Not pushed' });
    await client.stop();

    const reopened = new IndexedDbStorage({ name, factory });
    const state = await reopened.load();
    expect(state?.cursor).toBe(1);
    expect(state?.pending.task).toEqual([task.id]);
    expect(state?.objects.task[task.id]).toEqual(client.getSnapshot().objects.task[task.id]);
    expect(state?.objects.category[category.id]?.name).toBe('Work');
    await reopened.close();
  });

  it('removes an object saved as gone, and keeps users apart', async () => {
    const factory = new IDBFactory();
    const mine = new IndexedDbStorage({ name: syncDatabaseName('me'), factory });
    const state = emptyState();
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage: mine, pushDelayMs: 60_000 });
    await client.start();
    const label = client.create('label', { name: 'Urgent' });
    await client.whenIdle();
    await mine.save(state, [{ model: 'label', id: label.id }]);
    expect((await mine.load())?.objects.label).toEqual({});
    const theirs = new IndexedDbStorage({ name: syncDatabaseName('someone-else'), factory });
    expect(await theirs.load()).toBeUndefined();
    await client.stop();
    await theirs.close();
  });

  it('adds the store of a model added since (version 2 to 3) keeping objects and pending edits, and pulls everything again', async () => {
    const factory = new IDBFactory();
    const name = syncDatabaseName('upgraded');
    const task = { id: 't1', title: 'Kept' };
    await new Promise<void>((resolve, reject) => {
      const request = factory.open(name, 2);
      request.onupgradeneeded = () => {
        for (const model of ['task', 'category', 'label', 'myDayEntry', 'attachment', 'userNotification']) request.result.createObjectStore(model);
        request.result.createObjectStore('meta');
      };
      request.onsuccess = () => {
        const transaction = request.result.transaction(['task', 'meta'], 'readwrite');
        transaction.objectStore('task').put(JSON.stringify({ t1: task }), 0);
        transaction.objectStore('meta').put(1234, 'cursor');
        transaction.objectStore('meta').put({ task: ['t1'] }, 'pending');
        transaction.oncomplete = () => { request.result.close(); resolve(); };
        transaction.onerror = () => reject(transaction.error);
      };
    });
    const storage = new IndexedDbStorage({ name, factory });
    const state = await storage.load();
    expect(state?.cursor).toBe(0);
    expect(state?.objects.task.t1).toEqual(task);
    expect(state?.pending.task).toEqual(['t1']);
    expect(state?.objects.customView).toEqual({});
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage, pushDelayMs: 60_000 });
    await client.start();
    const view = client.create('customView', { name: 'This week', sources: [{ type: 'all', id: null }] });
    await client.syncNow();
    await client.stop();
    const reopened = new IndexedDbStorage({ name, factory });
    expect((await reopened.load())?.objects.customView[view.id]).toMatchObject({ name: 'This week', duration: '7d', organizedBy: 'dueDate' });
    await reopened.close();
  });

  it('deletes the database on clear (sign-out)', async () => {
    const factory = new IDBFactory();
    const storage = new IndexedDbStorage({ name: syncDatabaseName('u2'), factory });
    await storage.save(emptyState(), []);
    expect(await databases(factory)).toContain('taskhub-sync-u2');
    await storage.clear();
    expect(await databases(factory)).not.toContain('taskhub-sync-u2');
    expect(await storage.load()).toBeUndefined();
    await storage.close();
  });
});
