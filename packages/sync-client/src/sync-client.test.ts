import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors.js';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient, type SyncClientOptions } from './sync-client.js';
import { FakeSyncServer, type FakeTransport } from './testing/index.js';

function device(server: FakeSyncServer, options: Partial<SyncClientOptions> = {}) {
  const transport = server.transport();
  const storage = new MemoryStorage();
  const client = new SyncClient({ transport, storage, pushDelayMs: 5, retryBaseMs: 10, retryMaxMs: 40, ...options });
  return { client, transport: options.transport as FakeTransport | undefined ?? transport, storage };
}

const pushedCounts = (server: FakeSyncServer) => server.requests.map(({ request }) => request.models.task?.items?.length ?? 0);

describe('SyncClient', () => {
  it('is not ready until the local state is loaded', async () => {
    const { client } = device(new FakeSyncServer());
    expect(client.getSnapshot().ready).toBe(false);
    await client.start();
    expect(client.getSnapshot().ready).toBe(true);
    await client.stop();
  });

  it('applies an edit at once, saves it, and pushes it without being asked', async () => {
    const server = new FakeSyncServer();
    const { client, storage } = device(server);
    await client.start();
    await client.whenIdle();
    const task = client.create('task', { title: 'Buy milk' });
    expect(task.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(task.globalTaskId).toBe(task.id);
    expect(client.getSnapshot().objects.task[task.id]?.title).toBe('Buy milk');
    expect(client.getSnapshot().pendingCount).toBe(1);
    await vi.waitFor(() => expect(server.objects().task[task.id]?.title).toBe('Buy milk'));
    await client.whenIdle();
    expect(client.getSnapshot().pendingCount).toBe(0);
    expect(storage.stored?.objects.task[task.id]?.title).toBe('Buy milk');
    expect(storage.stored?.pending.task).toEqual([]);
    await client.stop();
  });

  it('pushes in batches of at most pushBatchSize objects per request', async () => {
    const server = new FakeSyncServer();
    const { client } = device(server, { pushBatchSize: 2 });
    await client.start();
    await client.whenIdle();
    const before = server.requests.length;
    for (let i = 0; i < 5; i += 1) client.create('task', { title: `Task ${i}` });
    await client.syncNow();
    expect(pushedCounts(server).slice(before)).toEqual([2, 2, 1]);
    expect(Object.keys(server.objects().task)).toHaveLength(5);
    await client.stop();
  });

  it('keeps edits while offline and retries until the server is reached', async () => {
    const server = new FakeSyncServer();
    const { client, transport, storage } = device(server);
    await client.start();
    await client.whenIdle();
    transport.offline = true;
    const task = client.create('task', { title: 'Offline' });
    await client.syncNow();
    expect(client.getSnapshot().status).toBe('offline');
    expect(client.getSnapshot().pendingCount).toBe(1);
    expect(storage.stored?.pending.task).toEqual([task.id]);
    const calls = transport.calls;
    await vi.waitFor(() => expect(transport.calls).toBeGreaterThan(calls + 1));
    transport.offline = false;
    await vi.waitFor(() => expect(client.getSnapshot().status).toBe('idle'));
    expect(server.objects().task[task.id]?.title).toBe('Offline');
    expect(client.getSnapshot().pendingCount).toBe(0);
    await client.stop();
  });

  it('reports a refused sync as an error, not as offline, and keeps the edits', async () => {
    const errors: unknown[] = [];
    const refusing = { sync: () => Promise.reject(new HttpError(500, 'Server error', { code: 'SERVER_ERROR' })) };
    const client = new SyncClient({ transport: refusing, storage: new MemoryStorage(), retryBaseMs: 10_000, onError: (e) => errors.push(e) });
    await client.start();
    client.create('task', { title: 'Kept' });
    await client.syncNow();
    expect(client.getSnapshot().status).toBe('error');
    expect(client.getSnapshot().pendingCount).toBe(1);
    expect(errors[0]).toBeInstanceOf(HttpError);
    await client.stop();
  });

  it('does not lose or acknowledge an edit made while its object is being pushed', async () => {
    const server = new FakeSyncServer();
    const { client, transport } = device(server, { pushDelayMs: 60_000 });
    await client.start();
    await client.whenIdle();
    const task = client.create('task', { title: 'First' });
    transport.hold();
    const push = client.syncNow();
    await vi.waitFor(() => expect(transport.waiting).toBe(1));
    client.edit('task', task.id, { title: 'Second' });
    transport.release();
    await push;
    expect(server.objects().task[task.id]?.title).toBe('First');
    expect(client.getSnapshot().objects.task[task.id]?.title).toBe('Second');
    expect(client.getSnapshot().pendingCount).toBe(1);
    await client.syncNow();
    expect(server.objects().task[task.id]?.title).toBe('Second');
    expect(client.getSnapshot().pendingCount).toBe(0);
    await client.stop();
  });

  it('coalesces sync requests made during a sync into one more', async () => {
    const server = new FakeSyncServer();
    const { client, transport } = device(server);
    await client.start();
    await client.whenIdle();
    const before = transport.calls;
    transport.hold();
    const first = client.syncNow();
    await vi.waitFor(() => expect(transport.waiting).toBe(1));
    const others = [client.syncNow(), client.syncNow(), client.syncNow()];
    transport.release();
    await Promise.all([first, ...others]);
    expect(transport.calls - before).toBe(2);
    await client.stop();
  });

  it('advances the cursor to each answer and sends it back as updatedSince', async () => {
    const server = new FakeSyncServer();
    const { client, storage } = device(server, { pushDelayMs: 60_000 });
    await client.start();
    await client.whenIdle();
    client.create('task', { title: 'One' });
    await client.syncNow();
    expect(storage.stored?.cursor).toBe(1);
    const other = server.transport();
    await other.sync({ models: { task: { items: [{ id: 'fromElsewhere', title: 'Two', titleUpdateTime: 5 }] } } }, 0);
    await client.syncNow();
    await client.syncNow();
    expect(server.requests.map((entry) => entry.updatedSince)).toEqual([0, 0, 0, 1, 2]);
    expect(Object.keys(client.getSnapshot().objects.task)).toHaveLength(2);
    expect(storage.stored?.cursor).toBe(2);
    await client.stop();
  });

  it('pulls when the server says something changed, and on reconnect', async () => {
    const server = new FakeSyncServer();
    const a = device(server);
    const realtime = server.realtime();
    const b = device(server, { realtime });
    await Promise.all([a.client.start(), b.client.start()]);
    await Promise.all([a.client.whenIdle(), b.client.whenIdle()]);
    expect(b.client.getSnapshot().connected).toBe(true);
    const task = a.client.create('task', { title: 'From A' });
    await vi.waitFor(() => expect(b.client.getSnapshot().objects.task[task.id]?.title).toBe('From A'));

    realtime.setConnected(false);
    expect(b.client.getSnapshot().connected).toBe(false);
    a.client.edit('task', task.id, { title: 'Missed' });
    await a.client.syncNow();
    await b.client.whenIdle();
    expect(b.client.getSnapshot().objects.task[task.id]?.title).toBe('From A');
    realtime.setConnected(true);
    await vi.waitFor(() => expect(b.client.getSnapshot().objects.task[task.id]?.title).toBe('Missed'));
    await Promise.all([a.client.stop(), b.client.stop()]);
  });

  it('does not pull again for the announcement of its own push', async () => {
    const server = new FakeSyncServer();
    const { client, transport } = device(server, { realtime: server.realtime(), pushDelayMs: 60_000 });
    await client.start();
    await client.whenIdle();
    const before = transport.calls;
    client.create('task', { title: 'Mine' });
    await client.syncNow();
    await client.whenIdle();
    expect(transport.calls - before).toBe(1);
    await client.stop();
  });

  it('keeps both of two offline edits of different fields of one task', async () => {
    const server = new FakeSyncServer();
    const a = device(server);
    const b = device(server);
    await Promise.all([a.client.start(), b.client.start()]);
    const task = a.client.create('task', { title: 'Shared' });
    await a.client.syncNow();
    await b.client.syncNow();
    a.transport.offline = true;
    b.transport.offline = true;
    a.client.edit('task', task.id, { title: 'Renamed on A' });
    b.client.edit('task', task.id, { note: 'Note from B', priority: 'High' });
    a.transport.offline = false;
    b.transport.offline = false;
    await a.client.syncNow();
    await b.client.syncNow();
    await a.client.syncNow();
    for (const { client } of [a, b]) {
      expect(client.getSnapshot().objects.task[task.id]).toMatchObject({ title: 'Renamed on A', note: 'Note from B', priority: 'High' });
    }
    expect(a.client.getSnapshot().objects.task[task.id]).toEqual(server.objects().task[task.id]);
    await Promise.all([a.client.stop(), b.client.stop()]);
  });

  it('syncs a deletion (status DELETED) to the other devices', async () => {
    const server = new FakeSyncServer();
    const a = device(server);
    const b = device(server);
    await Promise.all([a.client.start(), b.client.start()]);
    const task = a.client.create('task', { title: 'To delete' });
    await a.client.syncNow();
    await b.client.syncNow();
    b.client.edit('task', task.id, { status: 'DELETED' });
    await b.client.syncNow();
    await a.client.syncNow();
    expect(a.client.getSnapshot().objects.task[task.id]?.status).toBe('DELETED');
    expect(server.objects().task[task.id]?.status).toBe('DELETED');
    await Promise.all([a.client.stop(), b.client.stop()]);
  });
});
