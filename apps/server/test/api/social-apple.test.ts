import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, identities, sessions } from '../../src/db/schema.js';
import type { FakeApple } from '../fakes/apple.js';
import { signUp, uniqueEmail, type TestServer } from '../harness.js';
import {
  appleClientId as clientId, appleFailure as failure, applePublicUrl as publicUrl, authorizeAtApple, challengeOf, exchange,
  loginCode, postBack as postBackTo, startAppleFixture, startFlow as startFlowAt, type AppleFixture,
} from '../apple-fixture.js';

let fixture: AppleFixture | undefined;
let apple: FakeApple;
beforeAll(async () => {
  fixture = await startAppleFixture();
  apple = fixture.apple;
});
afterAll(async () => {
  await fixture?.close();
});

const api = (): TestServer => fixture!.server;
const newSubject = () => `001234.${randomBytes(8).toString('hex')}.0101`;

/** The binding cookie and verifier of the last flow started, as the browser would keep them. */
let flowCookie = '';
let flowVerifier = '';

/** GET /apple-login: where the server sends the browser (it keeps the binding cookie and verifier, as a browser would). */
async function startFlow(options: { locale?: string } = {}) {
  const flow = await startFlowAt(api(), options);
  flowCookie = flow.cookie;
  flowVerifier = flow.verifier;
  return flow.location;
}

const postBack = (fields: Record<string, string>, cookie = flowCookie) => postBackTo(api(), fields, cookie);

/** The session token the web client gets for a redirect: it trades the code with its verifier and its client id. */
async function loginToken(answer: { status: number; headers: Headers }, clientIdOfTab = 'web-tab') {
  const traded = await exchange(api(), loginCode(answer), { code_verifier: flowVerifier, client_id: clientIdOfTab });
  expect(traded.status).toBe(200);
  return traded.body.auth_token as string;
}

describe('GET /apple-login', () => {
  it('sends the browser to Apple with the client id, return address, form_post and a signed state and nonce', async () => {
    const start = await api().request('GET', `/apple-login?code_challenge=${challengeOf('v'.repeat(43))}&code_challenge_method=S256`);
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

  it('starts only with a code challenge, so no code exists that is bound to nobody', async () => {
    for (const query of ['', '?client_id=web-1', '?code_challenge=short', `?code_challenge=${challengeOf('x'.repeat(43))}&code_challenge_method=plain`]) {
      const refused = await api().request('GET', `/apple-login${query}`);
      expect([refused.status, refused.headers.get('location')], query).toEqual([400, null]);
    }
  });
});

describe('/apple-login-web-redirect', () => {
  it('creates the account on the first return, with starter data, and signs the same account in again', async () => {
    const email = uniqueEmail('apple');
    apple.nextAccount = { sub: newSubject(), email, firstName: 'Ann', lastName: 'Apple' };
    const fields = await authorizeAtApple(await startFlow({ locale: 'en' }));
    expect(fields.user).toBeDefined();
    const token = await loginToken(await postBack(fields), 'web-apple-1');

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
    const start = await api().request('GET', `/apple-login?code_challenge=${challengeOf('c'.repeat(43))}`);
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
      forged.p = challengeOf('attacker-verifier-of-43-characters-or-more-xx');
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

  // Last, since it moves the server's clock forward.
  it('redirects with login_error when the state has expired', async () => {
    apple.nextAccount = { sub: newSubject(), email: uniqueEmail('late') };
    const location = await startFlow();
    api().clock.advance(11 * 60_000);
    const fields = await authorizeAtApple(location);
    const answer = await postBack(fields);
    expect(answer.headers.get('location')).toBe(failure);
  });
});
