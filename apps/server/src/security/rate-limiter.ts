import { AppError } from '@taskhub/domain';
import type { RedisLink } from '../redis/redis-link.js';
import { ExpiringMap } from './expiring-map.js';

export interface Window {
  limit: number;
  windowSeconds: number;
}

export interface HitResult {
  count: number;
  retryAfterSeconds: number;
}

/**
 * One counter a call must pass. Below its limit the call goes through; past it, by `past`: `count` lets it through
 * still counting, `refuse` refuses it until the window ends, and `turns` makes the calls on the key take turns, each
 * in its own time slot, the slots growing apart from baseMs, doubling with each call let through, up to capMs.
 */
export interface Gate {
  key: string;
  window: Window;
  past: 'count' | 'refuse' | { baseMs: number; capMs: number };
}

/**
 * Whether a call passed its gates. Either all of them count it (and it waits waitMs for its slot) or none does, so a
 * refused call never uses up a count or a slot; `gate` is the index of the refusing gate, retryAfterMs how long until
 * it would let the call through (the end of its window, or its next free slot).
 */
export type Admission = { admitted: true; waitMs: number } | { admitted: false; gate: number; retryAfterMs: number };

/** The slot step of a turns gate for a call that finds `count` calls already let through. */
const stepMs = (count: number, limit: number, past: { baseMs: number; capMs: number }) =>
  Math.min(past.capMs, past.baseMs * 2 ** Math.min(count - limit, 30));

/** Fixed-window counters; in memory on one node, in Redis when several nodes share the limits. */
export interface CounterStore {
  hit(key: string, windowSeconds: number): Promise<HitResult>;
  peek(key: string): Promise<HitResult>;
  reset(key: string): Promise<void>;
  /**
   * Passes a call through its gates in one step (no other call on the keys in between): counts it on every gate and
   * takes its turns, or, when a gate refuses or its next slot is more than maxWaitMs away, changes nothing.
   */
  admit(gates: Gate[], maxWaitMs: number): Promise<Admission>;
}

/** Keys one process keeps at most (~20 MB); past it the oldest windows are forgotten first. */
const maxMemoryKeys = 100_000;
/** Entries each call looks at for expiry: enough to keep up with the calls that add them. */
const sweepBudget = 8;

export class MemoryCounterStore implements CounterStore {
  private readonly counters: ExpiringMap<{ count: number; resetAt: number }>;
  private readonly slots: ExpiringMap<number>;

  constructor(maxKeys = maxMemoryKeys) {
    this.counters = new ExpiringMap(maxKeys, (entry) => entry.resetAt);
    this.slots = new ExpiringMap(maxKeys, (free) => free);
  }

  /** How many keys it holds (counters and slots), for tests of its bound. */
  get size(): number {
    return this.counters.size + this.slots.size;
  }

  async hit(key: string, windowSeconds: number): Promise<HitResult> {
    const now = Date.now();
    this.sweep(now);
    return this.count(key, windowSeconds, now);
  }

  /** Synchronous, so admit's checks and counts happen with no other call in between. */
  private count(key: string, windowSeconds: number, now: number): HitResult {
    let entry = this.counters.get(key, now);
    if (!entry) {
      entry = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  async peek(key: string): Promise<HitResult> {
    const now = Date.now();
    const entry = this.counters.get(key, now);
    if (!entry) return { count: 0, retryAfterSeconds: 0 };
    return { count: entry.count, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async admit(gates: Gate[], maxWaitMs: number): Promise<Admission> {
    const now = Date.now();
    this.sweep(now);
    const turns: Array<{ key: string; free: number }> = [];
    let waitMs = 0;
    for (const [index, { key, window, past }] of gates.entries()) {
      const entry = this.counters.get(key, now);
      const count = entry?.count ?? 0;
      if (count < window.limit || past === 'count') continue;
      if (past === 'refuse') return { admitted: false, gate: index, retryAfterMs: entry ? entry.resetAt - now : window.windowSeconds * 1000 };
      const start = Math.max(now, this.slots.get(key, now) ?? 0);
      if (start - now > maxWaitMs) return { admitted: false, gate: index, retryAfterMs: start - now };
      turns.push({ key, free: start + stepMs(count, window.limit, past) });
      waitMs = Math.max(waitMs, start - now);
    }
    for (const { key, window } of gates) this.count(key, window.windowSeconds, now);
    for (const { key, free } of turns) this.slots.set(key, free);
    return { admitted: true, waitMs };
  }

  private sweep(now: number) {
    this.counters.sweep(now, sweepBudget);
    this.slots.sweep(now, sweepBudget);
  }
}

/**
 * admit in one step on the Redis server, so processes sharing a key cannot take the same slot. Slots are times on
 * the Redis server's clock (TIME), so nodes whose clocks disagree still agree on whose turn it is. KEYS are each
 * gate's counter then its slot; ARGV: maxWaitMs, then per gate its limit, window (ms), and past: count, refuse, or
 * turns with baseMs and capMs.
 */
const admitScript = `
local time = redis.call('TIME')
local now, maxWait = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000), tonumber(ARGV[1])
local gates, free, wait = #KEYS / 2, {}, 0
for i = 1, gates do
  local a = 2 + (i - 1) * 5
  local limit, past = tonumber(ARGV[a]), ARGV[a + 2]
  local count = tonumber(redis.call('GET', KEYS[2 * i - 1]) or '0')
  if count >= limit and past ~= 'count' then
    if past == 'refuse' then
      local ttl = redis.call('PTTL', KEYS[2 * i - 1])
      return {0, i - 1, ttl > 0 and ttl or tonumber(ARGV[a + 1])}
    end
    local start = math.max(now, tonumber(redis.call('GET', KEYS[2 * i]) or '0'))
    if start - now > maxWait then return {0, i - 1, start - now} end
    free[i] = start + math.min(tonumber(ARGV[a + 4]), tonumber(ARGV[a + 3]) * 2 ^ math.min(count - limit, 30))
    wait = math.max(wait, start - now)
  end
end
for i = 1, gates do
  local key = KEYS[2 * i - 1]
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 + (i - 1) * 5 + 1]) end
  if free[i] then redis.call('SET', KEYS[2 * i], string.format('%d', math.floor(free[i])), 'PX', math.floor(free[i] - now + 1000)) end
end
return {1, 0, wait}`;

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

  admit(gates: Gate[], maxWaitMs: number): Promise<Admission> {
    return this.link.run(async (redis) => {
      const keys = gates.flatMap(({ key }) => [this.keyOf(key), this.keyOf(`slot:${key}`)]);
      const args = gates.flatMap(({ window, past }) => typeof past === 'string'
        ? [window.limit, window.windowSeconds * 1000, past, 0, 0]
        : [window.limit, window.windowSeconds * 1000, 'turns', past.baseMs, past.capMs]);
      const answer = await redis.eval(admitScript, keys.length, ...keys, Math.round(maxWaitMs), ...args);
      const [admitted, gate, ms] = (answer as number[]).map(Number) as [number, number, number];
      return admitted === 1 ? { admitted: true, waitMs: ms } : { admitted: false, gate, retryAfterMs: ms };
    }, () => this.local.admit(gates, maxWaitMs));
  }
}

/**
 * The progressive delay: the first step past a soft limit, doubling with each call let through; the longest a call
 * waits for its slot (maxMs), and the longest step of the counter that guards against guessing (capMs).
 */
export interface DelaySetting {
  baseMs: number;
  maxMs: number;
  capMs: number;
}

/** RATE_LIMITED with Retry-After: the whole seconds until the call may come back, at least one. */
export function rateLimitedError(retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

export class RateLimiter {
  constructor(readonly store: CounterStore) {}

  /** Counts a call on its gates or refuses it (see CounterStore.admit); answers the admission without waiting. */
  admit(gates: Gate[], delay: DelaySetting): Promise<Admission> {
    return this.store.admit(gates, delay.maxMs);
  }

  /**
   * Passes a call through its gates: it waits for its slot (never longer than delay.maxMs), or answers RATE_LIMITED
   * with the seconds until the refusing gate lets a call through, so a flood runs at one call per step instead of
   * holding sockets.
   */
  async pass(gates: Gate[], delay: DelaySetting): Promise<void> {
    const admission = await this.store.admit(gates, delay.maxMs);
    if (!admission.admitted) throw rateLimitedError(admission.retryAfterMs);
    if (admission.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, admission.waitMs));
  }

  /** Counts one hit against each key; throws RATE_LIMITED with Retry-After when any is over its limit. */
  async consume(...checks: Array<{ key: string; window: Window }>): Promise<void> {
    for (const { key, window } of checks) {
      const { count, retryAfterSeconds } = await this.store.hit(key, window.windowSeconds);
      if (count > window.limit) throw new AppError('RATE_LIMITED', { retryAfterSeconds });
    }
  }
}
