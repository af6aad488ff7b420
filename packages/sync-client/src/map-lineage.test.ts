import { describe, expect, it } from 'vitest';
import { changedIdsBetween } from './map-lineage.js';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient } from './sync-client.js';
import { FakeSyncServer } from './testing/index.js';

describe('changedIdsBetween', () => {
  it('names the objects the client changed from one map to a later one: local edits, and a sync\'s answer', async () => {
    const server = new FakeSyncServer();
    const client = new SyncClient({ transport: server.transport(), storage: new MemoryStorage(), pushDelayMs: 60_000 });
    await client.start();
    await client.syncNow();
    const one = client.create('task', { title: 'One' });
    const start = client.getSnapshot().objects.task;
    const two = client.create('task', { title: 'Two' });
    client.edit('task', one.id, { title: 'One!' });
    const edited = client.getSnapshot().objects.task;
    expect(changedIdsBetween(start, edited)?.sort()).toEqual([one.id, two.id].sort());
    expect(changedIdsBetween(edited, edited)).toEqual([]);
    // Another device's edit, pulled.
    const other = new SyncClient({ transport: server.transport(), storage: new MemoryStorage(), pushDelayMs: 60_000 });
    await other.start();
    await client.syncNow();
    await other.syncNow();
    other.edit('task', two.id, { title: 'Two, elsewhere' });
    await other.syncNow();
    const beforePull = client.getSnapshot().objects.task;
    await client.syncNow();
    expect(changedIdsBetween(beforePull, client.getSnapshot().objects.task)).toEqual([two.id]);
    await Promise.all([client.stop(), other.stop()]);
  });

  it('cannot tell for maps it did not make from one another: the caller compares them', async () => {
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage: new MemoryStorage(), pushDelayMs: 60_000 });
    await client.start();
    client.create('task', { title: 'One' });
    const made = client.getSnapshot().objects.task;
    expect(changedIdsBetween({ ...made }, made)).toBeUndefined();
    expect(changedIdsBetween(made, { ...made })).toBeUndefined();
    await client.stop();
  });
});
