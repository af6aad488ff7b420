import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, identities, labels, users } from '../../src/db/schema.js';
import { startFakeGoogle, type FakeGoogle } from '../fakes/oauth-providers.js';
import { signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';

const clientId = 'taskhub-web.apps.googleusercontent.com';
let google: FakeGoogle;
let server: TestServer;

beforeAll(async () => {
  google = await startFakeGoogle(clientId);
  server = await startServer({
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_TOKENINFO_URL: `${google.url}/tokeninfo`,
    GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
  });
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

const newSubject = () => `1${randomBytes(8).toString('hex')}`;
const googleLogIn = (accessToken: string, extra: Record<string, unknown> = {}) =>
  server.request('POST', '/google-login', { body: { access_token: accessToken, referrer: '', ...extra } });

describe('POST /google-login', () => {
  it('creates the account on the first sign-in and finds it on the second', async () => {
    const email = uniqueEmail('g');
    const account = { sub: newSubject(), email, email_verified: true, name: 'Gina Google', picture: 'https://lh3.example.com/photo.jpg' };
    const first = await googleLogIn(google.issueToken(account), { client_id: 'web-g1', locale: 'de', platform: 'web' });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['auth_token', 'client_id', 'experiments', 'latestSubscription', 'new_user']);
    expect(first.body.new_user).toBe(true);
    expect(first.body.client_id).toBe('web-g1');
    expect(first.headers.get('x-anydo-auth')).toBe(first.body.auth_token);

    const me = await server.request('GET', '/me', { token: first.body.auth_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, name: 'Gina Google', googleAvatarUrl: account.picture });
    const [row] = await server.app.ctx.db.select().from(users).where(eq(users.id, me.body.id));
    expect(row).toMatchObject({ passwordHash: null, locale: 'de' });

    const second = await googleLogIn(google.issueToken(account));
    expect(second.status).toBe(200);
    expect(second.body.new_user).toBe(false);
    const again = await server.request('GET', '/me', { token: second.body.auth_token });
    expect(again.body.id).toBe(me.body.id);
    // The token went to Google's tokeninfo, and only the server's calls reached the fake.
    expect(google.requests.some((r) => r.startsWith('/tokeninfo?access_token='))).toBe(true);
  });

  it('makes the starter lists and labels when asked, in the requested locale', async () => {
    const account = { sub: newSubject(), email: uniqueEmail('g'), email_verified: true };
    const answer = await googleLogIn(google.issueToken(account), { create_predefined_data: { lists: true, label: true }, locale: 'en' });
    expect(answer.status).toBe(200);
    const me = await server.request('GET', '/me', { token: answer.body.auth_token });
    const { db } = server.app.ctx;
    expect((await db.select().from(categories).where(eq(categories.scopeId, me.body.id))).length).toBeGreaterThan(0);
    expect((await db.select().from(labels).where(eq(labels.scopeId, me.body.id))).length).toBeGreaterThan(0);
    // Without a name from the provider the email's local part stands in.
    expect(me.body.name).toBe(account.email.split('@')[0]);
  });

  it('links a verified email to the existing password account and signs into it, ending the unproven password access', async () => {
    const { token, email, password } = await signUp(server);
    const owner = await server.request('GET', '/me', { token });
    const answer = await googleLogIn(google.issueToken({ sub: newSubject(), email: email.toUpperCase(), email_verified: true, name: 'Other' }));
    expect(answer.status).toBe(200);
    expect(answer.body.new_user).toBe(false);
    const me = await server.request('GET', '/me', { token: answer.body.auth_token });
    expect(me.body.id).toBe(owner.body.id);
    expect(me.body.name).toBe('Test User');
    const linked = await server.app.ctx.db.select().from(identities).where(and(eq(identities.provider, 'google'), eq(identities.userId, owner.body.id)));
    expect(linked).toHaveLength(1);
    // Whoever made the password account may not be the address's owner: their password and sessions end.
    expect((await server.request('POST', '/login', { body: { email, password } })).status).toBe(401);
    expect((await server.request('GET', '/me', { token })).status).toBe(401);
    expect((await server.request('GET', '/me', { token: answer.body.auth_token })).status).toBe(200);
  });

  it('answers 409 when the email is taken and Google has not verified it', async () => {
    const { token, email } = await signUp(server);
    const answer = await googleLogIn(google.issueToken({ sub: newSubject(), email, email_verified: false }));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ Error: 'User already exist', code: 'USER_ALREADY_EXIST' });
    const me = await server.request('GET', '/me', { token });
    const linked = await server.app.ctx.db.select().from(identities).where(eq(identities.userId, me.body.id));
    expect(linked).toHaveLength(0);
  });

  it('refuses with 401 an account that shared no email', async () => {
    const answer = await googleLogIn(google.issueToken({ sub: newSubject(), name: 'No Mail' }));
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('THIRD_PARTY_AUTH_FAILED');
    expect(answer.body.Error).toMatch(/no email/i);
  });

  it.each([
    ['a token made for another app', () => google.issueToken({ sub: newSubject(), email: uniqueEmail(), email_verified: true }, { audience: 'evil.apps.googleusercontent.com' })],
    ['an expired token', () => google.issueToken({ sub: newSubject(), email: uniqueEmail(), email_verified: true }, { expiresInSeconds: -10 })],
    ['a token Google never issued', () => 'ya29.made-up'],
  ])('refuses %s with 401', async (_label, makeToken) => {
    const answer = await googleLogIn(makeToken());
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ Error: 'Sign-in with this account failed, please try again', code: 'THIRD_PARTY_AUTH_FAILED' });
  });

  it.each(['error', 'drop'] as const)('answers 502 when Google fails (%s)', async (outage) => {
    const token = google.issueToken({ sub: newSubject(), email: uniqueEmail(), email_verified: true });
    google.outage = outage;
    try {
      const answer = await googleLogIn(token);
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ Error: 'The sign-in provider did not answer, please try again', code: 'THIRD_PARTY_UNAVAILABLE' });
    } finally {
      google.outage = 'none';
    }
  });

  it('makes one account when first sign-ins race, and none of them fails', async () => {
    const account = { sub: newSubject(), email: uniqueEmail('race'), email_verified: true };
    const answers = await Promise.all([1, 2, 3, 4].map((n) => googleLogIn(google.issueToken(account), { client_id: `race-${n}` })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.new_user)).toHaveLength(1);
    const rows = await server.app.ctx.db.select().from(users).where(eq(users.email, account.email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a body without access_token, and unknown fields', async () => {
    expect((await server.request('POST', '/google-login', { body: { referrer: '' } })).status).toBe(400);
    const extra = await googleLogIn('x', { is_admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.Error).toMatch(/is_admin/);
  });

  it('reports Google as offered', async () => {
    const answer = await server.request('GET', '/api/v1/auth/providers');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ google: true, facebook: false, apple: false, captcha: null, googleClientId: clientId, facebookAppId: null, googleAuthorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', facebookAuthorizeUrl: null });
  });
});
