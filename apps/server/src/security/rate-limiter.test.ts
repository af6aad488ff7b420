import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@taskhub/domain';
import { RedisLink } from '../redis/redis-link.js';
import { MemoryCounterStore, RateLimiter, RedisCounterStore, type CounterStore } from './rate-limiter.js';

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
    expect(Date.now() - started).toBeLessThan(100);
    expect(away.available).toBe(false);
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

  it('hands out one slot per step, so requests sent at once still run apart, and none further off than the longest wait', async () => {
    const store = makeStore();
    const slots = await Promise.all([1, 2, 3].map(() => store.reserveSlot('s', 200, 300)));
    expect(slots.map((slot) => slot.reserved)).toEqual([true, true, false]);
    expect(slots[0]!.waitMs).toBe(0);
    expect(slots[1]!.waitMs).toBeGreaterThan(150);
    expect(slots[2]!.waitMs).toBeGreaterThan(300);
  });

  it('throttles keys past their soft limit: the wait grows with the excess, and a full queue answers RATE_LIMITED', async () => {
    const limiter = new RateLimiter(makeStore());
    const window = { limit: 1, windowSeconds: 30 };
    expect(await limiter.count({ key: 't', window })).toEqual([]);
    const passed = await limiter.count({ key: 't', window });
    expect(passed).toEqual([{ key: 't', excess: 1 }]);
    const delay = { baseMs: 100, maxMs: 150 };
    const started = Date.now();
    await limiter.throttle(passed, delay);
    await limiter.throttle(passed, delay);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    const flood = await Promise.all([1, 2, 3].map(() => limiter.throttle([{ key: 't', excess: 5 }], delay).catch((e: unknown) => e)));
    const refused = flood.filter((outcome) => outcome instanceof AppError) as AppError[];
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error.code).toBe('RATE_LIMITED');
      expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
  });
});
