import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleGrants } from '../../src/db/schema.js';
import { openSecret } from '../../src/security/secret-box.js';
import { startFakeGoogleTokenEndpoint, type FakeGoogleTokenEndpoint } from '../fakes/google-oauth-token.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { userIdOf } from '../subscriptions-fixture.js';

let server: TestServer;
let google: FakeGoogleTokenEndpoint;
beforeAll(async () => {
  google = await startFakeGoogleTokenEndpoint();
  server = await startServer({ ...google.env(), RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' });
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

const exchange = (token: string, body: unknown) => server.request('POST', '/me/exchange-google-tokens', { token, body });
const accessToken = (token: string) => server.request('GET', '/me/get-google-access-token', { token });

async function grantRow(token: string) {
  const [row] = await server.app.ctx.db.select().from(googleGrants).where(eq(googleGrants.userId, await userIdOf(server, token)));
  return row;
}

/** An account with the calendar connected. */
async function connected() {
  const { token } = await signUp(server);
  const { code, refreshToken } = google.issueCode();
  expect((await exchange(token, { code })).status).toBe(200);
  return { token, refreshToken };
}

describe('Google calendar tokens', () => {
  it.each([
    ['POST', '/me/exchange-google-tokens'], ['GET', '/me/get-google-access-token'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const answer = await server.request(method, path, method === 'POST' ? { body: { code: 'c' } } : {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ Error: 'Unauthorized request', code: 'UNAUTHORIZED' });
  });

  it('exchanges the popup code, keeps the refresh token encrypted, and answers an access token', async () => {
    const { token } = await signUp(server);
    const { code, refreshToken } = google.issueCode();
    const answer = await exchange(token, { code });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ access_token: expect.stringMatching(/^ya29\./), expires_in: 3599 });
    expect(google.requests.at(-1)).toEqual({
      grant_type: 'authorization_code', code, redirect_uri: 'postmessage', client_id: google.clientId, client_secret: google.clientSecret,
    });

    const row = await grantRow(token);
    expect(row!.refreshTokenEncrypted).not.toContain(refreshToken.slice(3));
    expect(openSecret(server.app.ctx.secretKey, row!.refreshTokenEncrypted)).toBe(refreshToken);
    expect(row!.scope).toContain('auth/calendar');
  });

  it('answers a fresh access token from the stored grant', async () => {
    const { token, refreshToken } = await connected();
    const first = await accessToken(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ access_token: expect.stringMatching(/^ya29\./), expires_in: 3599 });
    expect(google.requests.at(-1)).toEqual({
      grant_type: 'refresh_token', refresh_token: refreshToken, client_id: google.clientId, client_secret: google.clientSecret,
    });
    const second = await accessToken(token);
    expect(second.body.access_token).not.toBe(first.body.access_token);
  });

  it("answers 404 without a grant, and does not lend another user's", async () => {
    await connected();
    const { token } = await signUp(server);
    const answer = await accessToken(token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ Error: 'The calendar is not connected', code: 'NOT_FOUND' });
  });

  it('keeps the stored grant when a later consent sends no refresh token', async () => {
    const { token, refreshToken } = await connected();
    const { code } = google.issueCode({ withRefreshToken: false });
    expect((await exchange(token, { code })).status).toBe(200);
    expect((await accessToken(token)).status).toBe(200);
    expect(google.requests.at(-1)!.refresh_token).toBe(refreshToken);
  });

  it('a second connection replaces the grant', async () => {
    const { token } = await connected();
    const { code, refreshToken } = google.issueCode();
    expect((await exchange(token, { code })).status).toBe(200);
    expect(openSecret(server.app.ctx.secretKey, (await grantRow(token))!.refreshTokenEncrypted)).toBe(refreshToken);
  });

  it('answers CALENDAR_GRANT_REFUSED (400, so the client keeps its session) for a code Google refuses, and stores nothing', async () => {
    const { token } = await signUp(server);
    const answer = await exchange(token, { code: '4/not-a-code' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      Error: 'Google refused the calendar authorisation, please connect the calendar again', code: 'CALENDAR_GRANT_REFUSED',
    });
    expect(await grantRow(token)).toBeUndefined();
  });

  it('forgets a grant Google revoked', async () => {
    const { token, refreshToken } = await connected();
    google.revoke(refreshToken);
    const refused = await accessToken(token);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CALENDAR_GRANT_REFUSED');
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
    expect(await grantRow(token)).toBeUndefined();
    expect((await accessToken(token)).status).toBe(404);
  });

  it('answers THIRD_PARTY_UNAVAILABLE while Google is down, and keeps the grant', async () => {
    const { token } = await connected();
    const { code } = google.issueCode();
    google.failing = true;
    try {
      for (const answer of [await exchange(token, { code }), await accessToken(token)]) {
        expect(answer.status).toBe(502);
        expect(answer.body).toEqual({ Error: 'Google did not answer, please try again', code: 'THIRD_PARTY_UNAVAILABLE' });
      }
    } finally {
      google.failing = false;
    }
    expect((await accessToken(token)).status).toBe(200);
  });

  it.each([
    [{}, 'Invalid code parameter'],
    [{ code: '' }, 'Invalid code parameter'],
    [{ code: '   ' }, 'Invalid code parameter'],
    [{ code: 42 }, 'Invalid code parameter'],
    [{ code: 'x'.repeat(2049) }, 'Invalid code parameter'],
    [{ code: '4/abc', redirect_uri: 'https://evil.example' }, 'Unknown parameter: redirect_uri'],
  ])('exchange refuses %j', async (body, message) => {
    const { token } = await signUp(server);
    const before = google.requests.length;
    const answer = await exchange(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: message, code: 'BAD_REQUEST' });
    expect(google.requests.length).toBe(before);
  });
});
