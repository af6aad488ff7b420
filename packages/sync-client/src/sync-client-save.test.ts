import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.js';
import { SyncClient } from './sync-client.js';
import { FakeSyncServer } from './testing/index.js';

const idle = { pushDelayMs: 60_000 };

describe('SyncClient local saves', () => {
  afterEach(() => {
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('shows a pulled answer before saving it, then saves all of it', async () => {
    const server = new FakeSyncServer();
    const other = new SyncClient({ transport: server.transport(), storage: new MemoryStorage(), ...idle });
    await other.start();
    for (let index = 0; index < 50; index += 1) other.create('task', { title: `Task ${index}` });
    await other.syncNow();
    await other.stop();

    const storage = new MemoryStorage();
    const client = new SyncClient({ transport: server.transport(), storage, ...idle });
    const storedWhenShown: number[] = [];
    client.subscribe(() => {
      const shown = Object.keys(client.getSnapshot().objects.task).length;
      if (shown === 50 && storedWhenShown.length === 0) storedWhenShown.push(Object.keys(storage.stored?.objects.task ?? {}).length);
    });
    await client.start();
    await client.syncNow();
    await client.whenIdle();
    expect(storedWhenShown).toEqual([0]);
    expect(Object.keys(storage.stored!.objects.task)).toHaveLength(50);
    await client.stop();
  });

  it('saves writes made together in one save', async () => {
    const storage = new MemoryStorage();
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage, ...idle });
    await client.start();
    await client.whenIdle();
    const before = storage.saves;
    const tasks = ['One', 'Two', 'Three'].map((title) => client.create('task', { title }));
    await client.whenIdle();
    expect(storage.saves).toBe(before + 1);
    expect(storage.stored!.pending.task.sort()).toEqual(tasks.map((task) => task.id).sort());
    await client.stop();
  });

  it('stops without saving when it never started (the stored state was never loaded to save over)', async () => {
    const storage = new MemoryStorage();
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage, ...idle });
    client.create('task', { title: 'Never started' });
    await client.stop();
    expect(storage.saves).toBe(0);
  });

  it('in a browser, saves after the next frame, and whenIdle waits for it', async () => {
    const frames: (() => void)[] = [];
    (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame = (callback: () => void) => frames.push(callback);
    const storage = new MemoryStorage();
    const client = new SyncClient({ transport: new FakeSyncServer().transport(), storage, ...idle });
    await client.start();
    frames.splice(0).forEach((frame) => frame());
    await client.whenIdle();
    const before = storage.saves;
    const task = client.create('task', { title: 'After the frame' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storage.saves).toBe(before);
    const waiting = client.whenIdle();
    await vi.waitFor(() => expect(frames.length).toBeGreaterThan(0));
    frames.splice(0).forEach((frame) => frame());
    await waiting;
    expect(storage.stored!.objects.task[task.id]?.title).toBe('After the frame');
    await client.stop();
  });

  it('in a browser, saves what only the server sent in idle time; a local write made meanwhile saves after the next frame', async () => {
    const frames: (() => void)[] = [];
    const idles = new Map<number, { callback: () => void; timeout: number | undefined }>();
    let nextIdle = 0;
    Object.assign(globalThis, {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
        idles.set(++nextIdle, { callback, timeout: options?.timeout });
        return nextIdle;
      },
      cancelIdleCallback: (handle: number) => { idles.delete(handle); },
    });
    const runFrames = () => frames.splice(0).forEach((frame) => frame());
    const server = new FakeSyncServer();
    const other = new SyncClient({ transport: server.transport(), storage: new MemoryStorage(), ...idle });
    await other.start();
    const pulled = other.create('task', { title: 'From the server' });
    await other.syncNow();
    await other.stop();

    const storage = new MemoryStorage();
    const client = new SyncClient({ transport: server.transport(), storage, ...idle });
    await client.start();
    await client.syncNow();
    // The answer's save waits for idle time (at most a second), not for the frame.
    await vi.waitFor(() => expect(idles.size).toBe(1));
    expect([...idles.values()][0]!.timeout).toBe(1000);
    runFrames();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storage.stored?.objects.task[pulled.id]).toBeUndefined();
    [...idles.values()][0]!.callback();
    await vi.waitFor(() => expect(storage.stored?.objects.task[pulled.id]?.title).toBe('From the server'));

    // Another answer waits for idle time again; a local write joins it, and the two are saved after the next frame.
    await client.syncNow();
    await vi.waitFor(() => expect(idles.size).toBe(2));
    const local = client.create('task', { title: 'Mine' });
    expect(idles.size).toBe(1);
    await vi.waitFor(() => expect(frames.length).toBeGreaterThan(0));
    runFrames();
    await vi.waitFor(() => expect(storage.stored?.objects.task[local.id]?.title).toBe('Mine'));
    expect(storage.stored!.pending.task).toContain(local.id);
    await client.stop();
  });
});
