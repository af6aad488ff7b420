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

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  /** Read before loading from the database; hand it to the matching put. */
  get generation(): number {
    return this.generationCounter;
  }

  getSession(tokenHash: string): CachedSession | undefined {
    return this.fresh(this.sessions, tokenHash);
  }

  putSession(tokenHash: string, session: CachedSession, generation: number): void {
    if (generation !== this.generationCounter) return;
    this.store(this.sessions, tokenHash, session);
    let tokens = this.tokensByUser.get(session.userId);
    if (!tokens) this.tokensByUser.set(session.userId, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  getAccount(userId: string): CachedAccount | undefined {
    return this.fresh(this.accounts, userId);
  }

  putAccount(userId: string, account: CachedAccount, generation: number): void {
    if (generation !== this.generationCounter) return;
    this.store(this.accounts, userId, account);
  }

  /** Drops everything known about one account: its sessions and its rows. */
  forget(userId: string): void {
    this.generationCounter += 1;
    this.accounts.delete(userId);
    for (const tokenHash of this.tokensByUser.get(userId) ?? []) this.sessions.delete(tokenHash);
    this.tokensByUser.delete(userId);
  }

  /** Drops everything: used when notifications may have been missed. */
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
    map.delete(key);
    return undefined;
  }

  private store<T>(map: Map<string, Entry<T>>, key: string, value: T): void {
    map.delete(key);
    map.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    // Maps keep insertion order, so the first key is the oldest fill.
    if (map.size > this.options.maxEntries) map.delete(map.keys().next().value!);
  }
}
