import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredExperiments } from '@taskhub/domain';
import { signUp, startServer, uniqueEmail, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

describe('POST /user (sign up)', () => {
  it('creates the account and answers the login response with the token also in X-Anydo-Auth', async () => {
    const email = uniqueEmail();
    const answer = await server.request('POST', '/user', {
      body: { name: 'Ann', username: `  ${email.toUpperCase()} `, password: 'secret pw', client_id: 'client-a', platform: 'web', referrer: '', requested_experiments: [], locale: 'en' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['auth_token', 'client_id', 'experiments', 'latestSubscription', 'new_user']);
    expect(answer.body.new_user).toBe(true);
    expect(answer.body.latestSubscription).toBeNull();
    expect(answer.body.client_id).toBe('client-a');
    expect(answer.body.auth_token.length).toBeGreaterThanOrEqual(22);
    expect(answer.headers.get('x-anydo-auth')).toBe(answer.body.auth_token);
    expect(answer.body.experiments.map((e: { name: string }) => e.name)).toEqual(expect.arrayContaining(requiredExperiments));

    const me = await server.request('GET', '/me', { token: answer.body.auth_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    expect(me.body.name).toBe('Ann');
    expect(me.body.onBoardingPending).toBe(true);
  });

  it.each([
    [{ name: '' }, 'Invalid name parameter'],
    [{ name: '   ' }, 'Invalid name parameter'],
    [{ name: undefined }, 'Invalid name parameter'],
    [{ name: 42 }, 'Invalid name parameter'],
    [{ password: '' }, 'Invalid password parameter'],
    [{ password: '  ' }, 'Invalid password parameter'],
    [{ password: undefined }, 'Invalid password parameter'],
    [{ username: 'not-an-email' }, 'Please enter a valid email'],
  ])('refuses %j with 400 %s', async (override, message) => {
    const body = { name: 'Ann', username: uniqueEmail(), password: 'pw', ...override };
    const answer = await server.request('POST', '/user', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: message, code: expect.any(String) });
  });

  it("answers 409 'User already exist' for a taken email, whatever its case", async () => {
    const { email } = await signUp(server);
    const answer = await server.request('POST', '/user', { body: { name: 'B', username: email.toUpperCase(), password: 'pw' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ Error: 'User already exist', code: 'USER_ALREADY_EXIST' });
  });

  it('refuses unknown fields', async () => {
    const answer = await server.request('POST', '/user', { body: { name: 'A', username: uniqueEmail(), password: 'pw', isPremium: true } });
    expect(answer.status).toBe(400);
    expect(answer.body.Error).toMatch(/isPremium/);
  });
});
