import { describe, expect, it } from 'vitest';
import type { SubscriptionRow, UserRow } from '../db/schema.js';
import { AccountCache } from './account-cache.js';

const session = (userId: string) => ({ sessionId: `s-${userId}`, userId, lastUsedAt: 0 });
const account = (id: string) => ({ user: { id } as UserRow, subscription: null as SubscriptionRow | null });

function makeCache(maxEntries = 100) {
  let now = 1_000;
  const cache = new AccountCache({ ttlMs: 30_000, maxEntries, now: () => now });
  return { cache, advance: (ms: number) => { now += ms; } };
}

describe('AccountCache', () => {
  it('answers what was put, until forget() drops the account and its sessions', () => {
    const { cache } = makeCache();
    cache.putSession('hash-a', session('u1'), cache.generation);
    cache.putAccount('u1', account('u1'), cache.generation);
    cache.putSession('hash-b', session('u2'), cache.generation);
    expect(cache.getSession('hash-a')?.userId).toBe('u1');
    expect(cache.getAccount('u1')?.user.id).toBe('u1');
    cache.forget('u1');
    expect(cache.getSession('hash-a')).toBeUndefined();
    expect(cache.getAccount('u1')).toBeUndefined();
    expect(cache.getSession('hash-b')?.userId).toBe('u2');
  });

  it('refuses a fill read before a forget(): a read that raced a write cannot store the old rows', () => {
    const { cache } = makeCache();
    const seen = cache.generation;
    cache.forget('u1');
    cache.putAccount('u1', account('u1'), seen);
    cache.putSession('hash-a', session('u1'), seen);
    expect(cache.getAccount('u1')).toBeUndefined();
    expect(cache.getSession('hash-a')).toBeUndefined();
  });

  it('lets entries expire', () => {
    const { cache, advance } = makeCache();
    cache.putAccount('u1', account('u1'), cache.generation);
    advance(29_999);
    expect(cache.getAccount('u1')).toBeDefined();
    advance(2);
    expect(cache.getAccount('u1')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest fill', () => {
    const { cache } = makeCache(2);
    for (const id of ['u1', 'u2', 'u3']) cache.putAccount(id, account(id), cache.generation);
    expect(cache.getAccount('u1')).toBeUndefined();
    expect(cache.getAccount('u3')).toBeDefined();
  });

  it('forgets everything on clear()', () => {
    const { cache } = makeCache();
    cache.putSession('hash-a', session('u1'), cache.generation);
    cache.clear();
    expect(cache.getSession('hash-a')).toBeUndefined();
  });

  it('caches nothing while suspended, and starts over when resumed', () => {
    const { cache } = makeCache();
    cache.putAccount('u1', account('u1'), cache.generation);
    cache.suspend();
    expect(cache.getAccount('u1')).toBeUndefined();
    cache.putAccount('u1', account('u1'), cache.generation);
    expect(cache.getAccount('u1')).toBeUndefined();
    cache.resume();
    cache.putAccount('u1', account('u1'), cache.generation);
    expect(cache.getAccount('u1')).toBeDefined();
  });

  it('drops a session from its user index when it expires or is pushed out, so the index stays bounded', () => {
    const { cache, advance } = makeCache(2);
    cache.putSession('h1', session('u1'), cache.generation);
    cache.putSession('h2', session('u2'), cache.generation);
    cache.putSession('h3', session('u3'), cache.generation);
    expect(cache.size).toEqual({ sessions: 2, accounts: 0, indexedUsers: 2 });
    advance(31_000);
    cache.getSession('h2');
    cache.getSession('h3');
    expect(cache.size).toEqual({ sessions: 0, accounts: 0, indexedUsers: 0 });
  });
});
