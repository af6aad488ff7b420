import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';

let server: TestServer;
// No reCAPTCHA configured: past the threshold the only guard left is to stop answering.
beforeAll(async () => { server = await startServer({ TRUST_PROXY: 'true', CAPTCHA_THRESHOLD: '3/600' }); });
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

  it('answers 429 with Retry-After past the captcha threshold when no captcha service is configured', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) {
      const answer = await checkEmail({ email: uniqueEmail() }, address);
      expect(answer.body).toEqual({ user_exists: false, use_captcha: false });
    }
    const blocked = await checkEmail({ email: uniqueEmail() }, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ Error: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Another address still gets answers, and log-in is not asked for a captcha that cannot be checked.
    expect((await checkEmail({ email: uniqueEmail() }, newAddress())).status).toBe(200);
    const { email, password } = await signUp(server);
    const login = await server.request('POST', '/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });
    expect(login.status).toBe(200);
  });
});
