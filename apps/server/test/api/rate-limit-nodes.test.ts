import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, uniqueEmail, type TestServer } from '../harness.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let nodeA: TestServer;
let nodeB: TestServer;

beforeAll(async () => {
  const env = { REDIS_URL: redisUrl, RATE_LIMIT_LOGIN_PAIR: '2/60' };
  [nodeA, nodeB] = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => { await Promise.all([nodeA.close(), nodeB.close()]); });

describe('rate limits with REDIS_URL', () => {
  it('are shared by every server process', async () => {
    const body = { email: uniqueEmail(`redis-${randomBytes(3).toString('hex')}`), password: 'wrong' };
    expect((await nodeA.request('POST', '/login', { body })).status).toBe(401);
    expect((await nodeB.request('POST', '/login', { body })).status).toBe(401);
    const third = await nodeA.request('POST', '/login', { body });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.body).toEqual({ Error: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
  });
});
