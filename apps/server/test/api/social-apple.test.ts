import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, identities, loginCodes, sessions } from '../../src/db/schema.js';
import { formFields, startFakeApple, type FakeApple } from '../fakes/apple.js';
import { signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';

const clientId = 'com.example.taskhub.web';
const publicUrl = 'http://taskhub.test';
const failure = `${publicUrl}/?login_error=apple`;
let apple: FakeApple;
let server: TestServer | undefined;

beforeAll(async () => {
  apple = await startFakeApple(clientId, () => server?.clock.now() ?? Date.now());
  server = await startServer({
    PUBLIC_URL: publicUrl, APPLE_CLIENT_ID: clientId, APPLE_JWKS_URL: `${apple.url}/auth/keys`, APPLE_AUTHORIZE_URL: `${apple.url}/auth/authorize`,
  });
});
afterAll(async () => {
  await server?.close();
  await apple?.close();
});

const api = () => server!;
const newSubject = () => `001234.${randomBytes(8).toString('hex')}.0101`;

/** The binding cookie and client id of the last flow started, as the browser would send them back. */
let flowCookie = '';
let flowClientId: string | undefined;

/** GET /apple-login: where the server sends the browser (it keeps the binding cookie, as a browser would). */
async function startFlow(query = '') {
  const start = await api().request('GET', `/apple-login${query}`);
  expect(start.status).toBe(302);
  flowCookie = start.headers.get('set-cookie')!.split(';')[0]!;
  flowClientId = new URLSearchParams(query).get('client_id') ?? undefined;
  return new URL(start.headers.get('location')!);
}

/** The person signs in at the (fake) Apple page, which answers the auto-posting form. */
async function authorizeAtApple(location: URL) {
  const page = await fetch(location);
  expect(page.status).toBe(200);
  return formFields(await page.text());
}

const postBack = (fields: Record<string, string>, cookie = flowCookie) => api().request('POST', '/apple-login-web-redirect', {
  raw: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
});

/** The code a redirect carries in `login_token`, after checking it goes to the app's start page. */
function loginCode(answer: { status: number; headers: Headers }) {
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl}/`);
  expect(location.searchParams.get('login_error')).toBeNull();
  return location.searchParams.get('login_token')!;
}

const exchange = (code: string, fields: Record<string, unknown> = {}) =>
  api().request('POST', '/apple-login-exchange', { body: { code, ...fields } });

/** The session token the web client gets for a redirect: it trades the code, as the device that started the flow. */
async function loginToken(answer: { status: number; headers: Headers }) {
  const traded = await exchange(loginCode(answer), flowClientId ? { client_id: flowClientId } : {});
  expect(traded.status).toBe(200);
  return traded.body.auth_token as string;
}

describe('GET /apple-login', () => {
  it('sends the browser to Apple with the client id, return address, form_post and a signed state and nonce', async () => {
    const start = await api().request('GET', '/apple-login?client_id=web-1');
    expect(start.status).toBe(302);
    expect(start.headers.get('cache-control')).toBe('no-store');
    const location = start.headers.get('location')!;
    expect(location.startsWith(`${apple.url}/auth/authorize?`)).toBe(true);
    expect(location).toContain('response_type=code%20id_token');
    expect(location).toContain('scope=name%20email');
    const query = new URL(location).searchParams;
    expect(query.get('client_id')).toBe(clientId);
    expect(query.get('redirect_uri')).toBe(`${publicUrl}/apple-login-web-redirect`);
    expect(query.get('response_mode')).toBe('form_post');
    expect(query.get('state')!.length).toBeGreaterThan(40);
    expect(query.get('nonce')!.length).toBeGreaterThanOrEqual(16);
    const other = await startFlow();
    expect(other.searchParams.get('nonce')).not.toBe(query.get('nonce'));
  });
});

describe('/apple-login-web-redirect', () => {
  it('creates the account on the first return, with starter data, and signs the same account in again', async () => {
    const email = uniqueEmail('apple');
    apple.nextAccount = { sub: newSubject(), email, firstName: 'Ann', lastName: 'Apple' };
    const fields = await authorizeAtApple(await startFlow('?client_id=web-apple-1&locale=en'));
    expect(fields.user).toBeDefined();
    const token = await loginToken(await postBack(fields));

    const me = await api().request('GET', '/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, name: 'Ann Apple' });
    const { db } = api().app.ctx;
    expect((await db.select().from(categories).where(eq(categories.scopeId, me.body.id))).length).toBeGreaterThan(0);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, me.body.id));
    expect(session).toMatchObject({ clientId: 'web-apple-1', platform: 3 });

    const secondFields = await authorizeAtApple(await startFlow());
    expect(secondFields.user).toBeUndefined();
    const again = await api().request('GET', '/me', { token: await loginToken(await postBack(secondFields)) });
    expect(again.body).toMatchObject({ id: me.body.id, name: 'Ann Apple' });
  });

  it('puts a one-minute single-use code in the address, never a session token; the code trades for the login response', async () => {
    apple.nextAccount = { sub: newSubject(), email: uniqueEmail('apple-code') };
    const code = loginCode(await postBack(await authorizeAtApple(await startFlow('?client_id=web-code-1'))));
    expect((await api().request('GET', '/me', { token: code })).status).toBe(401);
    const { db } = api().app.ctx;
    expect(JSON.stringify(await db.select().from(loginCodes))).not.toContain(code);

    const traded = await exchange(code, { client_id: 'web-code-1', requested_experiments: ['WEB_OB_GPT'] });
    expect(traded.status).toBe(200);
    expect(traded.headers.get('cache-control')).toBe('no-store');
    expect(traded.body).toEqual({
      auth_token: expect.any(String), new_user: true, latestSubscription: null, experiments: expect.any(Array), client_id: 'web-code-1',
    });
    expect(traded.headers.get('x-anydo-auth')).toBe(traded.body.auth_token);
    expect((await api().request('GET', '/me', { token: traded.body.auth_token })).body.email).toBe(apple.nextAccount.email);

    // Used once: a second trade (a copied address, a replayed request) is refused.
    const again = await exchange(code, { client_id: 'web-code-1' });
    expect([again.status, again.body.code]).toEqual([400, 'INVALID_CODE']);
  });

  it('refuses a code traded by another device, and spends it', async () => {
    apple.nextAccount = { sub: newSubject(), email: uniqueEmail('apple-device') };
    const code = loginCode(await postBack(await authorizeAtApple(await startFlow('?client_id=web-device-1'))));
    for (const other of [{ client_id: 'someone-else' }, {}]) {
      const refused = await exchange(code, other);
      expect(refused.status).toBe(other.client_id ? 403 : 400);
    }
    expect((await exchange(code, { client_id: 'web-device-1' })).status).toBe(400);
  });

  it('refuses a made-up code and a malformed exchange', async () => {
    expect((await exchange('made-up-code')).body.code).toBe('INVALID_CODE');
    expect((await api().request('POST', '/apple-login-exchange', { body: { code: 'x', token: 'y' } })).status).toBe(400);
    expect((await api().request('POST', '/apple-login-exchange', { body: {} })).status).toBe(400);
  });

  it('limits exchanges per address', async () => {
    const limited = await startServer({ APPLE_CLIENT_ID: clientId, RATE_LIMIT_LOGIN_ADDRESS: '3/900' });
    try {
      const tries = [];
      for (let i = 0; i < 4; i += 1) tries.push(await limited.request('POST', '/apple-login-exchange', { body: { code: `guess-${i}` } }));
      expect(tries.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
      expect(Number(tries[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('refuses a return without the cookie of the browser that started the flow (login CSRF)', async () => {
    apple.nextAccount = { sub: newSubject(), email: uniqueEmail('apple-csrf') };
    const fields = await authorizeAtApple(await startFlow());
    const elsewhere = await postBack(fields, '');
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get('location')).toBe(failure);
    const otherFlow = flowCookie;
    await startFlow();
    expect((await postBack(fields, otherFlow.replace(/=.*/, '=not-the-hash'))).headers.get('location')).toBe(failure);
  });

  it('signs in once per state: a replayed return fails', async () => {
    apple.nextAccount = { sub: newSubject(), email: uniqueEmail('apple-replay') };
    const fields = await authorizeAtApple(await startFlow());
    const first = await postBack(fields);
    expect(loginCode(first)).toBeTruthy();
    const replay = await postBack(fields);
    expect(replay.headers.get('location')).toBe(failure);
  });

  it('sets the binding cookie HttpOnly, Secure, SameSite=None, only for the return address', async () => {
    const start = await api().request('GET', '/apple-login');
    const cookie = start.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Path=\/apple-login-web-redirect/);
  });

  it('accepts the answer in the query of a GET too', async () => {
    apple.nextAccount = { sub: newSubject(), email: uniqueEmail('apple-get') };
    const fields = await authorizeAtApple(await startFlow());
    const answer = await api().request('GET', `/apple-login-web-redirect?${new URLSearchParams(fields)}`, { headers: { cookie: flowCookie } });
    const me = await api().request('GET', '/me', { token: await loginToken(answer) });
    expect(me.status).toBe(200);
    // Without a name from Apple the email's local part stands in.
    expect(me.body.name).toBe(apple.nextAccount.email!.split('@')[0]);
  });

  it('links a verified email to the existing password account', async () => {
    const { token, email } = await signUp(api());
    const owner = await api().request('GET', '/me', { token });
    apple.nextAccount = { sub: newSubject(), email, email_verified: true };
    const me = await api().request('GET', '/me', { token: await loginToken(await postBack(await authorizeAtApple(await startFlow()))) });
    expect(me.body.id).toBe(owner.body.id);
  });

  it('does not take over an account for an email Apple has not verified', async () => {
    const { email } = await signUp(api());
    const sub = newSubject();
    apple.nextAccount = { sub, email, email_verified: false };
    const answer = await postBack(await authorizeAtApple(await startFlow()));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(failure);
    expect(await api().app.ctx.db.select().from(identities).where(eq(identities.subject, sub))).toHaveLength(0);
  });

  /** A started flow's fields with the id_token replaced, for the refusals below. */
  async function flowWithToken(claims: (nonce: string, sub: string) => Record<string, unknown>, options: Parameters<FakeApple['idToken']>[1] = {}) {
    const sub = newSubject();
    const location = await startFlow();
    const nonce = location.searchParams.get('nonce')!;
    const idToken = await apple.idToken({ sub, email: uniqueEmail('bad'), email_verified: true, nonce, ...claims(nonce, sub) }, options);
    return { sub, fields: { state: location.searchParams.get('state')!, code: 'c123', id_token: idToken } };
  }

  const nowSeconds = () => Math.floor(api().clock.now() / 1000);
  it.each([
    ['a token signed with a key Apple never published', () => flowWithToken(() => ({}), { key: apple.strangerKey })],
    ['a token for another app (audience)', () => flowWithToken(() => ({ aud: 'com.other.app' }))],
    ['a token from another issuer', () => flowWithToken(() => ({ iss: 'https://evil.example.com' }))],
    ['an expired token', () => flowWithToken(() => ({ iat: nowSeconds() - 3600 }), { expiresAt: nowSeconds() - 60 })],
    ['a token whose nonce is not the flow\'s', () => flowWithToken(() => ({ nonce: 'some-other-nonce-value' }))],
    ['a token without a nonce', () => flowWithToken(() => ({ nonce: undefined }))],
    ['a tampered state', async () => {
      const flow = await flowWithToken(() => ({}));
      const [payload, mac] = flow.fields.state.split('.');
      const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      forged.c = 'attacker-device';
      return { ...flow, fields: { ...flow.fields, state: `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}` } };
    }],
    ['a made-up state', async () => {
      const flow = await flowWithToken(() => ({}));
      return { ...flow, fields: { ...flow.fields, state: 'not-a-state' } };
    }],
    ['no id_token', async () => {
      const flow = await flowWithToken(() => ({}));
      return { ...flow, fields: { state: flow.fields.state, code: 'c1' } };
    }],
  ])('redirects with login_error for %s, and signs nobody in', async (_label, makeFlow) => {
    const { sub, fields } = await makeFlow();
    const answer = await postBack(fields);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(failure);
    expect(await api().app.ctx.db.select().from(identities).where(eq(identities.subject, sub))).toHaveLength(0);
  });

  it('redirects with login_error for a body it cannot read, never answering 4xx or 5xx', async () => {
    const plain = await api().request('POST', '/apple-login-web-redirect', { raw: 'hello', headers: { 'content-type': 'text/plain' } });
    expect([plain.status, plain.headers.get('location')]).toEqual([302, failure]);
    const json = await api().request('POST', '/apple-login-web-redirect', { body: { id_token: 1 } });
    expect([json.status, json.headers.get('location')]).toEqual([302, failure]);
    const empty = await api().request('GET', '/apple-login-web-redirect');
    expect([empty.status, empty.headers.get('location')]).toEqual([302, failure]);
  });

  // These two last, since they move the server's clock forward.
  it('refuses a code after its minute', async () => {
    apple.nextAccount = { sub: newSubject(), email: uniqueEmail('apple-late-code') };
    const code = loginCode(await postBack(await authorizeAtApple(await startFlow())));
    api().clock.advance(61_000);
    const late = await exchange(code);
    expect([late.status, late.body.code]).toEqual([400, 'INVALID_CODE']);
    expect(await api().app.ctx.db.select().from(loginCodes)).toEqual([]);
  });

  it('redirects with login_error when the state has expired', async () => {
    apple.nextAccount = { sub: newSubject(), email: uniqueEmail('late') };
    const location = await startFlow();
    api().clock.advance(11 * 60_000);
    const fields = await authorizeAtApple(location);
    const answer = await postBack(fields);
    expect(answer.headers.get('location')).toBe(failure);
  });
});
