import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '@taskhub/domain';
import { RedisLink } from '../redis/redis-link.js';
import { MemoryCounterStore, RateLimiter, RedisCounterStore, type CounterStore, type Gate } from './rate-limiter.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });
const prefix = `test:${randomBytes(4).toString('hex')}:`;
const links: RedisLink[] = [];
const connect = async (url: string, options: { prefix: string; wait?: number }) => {
  const link = new RedisLink({ url, prefix: options.prefix, log });
  links.push(link);
  await link.ready(options.wait);
  return link;
};
let shared: RedisLink;
beforeAll(async () => { shared = await connect(redisUrl, { prefix }); });
afterAll(() => { for (const link of links) link.disconnect(); });

const stores: Array<[string, () => CounterStore]> = [
  ['memory', () => new MemoryCounterStore()],
  ['redis', () => new RedisCounterStore(shared)],
];

describe('RedisCounterStore', () => {
  it('shares counts between processes on the same prefix, and keeps prefixes apart', async () => {
    const other = await connect(redisUrl, { prefix });
    const elsewhere = await connect(redisUrl, { prefix: `${prefix}other:` });
    const key = `shared-${randomBytes(3).toString('hex')}`;
    await new RedisCounterStore(shared).hit(key, 30);
    expect((await new RedisCounterStore(other).hit(key, 30)).count).toBe(2);
    expect((await new RedisCounterStore(elsewhere).hit(key, 30)).count).toBe(1);
  });

  it('counts in memory at once while Redis cannot be reached', async () => {
    // A port that refuses connections: taken, then closed again.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise((resolve) => server.close(resolve));
    const away = await connect(`redis://127.0.0.1:${port}`, { prefix, wait: 100 });
    const store = new RedisCounterStore(away);
    const started = Date.now();
    await store.hit('k', 30);
    expect((await store.hit('k', 30)).count).toBe(2);
    // Neither hit waits for the 1 s command timeout (a loaded CI machine can still take a few hundred ms).
    expect(Date.now() - started).toBeLessThan(900);
    expect(away.available).toBe(false);
  });
});

describe('MemoryCounterStore', () => {
  it('keeps at most its key limit, forgetting the oldest windows first', async () => {
    const store = new MemoryCounterStore(3);
    for (const key of ['a', 'b', 'c']) await store.hit(key, 30);
    await store.hit('a', 30);
    await store.hit('d', 30);
    expect(store.size).toBe(3);
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.peek('b')).count).toBe(1);
    expect((await store.peek('d')).count).toBe(1);
    // Slots are bounded the same way.
    const gate = (key: string): Gate => ({ key, window: { limit: 0, windowSeconds: 30 }, past: { baseMs: 10_000, capMs: 10_000 } });
    for (const key of ['s1', 's2', 's3', 's4', 's5']) await store.admit([gate(key)], 0);
    expect(store.size).toBe(6);
  });

  it('drops expired windows a few at a time as calls come, without a sweep of everything', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = new MemoryCounterStore();
      for (let i = 0; i < 1_000; i += 1) await store.hit(`old-${i}`, 1);
      vi.setSystemTime(Date.now() + 2_000);
      await store.hit('new', 30);
      // One call looks at a few entries only; enough calls drop them all.
      expect(store.size).toBeGreaterThan(900);
      for (let i = 0; i < 200; i += 1) await store.peek('new').then(() => store.hit(`new-${i % 10}`, 30));
      expect(store.size).toBe(11);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('RedisCounterStore turns', () => {
  it('are kept on the Redis server clock, so a node whose clock is an hour ahead takes the same slots as the others', async () => {
    const store = new RedisCounterStore(shared);
    const gate: Gate = { key: randomBytes(3).toString('hex'), window: { limit: 0, windowSeconds: 30 }, past: { baseMs: 200, capMs: 200 } };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3_600_000);
      expect(await store.admit([gate], 300)).toEqual({ admitted: true, waitMs: 0 });
    } finally {
      vi.useRealTimers();
    }
    // Its slot ends one step from the server's now, not an hour ahead.
    expect(await store.admit([gate], 300)).toMatchObject({ admitted: true, waitMs: expect.closeTo(200, -2) });
  });
});

describe.each(stores)('RateLimiter over the %s store', (_name, makeStore) => {
  it('lets the limit through, then throws RATE_LIMITED with a Retry-After within the window', async () => {
    const limiter = new RateLimiter(makeStore());
    const check = { key: 'k', window: { limit: 2, windowSeconds: 30 } };
    await limiter.consume(check);
    await limiter.consume(check);
    const error = await limiter.consume(check).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as AppError).retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('counts keys apart and forgets a key on reset', async () => {
    const store = makeStore();
    const limiter = new RateLimiter(store);
    const window = { limit: 1, windowSeconds: 30 };
    await limiter.consume({ key: 'a', window });
    await limiter.consume({ key: 'b', window });
    await store.reset('a');
    await limiter.consume({ key: 'a', window });
    expect((await store.peek('a')).count).toBe(1);
  });

  it('starts a new window when the old one has passed', async () => {
    const store = makeStore();
    await store.hit('w', 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await store.hit('w', 1)).count).toBe(1);
  });

  const turns = (limit: number, baseMs: number, capMs: number, key = randomBytes(3).toString('hex')): Gate =>
    ({ key, window: { limit, windowSeconds: 30 }, past: { baseMs, capMs } });
  const near = (ms: number) => expect.closeTo(ms, -2);

  it('hands out one slot per step, so calls sent at once still run apart, and none further off than the longest wait', async () => {
    const store = makeStore();
    const gate = turns(0, 200, 200);
    const slots = await Promise.all([1, 2, 3].map(() => store.admit([gate], 300)));
    expect(slots.map((slot) => slot.admitted)).toEqual([true, true, false]);
    expect(slots[0]).toEqual({ admitted: true, waitMs: 0 });
    expect(slots[1]!.admitted && slots[1]!.waitMs).toBeGreaterThan(150);
    expect(slots[2]).toMatchObject({ admitted: false, gate: 0 });
    expect(!slots[2]!.admitted && slots[2]!.retryAfterMs).toBeGreaterThan(300);
  });

  it('grows the step with each call let through, past the longest wait, up to the cap', async () => {
    const store = makeStore();
    const gate = turns(1, 100, 300);
    const waits = [];
    for (let i = 0; i < 6; i += 1) {
      const admission = await store.admit([gate], 10_000);
      waits.push(admission.admitted ? admission.waitMs : -1);
    }
    // One free call, then steps of 100, 200, then 300 (the cap) ms.
    expect(waits).toEqual([0, 0, near(100), near(300), near(600), near(900)]);
  });

  it('counts a refused call nowhere: its step does not grow, and no other gate of the call loses a count or a slot', async () => {
    const store = makeStore();
    const gate = turns(0, 100, 10_000);
    expect(await store.admit([gate], 150)).toEqual({ admitted: true, waitMs: 0 });
    expect(await store.admit([gate], 150)).toMatchObject({ admitted: true, waitMs: near(100) });
    for (let i = 0; i < 3; i += 1) expect(await store.admit([gate], 150)).toMatchObject({ admitted: false, retryAfterMs: near(300) });
    expect((await store.peek(gate.key)).count).toBe(2);

    // A call refused by its second gate takes nothing from its first.
    const other = turns(0, 5_000, 5_000);
    const refusing: Gate = { key: randomBytes(3).toString('hex'), window: { limit: 1, windowSeconds: 30 }, past: 'refuse' };
    expect((await store.admit([refusing], 150)).admitted).toBe(true);
    const refused = await store.admit([other, refusing], 150);
    expect(refused).toMatchObject({ admitted: false, gate: 1 });
    expect(!refused.admitted && refused.retryAfterMs).toBeLessThanOrEqual(30_000);
    expect((await store.peek(other.key)).count).toBe(0);
    expect(await store.admit([other], 150)).toEqual({ admitted: true, waitMs: 0 });
    // 'count' gates never refuse.
    expect((await store.admit([{ ...refusing, past: 'count' }], 150)).admitted).toBe(true);
    expect((await store.peek(refusing.key)).count).toBe(2);
  });

  it('makes a call wait for its slot, and answers RATE_LIMITED with the seconds until it when it is too far off', async () => {
    const limiter = new RateLimiter(makeStore());
    const gate = turns(0, 100, 2_500);
    const delay = { baseMs: 100, maxMs: 150, capMs: 2_500 };
    const started = Date.now();
    await limiter.pass([gate], delay);
    await limiter.pass([gate], delay);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    const error = await limiter.pass([gate], delay).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect((error as AppError).retryAfterSeconds).toBe(1);
  });
});
