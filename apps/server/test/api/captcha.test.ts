import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecaptchaFake, type RecaptchaFake } from '../fakes/recaptcha.js';
import { signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';

const secret = 'recaptcha-test-secret';
const siteKey = 'recaptcha-test-site-key';

let recaptcha: RecaptchaFake;
let server: TestServer;
beforeAll(async () => {
  recaptcha = await startRecaptchaFake({ secret });
  server = await startServer({
    TRUST_PROXY: 'true', CAPTCHA_THRESHOLD: '3/600', RATE_LIMIT_SIGNUP_ADDRESS: '1000/60',
    RECAPTCHA_SECRET: secret, RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_VERIFY_URL: recaptcha.url,
  });
});
afterAll(async () => {
  await server?.close();
  await recaptcha?.close();
});

let lastAddress = 0;
const newAddress = () => { lastAddress += 1; return `192.0.2.${lastAddress}`; };
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Checks emails from an address until it has crossed the threshold, as a bot trying addresses would. */
async function crossThreshold(address: string) {
  for (let i = 0; i < 3; i += 1) {
    const answer = await server.request('POST', '/check_email', { body: { email: uniqueEmail() }, headers: from(address) });
    expect(answer.body).toEqual({ user_exists: false, use_captcha: false });
  }
  const past = await server.request('POST', '/check_email', { body: { email: uniqueEmail() }, headers: from(address) });
  expect(past.status).toBe(200);
  expect(past.body).toEqual({ user_exists: false, use_captcha: true });
}

const captcha = (token: string, action = 'login') => ({
  captcha_method: 'google_recaptcha', captcha_params: { token, site_key: siteKey, action },
});
const captchaRequired = { Error: 'Please complete the captcha', code: 'CAPTCHA_REQUIRED' };
const captchaFailed = { Error: 'The captcha could not be verified', code: 'CAPTCHA_FAILED' };

describe('captcha past the email-check threshold', () => {
  it('asks nothing below the threshold and does not call the captcha service', async () => {
    const { email, password } = await signUp(server);
    const address = newAddress();
    const calls = recaptcha.calls.length;
    const check = await server.request('POST', '/check_email', { body: { email }, headers: from(address) });
    expect(check.body).toEqual({ user_exists: true, use_captcha: false });
    expect((await server.request('POST', '/login', { body: { email, password }, headers: from(address) })).status).toBe(200);
    expect(recaptcha.calls.length).toBe(calls);
  });

  it('makes POST /login from that address need a valid captcha', async () => {
    const { email, password } = await signUp(server);
    const address = newAddress();
    await crossThreshold(address);

    const without = await server.request('POST', '/login', { body: { email, password }, headers: from(address) });
    expect(without.status).toBe(403);
    expect(without.body).toEqual(captchaRequired);

    const bogus = await server.request('POST', '/login', { body: { email, password, ...captcha('not-a-real-token') }, headers: from(address) });
    expect(bogus.status).toBe(400);
    expect(bogus.body).toEqual(captchaFailed);

    const token = recaptcha.issueToken('login');
    const valid = await server.request('POST', '/login', { body: { email, password, ...captcha(token) }, headers: from(address) });
    expect(valid.status).toBe(200);
    expect(valid.body.auth_token).toEqual(expect.any(String));
    // The server spoke siteverify: a form with its secret, the token and the caller's address.
    expect(recaptcha.calls.at(-1)).toEqual({
      contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/), secret, response: token, remoteip: address,
    });

    // A token is good for one check only.
    const replay = await server.request('POST', '/login', { body: { email, password, ...captcha(token) }, headers: from(address) });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(captchaFailed);
  });

  it('makes POST /user from that address need a valid captcha', async () => {
    const address = newAddress();
    await crossThreshold(address);
    const body = { name: 'Captcha Person', username: uniqueEmail(), password: 'pw' };

    const without = await server.request('POST', '/user', { body, headers: from(address) });
    expect(without.status).toBe(403);
    expect(without.body).toEqual(captchaRequired);

    const bogus = await server.request('POST', '/user', { body: { ...body, ...captcha('bogus', 'signup') }, headers: from(address) });
    expect(bogus.status).toBe(400);
    expect(bogus.body).toEqual(captchaFailed);

    const valid = await server.request('POST', '/user', {
      body: { ...body, ...captcha(recaptcha.issueToken('signup'), 'signup') }, headers: from(address),
    });
    expect(valid.status).toBe(200);
    expect(valid.body.new_user).toBe(true);
  });

  it('refuses a token made for another action, or scored as a bot (reCAPTCHA v3)', async () => {
    const { email, password } = await signUp(server);
    const address = newAddress();
    await crossThreshold(address);
    for (const token of [recaptcha.issueToken('signup'), recaptcha.issueToken('login', 0.1)]) {
      const answer = await server.request('POST', '/login', { body: { email, password, ...captcha(token) }, headers: from(address) });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(captchaFailed);
    }
  });

  it('past the threshold, tells whether an account exists only to a check that carries a solved captcha', async () => {
    const { email } = await signUp(server);
    const address = newAddress();
    await crossThreshold(address);
    const without = await server.request('POST', '/check_email', { body: { email }, headers: from(address) });
    expect(without.body).toEqual({ user_exists: false, use_captcha: true });
    const bogus = await server.request('POST', '/check_email', { body: { email, ...captcha('bogus', 'check_email') }, headers: from(address) });
    expect(bogus.status).toBe(400);
    const solved = await server.request('POST', '/check_email', {
      body: { email, ...captcha(recaptcha.issueToken('check_email'), 'check_email') }, headers: from(address),
    });
    expect(solved.status).toBe(200);
    expect(solved.body).toEqual({ user_exists: true, use_captcha: true });
  });

  it('checks the password only after the captcha, so a bot learns nothing without solving it', async () => {
    const { email } = await signUp(server);
    const address = newAddress();
    await crossThreshold(address);
    const answer = await server.request('POST', '/login', { body: { email, password: 'wrong' }, headers: from(address) });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(captchaRequired);
  });

  it('leaves other addresses alone', async () => {
    const { email, password } = await signUp(server);
    await crossThreshold(newAddress());
    const elsewhere = newAddress();
    expect((await server.request('POST', '/check_email', { body: { email }, headers: from(elsewhere) })).body)
      .toEqual({ user_exists: true, use_captcha: false });
    expect((await server.request('POST', '/login', { body: { email, password }, headers: from(elsewhere) })).status).toBe(200);
  });

  it('refuses a captcha method other than google_recaptcha', async () => {
    const answer = await server.request('POST', '/login', {
      body: { email: uniqueEmail(), password: 'pw', captcha_method: 'other', captcha_params: { token: 't' } }, headers: from(newAddress()),
    });
    expect(answer.status).toBe(400);
  });

  it('never refuses an address past the threshold: unsolved checks answer use_captcha and withhold user_exists', async () => {
    const { email } = await signUp(server);
    const address = newAddress();
    await crossThreshold(address);
    for (let i = 0; i < 20; i += 1) {
      const answer = await server.request('POST', '/check_email', { body: { email }, headers: from(address) });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ user_exists: false, use_captcha: true });
    }
  });
});
