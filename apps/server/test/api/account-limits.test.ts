import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, uniqueEmail, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: 'true',
    RATE_LIMIT_SIGNUP_ACCOUNT: '2/600',
    RATE_LIMIT_CHECK_EMAIL_ACCOUNT: '2/600',
    RATE_LIMIT_CHECK_EMAIL_ADDRESS: '3/600',
  });
});
afterAll(async () => { await server.close(); });

let n = 0;
const newAddress = () => `198.51.100.${(n += 1)}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('per-account limits', () => {
  it('sign-up attempts for one email are limited, whatever the address', async () => {
    const username = uniqueEmail();
    const body = { name: 'N', username, password: 'pw' };
    expect((await server.request('POST', '/user', { body, headers: from(newAddress()) })).status).toBe(200);
    expect((await server.request('POST', '/user', { body, headers: from(newAddress()) })).status).toBe(409);
    const answer = await server.request('POST', '/user', { body, headers: from(newAddress()) });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('email checks for one email are limited, whatever the address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 2; i++) expect((await server.request('POST', '/check_email', { body: { email }, headers: from(newAddress()) })).status).toBe(200);
    expect((await server.request('POST', '/check_email', { body: { email }, headers: from(newAddress()) })).status).toBe(429);
  });
});

describe('per-address limits over IPv6', () => {
  it('count a whole /64 as one address', async () => {
    const check = (address: string) => server.request('POST', '/check_email', { body: { email: uniqueEmail() }, headers: from(address) });
    for (const suffix of ['1', '2', '3']) expect((await check(`2001:db8:aa:bb::${suffix}`)).status).toBe(200);
    expect((await check('2001:db8:aa:bb:ffff::9')).status).toBe(429);
    expect((await check('2001:db8:aa:bc::1')).status).toBe(200);
  });
});
