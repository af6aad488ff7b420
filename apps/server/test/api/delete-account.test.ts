import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, sessions, subscriptions } from '../../src/db/schema.js';
import { signUp, startServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/60', RATE_LIMIT_LOGIN_PAIR: '3/60', RATE_LIMIT_LOGIN_ACCOUNT: '3/60' });
});
afterAll(async () => { await server.close(); });

const day = 86_400_000;
const unauthorized = { Error: 'Unauthorized request', code: 'UNAUTHORIZED' };

const userIdOf = async (token: string) => (await server.request('GET', '/me', { token })).body.id as string;

async function addSubscription(userId: string, fields: { isCanceled: boolean; expiresIn: number }) {
  const now = server.clock.now();
  await server.app.ctx.db.insert(subscriptions).values({
    id: randomBytes(16).toString('base64url'), userId, activePlan: 'premium_yearly', paymentProvider: 'stripe', planPeriod: 'year',
    isCanceled: fields.isCanceled, serverExpirationDate: now + fields.expiresIn, subscriptionDate: now - day,
  });
}

/** An account signed in on a second device too. */
async function accountOnTwoDevices(overrides: Record<string, unknown> = {}) {
  const account = await signUp(server, overrides);
  const second = await server.request('POST', '/login', { body: { email: account.email, password: account.password, client_id: 'second' } });
  expect(second.status).toBe(200);
  return { ...account, tokens: [account.token, second.body.auth_token as string] };
}

const deleteMe = (token: string, body: unknown) => server.request('DELETE', '/me', { token, body });

describe('DELETE /me', () => {
  it('deletes the account: every token stops working and the email can sign up again', async () => {
    const { email, password, tokens } = await accountOnTwoDevices({ create_predefined_data: { lists: true, label: true } });
    const userId = await userIdOf(tokens[0]!);
    const answer = await deleteMe(tokens[0]!, { email, password });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    for (const token of tokens) expect((await server.request('GET', '/me', { token })).status).toBe(401);
    const { db } = server.app.ctx;
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await db.select().from(categories).where(eq(categories.scopeId, userId))).toEqual([]);
    expect((await server.request('POST', '/login', { body: { email, password } })).status).toBe(401);

    const again = await signUp(server, { username: email, password: 'fresh start' });
    expect(await userIdOf(again.token)).not.toBe(userId);
  });

  it('accepts the email in any case and with spaces, and the password trimmed', async () => {
    const { email, token } = await signUp(server, { password: 'pw' });
    const answer = await deleteMe(token, { email: `  ${email.toUpperCase()} `, password: '  pw ' });
    expect(answer.status).toBe(200);
    expect((await server.request('GET', '/me', { token })).status).toBe(401);
  });

  it("answers 401 when the email is not the user's, and keeps the account", async () => {
    const { password, token } = await signUp(server);
    const other = await signUp(server);
    const answer = await deleteMe(token, { email: other.email, password });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthorized);
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
    expect((await server.request('GET', '/me', { token: other.token })).status).toBe(200);
  });

  it('answers 401 on a wrong or missing password, and keeps the account', async () => {
    const { email, token } = await signUp(server);
    for (const body of [{ email, password: 'wrong' }, { email }]) {
      const answer = await deleteMe(token, body);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized);
    }
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
  });

  it('limits password guesses per session, so a stolen token cannot test passwords at speed', async () => {
    const { email, password, token } = await signUp(server);
    for (let i = 0; i < 3; i += 1) expect((await deleteMe(token, { email, password: `guess ${i}` })).status).toBe(401);
    const blocked = await deleteMe(token, { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ Error: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
  });

  it('is not held back by wrong passwords tried at log-in on the account', async () => {
    const { email, password, token } = await signUp(server);
    for (let i = 0; i < 5; i += 1) {
      expect((await server.request('POST', '/login', { body: { email, password: `guess ${i}` } })).status).toBe(i < 3 ? 401 : 429);
    }
    expect((await deleteMe(token, { email, password })).status).toBe(200);
  });

  it('answers 403 PREMIUM_ACTIVE while a premium subscription is active and not canceled', async () => {
    const { email, password, token } = await signUp(server);
    await addSubscription(await userIdOf(token), { isCanceled: false, expiresIn: 30 * day });
    const answer = await deleteMe(token, { email, password });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ Error: 'Cancel your premium subscription before deleting your account', code: 'PREMIUM_ACTIVE' });
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
  });

  it('allows it once the subscription is canceled, even before it ends', async () => {
    const { email, password, token } = await signUp(server);
    await addSubscription(await userIdOf(token), { isCanceled: true, expiresIn: 30 * day });
    expect((await deleteMe(token, { email, password })).status).toBe(200);
    expect((await server.request('GET', '/me', { token })).status).toBe(401);
  });

  it('allows it when the subscription has ended', async () => {
    const { email, password, token } = await signUp(server);
    await addSubscription(await userIdOf(token), { isCanceled: false, expiresIn: -day });
    expect((await deleteMe(token, { email, password })).status).toBe(200);
  });

  it('refuses a body without an email or with unknown fields', async () => {
    const { email, password, token } = await signUp(server);
    expect((await deleteMe(token, { password })).status).toBe(400);
    expect((await deleteMe(token, { email, password, force: true })).status).toBe(400);
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
  });

  it("cannot delete another user's account with their credentials", async () => {
    const mine = await signUp(server);
    const theirs = await signUp(server);
    const answer = await deleteMe(mine.token, { email: theirs.email, password: theirs.password });
    expect(answer.status).toBe(401);
    expect((await server.request('GET', '/me', { token: theirs.token })).status).toBe(200);
    expect((await server.request('GET', '/me', { token: mine.token })).status).toBe(200);
  });

  it('answers 401 without a token and with a garbage token', async () => {
    const { email, password, token } = await signUp(server);
    for (const bad of [undefined, 'garbage-token']) {
      const answer = await server.request('DELETE', '/me', { token: bad, body: { email, password } });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized);
    }
    expect((await server.request('GET', '/me', { token })).status).toBe(200);
  });
});
