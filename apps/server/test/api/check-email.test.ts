import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';

let server: TestServer;
// No reCAPTCHA configured: past the threshold the answers slow down (progressive delay), they are never refused.
beforeAll(async () => { server = await startServer({ TRUST_PROXY: 'true', CAPTCHA_THRESHOLD: '3/600', RATE_LIMIT_DELAY_MS: '150/300' }); });
afterAll(async () => { await server.close(); });

let lastAddress = 0;
const newAddress = () => { lastAddress += 1; return `203.0.113.${lastAddress}`; };

function checkEmail(body: unknown, address: string) {
  return server.request('POST', '/check_email', { body, headers: { 'x-forwarded-for': address } });
}

describe('POST /check_email', () => {
  it('answers user_exists true for an account, whatever the case and spaces of the email', async () => {
    const { email } = await signUp(server);
    const address = newAddress();
    expect(await checkEmail({ email }, address)).toMatchObject({ status: 200, body: { user_exists: true, use_captcha: false } });
    const shouted = await checkEmail({ email: `  ${email.toUpperCase()} ` }, address);
    expect(shouted.status).toBe(200);
    expect(shouted.body).toEqual({ user_exists: true, use_captcha: false });
  });

  it('answers user_exists false for an unknown email', async () => {
    const answer = await checkEmail({ email: uniqueEmail() }, newAddress());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ user_exists: false, use_captcha: false });
  });

  it.each([
    [{ email: 'not-an-email' }],
    [{ email: '' }],
    [{ email: 42 }],
    [{}],
  ])("refuses %j with 400 'Please enter a valid email'", async (body) => {
    const answer = await checkEmail(body, newAddress());
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Please enter a valid email', code: 'INVALID_EMAIL' });
  });

  it('refuses unknown fields', async () => {
    const answer = await checkEmail({ email: uniqueEmail(), extra: 1 }, newAddress());
    expect(answer.status).toBe(400);
    expect(answer.body.Error).toMatch(/extra/);
  });

  it('slows an address down past the captcha threshold when no captcha service is configured, and still answers', async () => {
    const { email, password } = await signUp(server);
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) {
      const answer = await checkEmail({ email: uniqueEmail() }, address);
      expect(answer.body).toEqual({ user_exists: false, use_captcha: false });
    }
    // Past it the address's checks run one per step (150 ms, then 300 ms): a bot lists accounts at a crawl.
    const started = performance.now();
    const answers = await Promise.all([checkEmail({ email: uniqueEmail() }, address), checkEmail({ email }, address)]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150 - 20);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toEqual({ user_exists: true, use_captcha: false });

    // Log-in from that address is not asked for a captcha that cannot be checked.
    const login = await server.request('POST', '/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });
    expect(login.status).toBe(200);
  });

  it('stops growing the step of an address at the longest wait: one check after another is answered, many at once are told to come back', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await checkEmail({ email: uniqueEmail() }, address)).status).toBe(200);
    // Steps of 150, then 300 ms, and no longer: each waits its turn and is answered (people behind a school's address).
    const started = performance.now();
    for (let i = 0; i < 6; i += 1) expect((await checkEmail({ email: uniqueEmail() }, address)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150 + 4 * 300 - 100);
    // Sent at once, the calls after the next turn would wait longer than 300 ms: they are told when to come back.
    const answers = await Promise.all([1, 2, 3].map(() => checkEmail({ email: uniqueEmail() }, address)));
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body.code).toBe('RATE_LIMITED');
    expect(Number(refused?.headers.get('retry-after'))).toBe(1);
  });
});
