import { AppError } from '@taskhub/domain';
import type { RedisLink } from '../redis/redis-link.js';

export interface Window {
  limit: number;
  windowSeconds: number;
}

export interface HitResult {
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters; in memory on one node, in Redis when several nodes share the limits. */
export interface CounterStore {
  hit(key: string, windowSeconds: number): Promise<HitResult>;
  peek(key: string): Promise<HitResult>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  async hit(key: string, windowSeconds: number): Promise<HitResult> {
    const now = Date.now();
    this.sweep(now);
    let entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  async peek(key: string): Promise<HitResult> {
    const now = Date.now();
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, retryAfterSeconds: 0 };
    return { count: entry.count, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  /** Drops expired windows now and then, so memory stays bounded by the live keys. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key);
  }
}

/**
 * Counters shared by every process through Redis. While Redis is away (RedisLink), each process counts in its own
 * memory instead: limits then hold per process, which is looser but keeps signed-in requests answering.
 */
export class RedisCounterStore implements CounterStore {
  private readonly local = new MemoryCounterStore();

  constructor(private readonly link: RedisLink) {}

  private keyOf(key: string): string {
    return `${this.link.prefix}rl:${key}`;
  }

  hit(key: string, windowSeconds: number): Promise<HitResult> {
    return this.link.run(async (redis) => {
      const k = this.keyOf(key);
      const results = await redis.multi().incr(k).pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      let ttl = Number(results?.[1]?.[1] ?? -1);
      if (ttl < 0) {
        await redis.pexpire(k, windowSeconds * 1000);
        ttl = windowSeconds * 1000;
      }
      return { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    }, () => this.local.hit(key, windowSeconds));
  }

  peek(key: string): Promise<HitResult> {
    return this.link.run(async (redis) => {
      const k = this.keyOf(key);
      const results = await redis.multi().get(k).pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[1]?.[1] ?? -1);
      return { count, retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
    }, () => this.local.peek(key));
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    await this.link.run((redis) => redis.del(this.keyOf(key)), async () => 0);
  }
}

export class RateLimiter {
  constructor(readonly store: CounterStore) {}

  /** Counts one hit against each key; throws RATE_LIMITED with Retry-After when any is over its limit. */
  async consume(...checks: Array<{ key: string; window: Window }>): Promise<void> {
    for (const { key, window } of checks) {
      const { count, retryAfterSeconds } = await this.store.hit(key, window.windowSeconds);
      if (count > window.limit) throw new AppError('RATE_LIMITED', { retryAfterSeconds });
    }
  }
}
