import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, uniqueEmail, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: 'true',
    RATE_LIMIT_SIGNUP_PAIR: '2/600',
    CAPTCHA_THRESHOLD: '2/600',
    RATE_LIMIT_LOGIN_PAIR: '3/600',
    // A call waits at most 150 ms for its turn: past that it is refused, which the tests below can see without timing.
    RATE_LIMIT_DELAY_MS: '150/150',
  });
});
afterAll(async () => { await server.close(); });

let n = 0;
const newAddress = () => `198.51.100.${(n += 1)}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('per-account limits', () => {
  it('sign-up attempts for one email are limited per address; another address is not held back', async () => {
    const username = uniqueEmail();
    const body = { name: 'N', username, password: 'pw' };
    const address = newAddress();
    expect((await server.request('POST', '/user', { body, headers: from(address) })).status).toBe(200);
    expect((await server.request('POST', '/user', { body, headers: from(address) })).status).toBe(409);
    const answer = await server.request('POST', '/user', { body, headers: from(address) });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.request('POST', '/user', { body, headers: from(newAddress()) })).status).toBe(409);
  });

  it('email checks for one email are not counted per email: many from elsewhere never hold up its owner', async () => {
    const email = uniqueEmail();
    // Past CAPTCHA_THRESHOLD (2) from one address checks would take turns; from many, each is that address's first.
    // Counted per email, the fifth would find its turn about 300 ms off, past the longest wait, and be refused.
    for (let i = 0; i < 10; i++) expect((await server.request('POST', '/check_email', { body: { email }, headers: from(newAddress()) })).status).toBe(200);
    const answers = await Promise.all([1, 2].map(() => server.request('POST', '/check_email', { body: { email }, headers: from(newAddress()) })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
  });
});

describe('per-address limits over IPv6', () => {
  it('count a whole /64 as one address', async () => {
    const logIn = (address: string) => server.request('POST', '/login', { body: { email: 'one@example.com', password: 'x' }, headers: from(address) });
    for (const suffix of ['1', '2', '3']) expect((await logIn(`2001:db8:aa:bb::${suffix}`)).status).toBe(401);
    expect((await logIn('2001:db8:aa:bb:ffff::9')).status).toBe(429);
    expect((await logIn('2001:db8:aa:bc::1')).status).toBe(401);
  });
});
