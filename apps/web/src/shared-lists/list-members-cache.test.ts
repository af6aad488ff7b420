import type { ObjectStore } from '@taskhub/sync-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../api/http.js';
import { ListMembersCache } from './list-members-cache.js';

/** A store whose sync status the test moves, and a members call that counts its requests. */
function setUp() {
  let snapshot = { status: 'idle', objects: { category: { trip: { id: 'trip' } } } };
  const listeners = new Set<() => void>();
  const store = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => { listeners.add(listener); return () => listeners.delete(listener); },
  } as unknown as ObjectStore;
  const sync = () => {
    for (const status of ['syncing', 'idle']) {
      snapshot = { ...snapshot, status };
      for (const listener of listeners) listener();
    }
  };
  const people = [{ userId: 'a', email: 'a@example.com', name: 'A', profilePicture: null, role: 'admin', state: 'CREATOR' },
    { userId: 'b', email: 'b@example.com', name: 'B', profilePicture: null, role: 'member', state: 'ACCEPTED' }];
  const http = { request: vi.fn(async () => people) } as unknown as HttpClient & { request: ReturnType<typeof vi.fn> };
  return { cache: new ListMembersCache(http, store, () => Date.now()), http, sync };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('the list members cache', () => {
  it('fetches a shared list again after a sync, and a sync right after an answer once the gap has passed, not never', async () => {
    const { cache, http, sync } = setUp();
    cache.subscribe('trip', () => undefined);
    await vi.runAllTimersAsync();
    expect(http.request).toHaveBeenCalledTimes(1);
    // A sync at once after the answer: held back, then fetched when the gap has passed.
    sync();
    await vi.advanceTimersByTimeAsync(100);
    expect(http.request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(http.request).toHaveBeenCalledTimes(2);
    // Several syncs within one gap make one more fetch, not one each.
    sync();
    sync();
    sync();
    await vi.advanceTimersByTimeAsync(2_100);
    expect(http.request).toHaveBeenCalledTimes(3);
  });
});
