import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient } from './sync-client.js';
import { FakeSyncServer } from './testing/index.js';

describe('SyncClient local state', () => {
  it('starts again from storage with its objects, pending edits and cursor', async () => {
    const server = new FakeSyncServer();
    const storage = new MemoryStorage();
    const transport = server.transport();
    const first = new SyncClient({ transport, storage, pushDelayMs: 60_000 });
    await first.start();
    const synced = first.create('category', { name: 'Work' });
    await first.syncNow();
    transport.offline = true;
    const offline = first.create('task', { title: 'Not pushed yet', categoryId: synced.id });
    await first.stop();

    transport.offline = false;
    const second = new SyncClient({ transport, storage, pushDelayMs: 60_000 });
    const requestsBefore = server.requests.length;
    await second.start();
    expect(second.getSnapshot()).toMatchObject({ ready: true, pendingCount: 1 });
    expect(second.getSnapshot().objects.category[synced.id]?.name).toBe('Work');
    await second.syncNow();
    expect(server.requests[requestsBefore]?.updatedSince).toBe(1);
    expect(server.objects().task[offline.id]?.title).toBe('Not pushed yet');
    await second.stop();
  });

  it('keeps the identity of every model map and object an edit did not touch', async () => {
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage: new MemoryStorage(), pushDelayMs: 60_000 });
    await client.start();
    const one = client.create('task', { title: 'One' });
    const two = client.create('task', { title: 'Two' });
    client.create('label', { name: 'Urgent' });
    const before = client.getSnapshot();
    expect(client.getSnapshot()).toBe(before);
    client.edit('task', one.id, { title: 'One!' });
    const after = client.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.objects.task).not.toBe(before.objects.task);
    expect(after.objects.task[two.id]).toBe(before.objects.task[two.id]);
    expect(after.objects.label).toBe(before.objects.label);
    expect(before.objects.task[one.id]?.title).toBe('One');
    await client.stop();
  });

  it('refuses a write the server would refuse, changing nothing', async () => {
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage: new MemoryStorage(), pushDelayMs: 60_000 });
    await client.start();
    expect(() => client.create('category', { name: '' })).toThrow();
    const label = client.create('label', { name: 'Urgent' });
    expect(() => client.edit('label', label.id, { color: 'red' })).toThrow();
    expect(client.getSnapshot().objects.label[label.id]?.color).toBe(label.color);
    expect(client.getSnapshot().pendingCount).toBe(1);
    client.edit('label', 'unknown', { name: 'Ignored' });
    await client.stop();
  });

  it('edits an object holding a date past year 9999, as earlier versions stored them', async () => {
    const storage = new MemoryStorage();
    const first = new SyncClient({ transport: new FakeSyncServer().transport(), storage, pushDelayMs: 60_000 });
    await first.start();
    const task = first.create('task', { title: 'Old' });
    await first.stop();
    const state = (await storage.load())!;
    state.objects.task[task.id] = { ...task, dueDate: 8_640_000_000_000_000 };
    await storage.save(state, [{ model: 'task', id: task.id }]);

    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage, pushDelayMs: 60_000 });
    await client.start();
    client.edit('task', task.id, { title: 'Edited' });
    expect(client.getSnapshot().objects.task[task.id]?.title).toBe('Edited');
    await client.stop();
  });

  it('tells subscribers about every change until they unsubscribe', async () => {
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage: new MemoryStorage(), pushDelayMs: 60_000 });
    let calls = 0;
    const unsubscribe = client.subscribe(() => { calls += 1; });
    await client.start();
    const seen = calls;
    client.create('task', { title: 'Seen' });
    expect(calls).toBe(seen + 1);
    unsubscribe();
    client.create('task', { title: 'Unseen' });
    expect(calls).toBe(seen + 1);
    await client.stop();
  });
});
