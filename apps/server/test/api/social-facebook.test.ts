import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, users } from '../../src/db/schema.js';
import { startFakeFacebook, type FakeFacebook } from '../fakes/oauth-providers.js';
import { signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';

const appId = '1234567890';
const appSecret = 'fb-app-secret-for-tests';
let facebook: FakeFacebook;
let server: TestServer;

beforeAll(async () => {
  facebook = await startFakeFacebook(appId, appSecret);
  server = await startServer({ FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret, FACEBOOK_GRAPH_URL: `${facebook.url}/v2.7` });
});
afterAll(async () => {
  await server?.close();
  await facebook?.close();
});

const newId = () => randomBytes(8).readBigUInt64BE().toString();
const fbLogIn = (accessToken: string, extra: Record<string, unknown> = {}) =>
  server.request('POST', '/fb-login', { body: { access_token: accessToken, referrer: '', ...extra } });

describe('POST /fb-login', () => {
  it('creates the account on the first sign-in and finds it on the second', async () => {
    const account = { id: newId(), name: 'Fay Book', email: uniqueEmail('fb') };
    const first = await fbLogIn(facebook.issueToken(account), { client_id: 'web-fb' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ new_user: true, client_id: 'web-fb', latestSubscription: null });
    const me = await server.request('GET', '/me', { token: first.body.auth_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: account.email, name: 'Fay Book', googleAvatarUrl: null });

    const second = await fbLogIn(facebook.issueToken(account));
    expect(second.status).toBe(200);
    expect(second.body.new_user).toBe(false);
    expect((await server.request('GET', '/me', { token: second.body.auth_token })).body.id).toBe(me.body.id);
    // The server proved its app secret on the profile call.
    expect(facebook.requests.some((r) => r.startsWith('/v2.7/me?') && r.includes('appsecret_proof='))).toBe(true);
  });

  it('links to an existing password account with the same email (the social network verifies emails)', async () => {
    const { token, email } = await signUp(server);
    const owner = await server.request('GET', '/me', { token });
    const answer = await fbLogIn(facebook.issueToken({ id: newId(), name: 'Someone', email }));
    expect(answer.status).toBe(200);
    expect(answer.body.new_user).toBe(false);
    expect((await server.request('GET', '/me', { token: answer.body.auth_token })).body.id).toBe(owner.body.id);
    const linked = await server.app.ctx.db.select().from(identities).where(eq(identities.userId, owner.body.id));
    expect(linked.map((l) => l.provider)).toEqual(['facebook']);
  });

  it('refuses with 401 an account that shared no email, and makes no account', async () => {
    const account = { id: newId(), name: 'Phone Only' };
    const answer = await fbLogIn(facebook.issueToken(account));
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('THIRD_PARTY_AUTH_FAILED');
    expect(answer.body.Error).toMatch(/no email/i);
    const linked = await server.app.ctx.db.select().from(identities).where(eq(identities.subject, account.id));
    expect(linked).toHaveLength(0);
  });

  it.each([
    ['a token made for another app', () => facebook.issueToken({ id: newId(), email: uniqueEmail() }, { appId: '999' })],
    ['a token the social network says is not valid', () => facebook.issueToken({ id: newId(), email: uniqueEmail() }, { valid: false })],
    ['a token it never issued', () => 'EAAmade-up'],
  ])('refuses %s with 401', async (_label, makeToken) => {
    const before = (await server.app.ctx.db.select().from(users)).length;
    const answer = await fbLogIn(makeToken());
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ Error: 'Sign-in with this account failed, please try again', code: 'THIRD_PARTY_AUTH_FAILED' });
    expect((await server.app.ctx.db.select().from(users)).length).toBe(before);
  });

  it.each(['error', 'drop'] as const)('answers 502 when the social network fails (%s)', async (outage) => {
    const token = facebook.issueToken({ id: newId(), email: uniqueEmail() });
    facebook.outage = outage;
    try {
      const answer = await fbLogIn(token);
      expect(answer.status).toBe(502);
      expect(answer.body.code).toBe('THIRD_PARTY_UNAVAILABLE');
    } finally {
      facebook.outage = 'none';
    }
  });

  it('reports the social network as offered', async () => {
    const answer = await server.request('GET', '/api/v1/auth/providers');
    expect(answer.body).toEqual({ google: false, facebook: true, apple: false, captcha: null, googleClientId: null, facebookAppId: appId, googleAuthorizeUrl: null, facebookAuthorizeUrl: 'https://www.facebook.com/v2.7/dialog/oauth' });
  });
});
