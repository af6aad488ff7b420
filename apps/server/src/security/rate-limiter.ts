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

/** A place in the queue of a throttled key: how long to wait for it, or that it is further off than allowed. */
export interface SlotResult {
  reserved: boolean;
  waitMs: number;
}

/** Fixed-window counters; in memory on one node, in Redis when several nodes share the limits. */
export interface CounterStore {
  hit(key: string, windowSeconds: number): Promise<HitResult>;
  peek(key: string): Promise<HitResult>;
  reset(key: string): Promise<void>;
  /**
   * Takes the next free time slot of a key and makes the one after it free stepMs later, so requests on the key
   * run one per step however many arrive at once. A slot more than maxWaitMs away is not taken.
   */
  reserveSlot(key: string, stepMs: number, maxWaitMs: number): Promise<SlotResult>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly slots = new Map<string, number>();
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

  async reserveSlot(key: string, stepMs: number, maxWaitMs: number): Promise<SlotResult> {
    const now = Date.now();
    this.sweep(now);
    const start = Math.max(now, this.slots.get(key) ?? 0);
    if (start - now > maxWaitMs) return { reserved: false, waitMs: start - now };
    this.slots.set(key, start + stepMs);
    return { reserved: true, waitMs: start - now };
  }

  /** Drops expired windows and past slots now and then, so memory stays bounded by the live keys. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key);
    for (const [key, free] of this.slots) if (free <= now) this.slots.delete(key);
  }
}

/** reserveSlot in one step on the Redis server, so processes sharing a key cannot take the same slot. */
const reserveSlotScript = `
local now = tonumber(ARGV[1])
local start = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
if start - now > tonumber(ARGV[3]) then return {0, start - now} end
local free = start + tonumber(ARGV[2])
redis.call('SET', KEYS[1], tostring(free), 'PX', free - now + 1000)
return {1, start - now}`;

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

  reserveSlot(key: string, stepMs: number, maxWaitMs: number): Promise<SlotResult> {
    return this.link.run(async (redis) => {
      const answer = await redis.eval(reserveSlotScript, 1, this.keyOf(key), Date.now(), Math.round(stepMs), Math.round(maxWaitMs));
      const [reserved, waitMs] = answer as [number, number];
      return { reserved: reserved === 1, waitMs: Number(waitMs) };
    }, () => this.local.reserveSlot(key, stepMs, maxWaitMs));
  }
}

/** A soft limit passed: how many hits past its limit the key is. */
export interface Excess {
  key: string;
  excess: number;
}

/** The progressive delay: the first step past a soft limit, doubling with each further hit, up to maxMs. */
export interface DelaySetting {
  baseMs: number;
  maxMs: number;
}

export class RateLimiter {
  constructor(readonly store: CounterStore) {}

  /** Counts one hit against each key and answers those past their limit; never refuses by itself. */
  async count(...checks: Array<{ key: string; window: Window }>): Promise<Excess[]> {
    const passed: Excess[] = [];
    for (const { key, window } of checks) {
      const { count } = await this.store.hit(key, window.windowSeconds);
      if (count > window.limit) passed.push({ key, excess: count - window.limit });
    }
    return passed;
  }

  /**
   * Spaces out the requests on keys past a soft limit: each waits for the next free slot of every such key, the slots
   * growing apart with the excess. The wait never passes delay.maxMs; a request whose slot is further off answers
   * RATE_LIMITED with the seconds until then, so a flood runs at one request per step instead of holding sockets.
   */
  async throttle(passed: Excess[], delay: DelaySetting): Promise<void> {
    let waitMs = 0;
    for (const { key, excess } of passed) {
      const stepMs = Math.min(delay.maxMs, delay.baseMs * 2 ** Math.min(excess - 1, 30));
      const slot = await this.store.reserveSlot(`slot:${key}`, stepMs, delay.maxMs);
      if (!slot.reserved) throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(slot.waitMs / 1000)) });
      waitMs = Math.max(waitMs, slot.waitMs);
    }
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }

  /** Counts one hit against each key; throws RATE_LIMITED with Retry-After when any is over its limit. */
  async consume(...checks: Array<{ key: string; window: Window }>): Promise<void> {
    for (const { key, window } of checks) {
      const { count, retryAfterSeconds } = await this.store.hit(key, window.windowSeconds);
      if (count > window.limit) throw new AppError('RATE_LIMITED', { retryAfterSeconds });
    }
  }
}
