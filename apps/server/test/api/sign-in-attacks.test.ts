import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecaptchaFake, type RecaptchaFake } from '../fakes/recaptcha.js';
import { mailText, startSmtpFake, type SmtpFake } from '../fakes/smtp.js';
import { signUp, startServer, type ApiAnswer, type TestServer } from '../harness.js';

/**
 * Issue 10: whoever knows a person's email must not be able to lock them out, and a thousand guesses from many
 * addresses must still be stopped (captcha) or slowed to a crawl (progressive delay). Every address here is the
 * client entry behind one trusted proxy hop.
 */

let lastAddress = 0;
/** A fresh address for each attacker request: 10.x.y.z, one per call. */
const newAddress = () => { lastAddress += 1; return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`; };
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Runs calls with at most `width` in flight at once, answering them in order. */
async function inParallel<T>(count: number, width: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < count) {
      const i = next;
      next += 1;
      results[i] = await call(i);
    }
  }));
  return results;
}

const countBy = (answers: ApiAnswer[]) => answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

describe('a victim whose email is hammered from elsewhere', () => {
  let smtp: SmtpFake;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpFake();
    server = await startServer({ TRUST_PROXY: '1', SMTP_URL: smtp.url, RATE_LIMIT_DELAY_MS: '20/200' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('still signs in, resets the password and deletes the account', async () => {
    const { email, password } = await signUp(server, { client_id: 'victim-laptop' });
    const home = '192.0.2.10';
    const post = (path: string, body: unknown, address = newAddress()) => server.request('POST', path, { body, headers: from(address) });

    // Guesses, reset requests and email checks on the account, each from its own address, many at once.
    const guesses = await inParallel(60, 20, (i) => post('/login', { email, password: `guess ${i}` }));
    const resets = await inParallel(20, 10, () => post('/send-forgot-password-email', { email }));
    const checks = await inParallel(60, 20, () => post('/check_email', { email }));
    expect(countBy(guesses)[401]).toBeGreaterThan(0);
    for (const answer of [...guesses, ...resets, ...checks]) {
      expect([200, 401, 429]).toContain(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }

    // Its owner: the email check answers, the laptop that signed in before gets straight in, a new phone too.
    expect((await post('/check_email', { email }, home)).body).toEqual({ user_exists: true, use_captcha: false });
    expect((await post('/login', { email, password, client_id: 'victim-laptop' }, home)).status).toBe(200);
    expect((await post('/login', { email, password, client_id: 'victim-new-phone' }, home)).status).toBe(200);

    // The reset mail still reaches them, and its link works.
    const before = smtp.mails.length;
    expect(await post('/send-forgot-password-email', { email }, home)).toMatchObject({ status: 200, body: {} });
    await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBeGreaterThan(before);
    const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mailText(smtp.mails.at(-1)!.raw));
    expect((await post('/reset-password', { token: decodeURIComponent(match![1]!), password: 'new and mine' }, home)).status).toBe(200);
    const login = await post('/login', { email, password: 'new and mine', client_id: 'victim-laptop' }, home);
    expect(login.status).toBe(200);

    const deleted = await server.request('DELETE', '/me', { token: login.body.auth_token, body: { email, password: 'new and mine' }, headers: from(home) });
    expect(deleted.status).toBe(200);
  });
});

describe('a thousand wrong passwords against one account from a thousand addresses, without a captcha service', () => {
  let server: TestServer;
  // Small delays keep the test fast: steps of 25, 50, then 100 ms per guess past the account's limit.
  beforeAll(async () => { server = await startServer({ TRUST_PROXY: '1', RATE_LIMIT_DELAY_MS: '25/100' }); });
  afterAll(async () => { await server?.close(); });

  it('are slowed to one guess per step, so most are never tried, while the owner still gets in', async () => {
    const { email, password } = await signUp(server, { client_id: 'owner-laptop' });
    const started = performance.now();
    const flood = inParallel(1000, 50, (i) =>
      server.request('POST', '/login', { body: { email, password: `guess ${i}` }, headers: from(newAddress()) }));
    // Meanwhile the owner's laptop, trusted since it signed in, is not held back by the account's count.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const owner = await server.request('POST', '/login', { body: { email, password, client_id: 'owner-laptop' }, headers: from('192.0.2.20') });
    expect(owner.status).toBe(200);

    const answers = await flood;
    const elapsedMs = performance.now() - started;
    const counts = countBy(answers);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body.code).toBe('RATE_LIMITED');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Ten free guesses (RATE_LIMIT_LOGIN_ACCOUNT), then at most one per 100 ms step (two shorter ones first, one slot
    // reserved ahead), with a little room for timers: about 1 in 40 of the thousand, where all would be tried unslowed.
    expect(counts[401]).toBeLessThanOrEqual(10 + 3 + Math.ceil(elapsedMs / 100) + 5);
    expect(counts[429]).toBeGreaterThan(700);

    // Once the flood is over, a device the account never saw gets in too.
    const phone = await server.request('POST', '/login', { body: { email, password, client_id: 'owner-new-phone' }, headers: from('192.0.2.21') });
    expect(phone.status).toBe(200);
  });
});

describe('a thousand wrong passwords against one account from a thousand addresses, with a captcha service', () => {
  const secret = 'attack-test-secret';
  let recaptcha: RecaptchaFake;
  let server: TestServer;
  beforeAll(async () => {
    recaptcha = await startRecaptchaFake({ secret });
    server = await startServer({ TRUST_PROXY: '1', RECAPTCHA_SECRET: secret, RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_VERIFY_URL: recaptcha.url });
  });
  afterAll(async () => {
    await server?.close();
    await recaptcha?.close();
  });

  it('are stopped at the captcha past the account limit, while the owner gets in with a captcha or from a known device', async () => {
    const { email, password } = await signUp(server, { client_id: 'owner-laptop' });
    const answers = await inParallel(1000, 50, (i) =>
      server.request('POST', '/login', { body: { email, password: `guess ${i}` }, headers: from(newAddress()) }));
    const counts = countBy(answers);
    // Only the first RATE_LIMIT_LOGIN_ACCOUNT (10) guesses were tried; the rest met the captcha, which a bot lacks.
    expect(counts).toEqual({ 401: 10, 403: 990 });
    expect(answers.find((a) => a.status === 403)!.body.code).toBe('CAPTCHA_REQUIRED');

    const home = from('192.0.2.30');
    expect((await server.request('POST', '/login', { body: { email, password, client_id: 'owner-laptop' }, headers: home })).status).toBe(200);
    const phone = { email, password, client_id: 'owner-new-phone' };
    expect((await server.request('POST', '/login', { body: phone, headers: home })).body.code).toBe('CAPTCHA_REQUIRED');
    const captcha = { captcha_method: 'google_recaptcha', captcha_params: { token: recaptcha.issueToken('login'), site_key: 'site-key', action: 'login' } };
    expect((await server.request('POST', '/login', { body: { ...phone, ...captcha }, headers: home })).status).toBe(200);
  });

  it('stops trusting a known device that keeps failing: its client id is no secret', async () => {
    const { email, password } = await signUp(server, { client_id: 'shared-laptop' });
    await inParallel(10, 10, (i) => server.request('POST', '/login', { body: { email, password: `guess ${i}` }, headers: from(newAddress()) }));
    // Someone who learnt the laptop's client id gets as many tries as one address would, then meets the captcha too.
    for (let i = 0; i < 10; i += 1) {
      const guess = await server.request('POST', '/login', { body: { email, password: `guess ${i}`, client_id: 'shared-laptop' }, headers: from(newAddress()) });
      expect(guess.status).toBe(401);
    }
    const after = await server.request('POST', '/login', { body: { email, password, client_id: 'shared-laptop' }, headers: from(newAddress()) });
    expect(after.body.code).toBe('CAPTCHA_REQUIRED');
  });
});
