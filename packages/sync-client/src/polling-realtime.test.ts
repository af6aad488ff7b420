import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.js';
import { createPollingRealtime } from './polling-realtime.js';
import { SyncClient } from './sync-client.js';
import { FakeSyncServer } from './testing/index.js';
import type { NetworkStatus } from './websocket-realtime.js';

/** A network and an attention source the test switches by hand. */
function controls(online = true) {
  let networkListener: ((online: boolean) => void) | undefined;
  let returnListener: (() => void) | undefined;
  const network: NetworkStatus = {
    isOnline: () => online,
    subscribe: (listener) => { networkListener = listener; return () => { networkListener = undefined; }; },
  };
  return {
    network,
    attention: { subscribe: (listener: () => void) => { returnListener = listener; return () => { returnListener = undefined; }; } },
    setOnline(value: boolean) { online = value; networkListener?.(value); },
    comeBack() { returnListener?.(); },
    get listening() { return networkListener !== undefined || returnListener !== undefined; },
  };
}

afterEach(() => { vi.useRealTimers(); });

describe('createPollingRealtime', () => {
  it('asks for a pull on every interval and when the person comes back, never while offline', () => {
    vi.useFakeTimers();
    const c = controls();
    const pulls: number[] = [];
    const states: boolean[] = [];
    const disconnect = createPollingRealtime({ intervalMs: 1000, network: c.network, attention: c.attention })
      .connect({ onChanged: (m) => pulls.push(m.lastUpdateDate), onConnected: (s) => states.push(s) });
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(2500);
    expect(pulls).toHaveLength(2);
    c.comeBack();
    expect(pulls).toHaveLength(3);
    c.setOnline(false);
    vi.advanceTimersByTime(5000);
    c.comeBack();
    expect(pulls).toHaveLength(3);
    expect(states).toEqual([true, false]);
    disconnect();
    expect(c.listening).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(pulls).toHaveLength(3);
  });

  it("makes a client with no socket pull another device's change when the person comes back", async () => {
    const server = new FakeSyncServer();
    const c = controls();
    const other = new SyncClient({ transport: server.transport(), storage: new MemoryStorage(), pushDelayMs: 5 });
    const polled = new SyncClient({
      transport: server.transport(), storage: new MemoryStorage(), pushDelayMs: 5,
      realtime: createPollingRealtime({ intervalMs: 60_000, network: c.network, attention: c.attention }),
    });
    await Promise.all([other.start(), polled.start()]);
    await polled.whenIdle();
    const task = other.create('task', { title: 'From the phone' });
    await vi.waitFor(() => expect(server.objects().task[task.id]).toBeDefined());
    await other.whenIdle();
    expect(polled.getSnapshot().objects.task[task.id]).toBeUndefined();
    c.comeBack();
    await vi.waitFor(() => expect(polled.getSnapshot().objects.task[task.id]?.title).toBe('From the phone'));
    await Promise.all([other.stop(), polled.stop()]);
  });
});
