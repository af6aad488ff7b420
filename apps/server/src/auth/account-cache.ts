import type { SubscriptionRow, UserRow } from '../db/schema.js';

export interface CachedSession {
  sessionId: string;
  userId: string;
  lastUsedAt: number;
}

export interface CachedAccount {
  user: UserRow;
  subscription: SubscriptionRow | null;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Sessions (by token hash) and account rows kept in memory, so an authenticated read needs no database round trip.
 * Correctness rests on forget(): every write to an account's users, sessions or subscriptions rows leads to it —
 * in this process right after the write, in every process through the database's account_changed notification.
 * A read that raced a write cannot store what it read: fills carry the generation seen before the read, and any
 * forget() in between makes them void. Entries also expire, which bounds the harm of a missed notification.
 */
export class AccountCache {
  private readonly sessions = new Map<string, Entry<CachedSession>>();
  private readonly accounts = new Map<string, Entry<CachedAccount>>();
  private readonly tokensByUser = new Map<string, Set<string>>();
  private generationCounter = 0;
  private suspended = false;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  /** How much is held, for tests and diagnostics. */
  get size(): { sessions: number; accounts: number; indexedUsers: number } {
    return { sessions: this.sessions.size, accounts: this.accounts.size, indexedUsers: this.tokensByUser.size };
  }

  /** Read before loading from the database; hand it to the matching put. */
  get generation(): number {
    return this.generationCounter;
  }

  getSession(tokenHash: string): CachedSession | undefined {
    return this.fresh(this.sessions, tokenHash);
  }

  putSession(tokenHash: string, session: CachedSession, generation: number): void {
    if (this.suspended || generation !== this.generationCounter) return;
    this.store(this.sessions, tokenHash, session);
    let tokens = this.tokensByUser.get(session.userId);
    if (!tokens) this.tokensByUser.set(session.userId, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  getAccount(userId: string): CachedAccount | undefined {
    return this.fresh(this.accounts, userId);
  }

  putAccount(userId: string, account: CachedAccount, generation: number): void {
    if (this.suspended || generation !== this.generationCounter) return;
    this.store(this.accounts, userId, account);
  }

  /** Drops everything known about one account: its sessions and its rows. */
  forget(userId: string): void {
    this.generationCounter += 1;
    this.accounts.delete(userId);
    for (const tokenHash of this.tokensByUser.get(userId) ?? []) this.sessions.delete(tokenHash);
    this.tokensByUser.delete(userId);
  }

  /** While changes from other processes cannot be heard, nothing is cached (reads go to the database). */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Hearing changes again: start over, as some were missed in between. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  /** Drops everything. */
  clear(): void {
    this.generationCounter += 1;
    this.sessions.clear();
    this.accounts.clear();
    this.tokensByUser.clear();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.drop(map, key);
    return undefined;
  }

  private store<T>(map: Map<string, Entry<T>>, key: string, value: T): void {
    map.delete(key);
    map.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    // Maps keep insertion order, so the first key is the oldest fill.
    if (map.size > this.options.maxEntries) this.drop(map, map.keys().next().value!);
  }

  /** Removes one entry, and a session's hash from its user's set, so the index does not outgrow the cache. */
  private drop<T>(map: Map<string, Entry<T>>, key: string): void {
    const entry = map.get(key);
    map.delete(key);
    if (map !== (this.sessions as Map<string, unknown>) || !entry) return;
    const userId = (entry.value as CachedSession).userId;
    const tokens = this.tokensByUser.get(userId);
    tokens?.delete(key);
    if (tokens?.size === 0) this.tokensByUser.delete(userId);
  }
}
