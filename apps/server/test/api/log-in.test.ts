import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';

let server: TestServer;
// Behind a trusted proxy each test speaks from its own address, so the per-address limits of one test leave the others alone.
beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_PAIR: '3/60', RATE_LIMIT_LOGIN_ACCOUNT: '3/60', RATE_LIMIT_LOGIN_ADDRESS: '5/60',
    RATE_LIMIT_SIGNUP_ADDRESS: '1000/60', RATE_LIMIT_DELAY_MS: '150/300',
  });
});
afterAll(async () => { await server.close(); });

let lastAddress = 0;
const newAddress = () => { lastAddress += 1; return `198.51.100.${lastAddress}`; };

function logIn(body: Record<string, unknown>, address: string, headers: Record<string, string> = {}) {
  return server.request('POST', '/login', { body, headers: { 'x-forwarded-for': address, ...headers } });
}

const wrongCredentials = { Error: 'Incorrect email or password, please try again', code: 'WRONG_CREDENTIALS' };
const rateLimited = { Error: 'Too many requests, please try again later', code: 'RATE_LIMITED' };

describe('POST /login', () => {
  it('answers the login response with the token also in X-Anydo-Auth, and the token works on GET /me', async () => {
    const { email, password } = await signUp(server);
    const answer = await logIn({ email, password, client_id: 'client-login', platform: 'web', requested_experiments: [] }, newAddress());
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['auth_token', 'client_id', 'experiments', 'latestSubscription', 'new_user']);
    expect(answer.body).toMatchObject({ new_user: false, latestSubscription: null, client_id: 'client-login' });
    expect(Array.isArray(answer.body.experiments)).toBe(true);
    expect(answer.headers.get('x-anydo-auth')).toBe(answer.body.auth_token);

    const me = await server.request('GET', '/me', { token: answer.body.auth_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('trims the email and the password, and compares the email without case', async () => {
    const { email } = await signUp(server, { password: 'pw' });
    const answer = await logIn({ email: `  ${email.toUpperCase()}  `, password: '  pw  ' }, newAddress());
    expect(answer.status).toBe(200);
    expect((await server.request('GET', '/me', { token: answer.body.auth_token })).body.email).toBe(email);
  });

  it('accepts username as an alias of email', async () => {
    const { email, password } = await signUp(server);
    const answer = await logIn({ username: email, password }, newAddress());
    expect(answer.status).toBe(200);
    expect(answer.body.auth_token).toEqual(expect.any(String));
  });

  it('gives an unknown email and a wrong password the identical 401 answer', async () => {
    const { email } = await signUp(server);
    const address = newAddress();
    const unknown = await logIn({ email: uniqueEmail(), password: 'whatever' }, address);
    const wrong = await logIn({ email, password: 'whatever' }, address);
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrongCredentials);
    expect(wrong.body).toEqual(wrongCredentials);
    expect(wrong.headers.get('x-anydo-auth')).toBeNull();
  });

  it.each([
    [{ password: 'pw' }, 'Please enter a valid email'],
    [{ email: 'not-an-email', password: 'pw' }, 'Please enter a valid email'],
    [{ email: 'a@example.com' }, 'Invalid password parameter'],
    [{ email: 'a@example.com', password: '   ' }, 'Invalid password parameter'],
  ])('refuses %j with 400 %s', async (body, message) => {
    const answer = await logIn(body, newAddress());
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: message, code: expect.any(String) });
  });

  it('refuses a timezone that does not exist', async () => {
    const { email, password } = await signUp(server);
    const answer = await logIn({ email, password, timezone: 'Nowhere/Land' }, newAddress());
    expect(answer.status).toBe(400);
    expect(answer.body.Error).toBe('Invalid timezone parameter');
  });

  it("updates the user's timezone from the body", async () => {
    const { email, password } = await signUp(server, { timezone: 'UTC' });
    const answer = await logIn({ email, password, timezone: 'Europe/Berlin' }, newAddress());
    expect(answer.status).toBe(200);
    const me = await server.request('GET', '/me', { token: answer.body.auth_token });
    expect(me.body.timezone).toBe('Europe/Berlin');
  });

  it("replaces the token of the same client_id and platform, and leaves other devices' tokens alone", async () => {
    const { email, password } = await signUp(server, { client_id: 'phone' });
    const address = newAddress();
    const first = await logIn({ email, password, client_id: 'laptop', platform: 'web' }, address);
    const other = await logIn({ email, password, client_id: 'desktop-app', platform: 'web' }, address);
    const otherPlatform = await logIn({ email, password, client_id: 'laptop', platform: 'desktop' }, address);
    const again = await logIn({ email, password, client_id: 'laptop' }, address, { 'x-platform': '3' });
    for (const answer of [first, other, otherPlatform, again]) expect(answer.status).toBe(200);
    expect(again.body.auth_token).not.toBe(first.body.auth_token);

    const status = async (token: string) => (await server.request('GET', '/me', { token })).status;
    expect(await status(first.body.auth_token)).toBe(401);
    expect(await status(again.body.auth_token)).toBe(200);
    expect(await status(other.body.auth_token)).toBe(200);
    expect(await status(otherPlatform.body.auth_token)).toBe(200);
  });
});

/** Runs a call and answers its result with how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

describe('POST /login rate limits', () => {
  it('stops one address guessing one account with 429, Retry-After and the error body; the owner elsewhere gets in', async () => {
    const { email, password } = await signUp(server);
    const guesser = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await logIn({ email, password: 'wrong' }, guesser)).status).toBe(401);
    const blocked = await logIn({ email, password }, guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(rateLimited);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await logIn({ email, password }, newAddress())).status).toBe(200);
  });

  it('counts the pair by its normalized email, so changing the case does not get around it', async () => {
    const { email, password } = await signUp(server);
    const guesser = newAddress();
    for (const variant of [email, email.toUpperCase(), ` ${email} `]) {
      expect((await logIn({ email: variant, password: 'wrong' }, guesser)).status).toBe(401);
    }
    expect((await logIn({ email, password }, guesser)).status).toBe(429);
  });

  it('past the account-wide limit, slows guesses from anywhere down instead of refusing, and lets the right password in', async () => {
    const { email, password } = await signUp(server);
    for (let i = 0; i < 3; i += 1) expect((await logIn({ email, password: 'wrong' }, newAddress())).status).toBe(401);
    // Past the limit the account's attempts run one per step (150 ms, then 300 ms), however they are sent.
    const { answer, ms } = await timed(() => Promise.all([1, 2].map(() => logIn({ email, password: 'wrong' }, newAddress()))));
    expect(answer.map((a) => a.status)).toEqual([401, 401]);
    expect(ms).toBeGreaterThanOrEqual(150 - 20);
    expect((await logIn({ email, password }, newAddress())).status).toBe(200);
  });

  it('past the per-address limit, slows that address down instead of refusing it', async () => {
    const { email, password } = await signUp(server);
    const office = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await logIn({ email: uniqueEmail(), password: 'x' }, office)).status).toBe(401);
    const { answer, ms } = await timed(() => Promise.all([
      logIn({ email: uniqueEmail(), password: 'x' }, office), logIn({ email, password }, office),
    ]));
    expect(answer.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(ms).toBeGreaterThanOrEqual(150 - 20);
  });

  it('forgives the typos of a pair after a successful login there', async () => {
    const { email, password } = await signUp(server);
    const home = newAddress();
    for (let i = 0; i < 2; i += 1) expect((await logIn({ email, password: 'wrong' }, home)).status).toBe(401);
    expect((await logIn({ email, password }, home)).status).toBe(200);
    // Without the reset the third of these would already be the fourth attempt of the pair in the window.
    for (let i = 0; i < 3; i += 1) expect((await logIn({ email, password: 'wrong' }, home)).status).toBe(401);
    expect((await logIn({ email, password }, home)).status).toBe(429);
  });
});

describe('POST /logout', () => {
  it("ends the caller's session only; other devices keep theirs", async () => {
    const { email, password, token: signUpToken } = await signUp(server);
    const laptop = await logIn({ email, password, client_id: 'laptop' }, newAddress());
    const answer = await server.request('POST', '/logout', { token: laptop.body.auth_token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    expect((await server.request('GET', '/me', { token: laptop.body.auth_token })).status).toBe(401);
    expect((await server.request('POST', '/logout', { token: laptop.body.auth_token })).status).toBe(401);
    expect((await server.request('GET', '/me', { token: signUpToken })).status).toBe(200);
  });

  it('answers 401 without a token and with a garbage token', async () => {
    const unauthorized = { Error: 'Unauthorized request', code: 'UNAUTHORIZED' };
    const without = await server.request('POST', '/logout');
    expect(without.status).toBe(401);
    expect(without.body).toEqual(unauthorized);
    const garbage = await server.request('POST', '/logout', { token: 'garbage-token' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual(unauthorized);
  });
});
