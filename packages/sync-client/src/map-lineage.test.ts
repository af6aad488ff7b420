import { describe, expect, it } from 'vitest';
import { carryDerived, changedIdsBetween, changedKeys } from './map-lineage.js';
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

describe('changedKeys and carryDerived', () => {
  const count = (map: Record<string, number>) => Object.values(map).reduce((sum, value) => sum + value, 0);
  const sum = (previous: { from: Record<string, number>; result: number } | undefined, map: Record<string, number>, calls: string[], limit?: number) =>
    carryDerived(previous, map, (changed, from, total) => {
      calls.push(`update ${[...changed].sort().join(',')}`);
      return changed.reduce((acc, id) => acc - (from[id] ?? 0) + (map[id] ?? 0), total);
    }, () => {
      calls.push('full');
      return count(map);
    }, limit);

  it('compares maps it did not see made, up to a limit', () => {
    expect(changedKeys({ a: 1, b: 2 }, { a: 1, b: 3, c: 4 })?.sort()).toEqual(['b', 'c']);
    expect(changedKeys({ a: 1, b: 2 }, { a: 1 })).toEqual(['b']);
    expect(changedKeys({ a: 1, b: 2 }, { a: 5, b: 6 }, 1)).toBeUndefined();
  });

  it('keeps a result for the same map, updates it by the changed keys, and derives it again past the limit or without a previous one', () => {
    const calls: string[] = [];
    const start = { a: 1, b: 2, c: 3 };
    const first = sum(undefined, start, calls);
    expect(sum({ from: start, result: first }, start, calls)).toBe(6);
    const next = { ...start, b: 20, d: 4 };
    expect(sum({ from: start, result: first }, next, calls)).toBe(28);
    expect(sum({ from: start, result: first }, { a: 0, b: 0, c: 0 }, calls, 2)).toBe(0);
    expect(calls).toEqual(['full', 'update b,d', 'full']);
  });

  it('derives again when the update cannot tell', () => {
    const result = carryDerived({ from: { a: 1 }, result: 'kept' }, { a: 2 }, () => undefined, () => 'again');
    expect(result).toBe('again');
  });
});
