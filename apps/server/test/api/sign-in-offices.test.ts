import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, uniqueEmail, type ApiAnswer, type TestServer } from '../harness.js';

/**
 * Issue 10: one address in front of many people (an office, a school, a carrier NAT) must never be turned away, and
 * the per-address limits must count the address the trusted proxy saw, not what the client wrote.
 */

const statusOf = (answer: ApiAnswer) => `${answer.status} ${answer.status === 200 ? '' : JSON.stringify(answer.body)}`.trim();

describe('an office behind one address, with the default settings', () => {
  let server: TestServer;
  // Nothing but the test harness's own settings: every request comes from 127.0.0.1.
  beforeAll(async () => { server = await startServer(); });
  afterAll(async () => { await server?.close(); });

  /** One person's first hour: checks the email, signs up, then signs in on a second device, which checks again. */
  async function firstHour(person: number) {
    const email = uniqueEmail(`office-${person}`);
    const password = `password of ${person}`;
    const answers: ApiAnswer[] = [];
    const call = async (path: string, body: unknown) => {
      const answer = await server.request('POST', path, { body });
      answers.push(answer);
      return answer;
    };
    expect((await call('/check_email', { email })).body).toEqual({ user_exists: false, use_captcha: false });
    await call('/user', { name: `Person ${person}`, username: email, password, client_id: `laptop-${person}` });
    expect((await call('/check_email', { email })).body).toEqual({ user_exists: true, use_captcha: false });
    await call('/login', { email, password, client_id: `phone-${person}` });
    return answers;
  }

  it('lets thirty people check their email, sign up and sign in within the hour, ten at a time, and refuses none', async () => {
    const started = performance.now();
    const answers: ApiAnswer[] = [];
    for (let wave = 0; wave < 3; wave += 1) {
      const people = Array.from({ length: 10 }, (_, i) => wave * 10 + i);
      for (const list of await Promise.all(people.map(firstHour))) answers.push(...list);
    }
    expect(answers).toHaveLength(120);
    expect(answers.map(statusOf).filter((status) => status !== '200')).toEqual([]);
    // Nobody was made to wait either: below every threshold no answer is held back.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe.each([
  ['1', (forged: string, client: string) => `${forged}, ${client}`],
  ['true', (forged: string, client: string) => `${forged}, ${client}`],
  ['127.0.0.1/32, 10.9.0.0/16', (forged: string, client: string) => `${forged}, ${client}, 10.9.3.4`],
  ['2', (forged: string, client: string) => `${forged}, ${client}, 10.9.3.4`],
])('TRUST_PROXY=%s', (trustProxy, header) => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ TRUST_PROXY: trustProxy, RATE_LIMIT_LOGIN_PAIR: '3/600' }); });
  afterAll(async () => { await server?.close(); });

  const logIn = (email: string, forwardedFor: string) =>
    server.request('POST', '/login', { body: { email, password: 'wrong' }, headers: { 'x-forwarded-for': forwardedFor } });
  const forged = () => `203.0.113.${randomBytes(1)[0]! % 250}`;

  it('counts the address the proxies saw: a forged X-Forwarded-For entry changes nothing', async () => {
    const email = uniqueEmail('forged');
    const client = '198.51.100.77';
    for (let i = 0; i < 3; i += 1) expect((await logIn(email, header(forged(), client))).status).toBe(401);
    const blocked = await logIn(email, header(forged(), client));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Without any forged entry it is the same address, so the same pair.
    expect((await logIn(email, header('', client).replace(/^, /, ''))).status).toBe(429);
    // Another client behind the same proxies is another pair.
    expect((await logIn(email, header(forged(), '198.51.100.78'))).status).toBe(401);
  });
});

describe('without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ RATE_LIMIT_LOGIN_PAIR: '2/600' }); });
  afterAll(async () => { await server?.close(); });

  it('ignores X-Forwarded-For altogether', async () => {
    const email = uniqueEmail('no-proxy');
    const logIn = (forwardedFor: string) =>
      server.request('POST', '/login', { body: { email, password: 'wrong' }, headers: { 'x-forwarded-for': forwardedFor } });
    expect((await logIn('203.0.113.1')).status).toBe(401);
    expect((await logIn('203.0.113.2')).status).toBe(401);
    expect((await logIn('203.0.113.3')).status).toBe(429);
  });
});
