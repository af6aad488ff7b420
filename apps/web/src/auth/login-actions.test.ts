import { requiredExperiments } from '@taskhub/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { isNewUser } from './selectors.js';
import { loginResponse, setupAuth, wireSubscription } from './testing/fixtures.js';

const baseFields = {
  platform: 'web',
  referrer: 'PS_partner',
  requested_experiments: [...requiredExperiments],
  create_predefined_data: { lists: true, label: true },
  client_id: 'client-1',
  locale: 'de',
  timezone: 'Europe/Berlin',
};

describe('sign up', () => {
  beforeEach(() => localStorage.clear());

  it('POSTs /user with the base fields, name, username (the email) and password', async () => {
    const { server, store } = setupAuth();
    expect(await store.getState().signUp({ name: 'Ada', email: ' ada@example.com ', password: 'secret' })).toBe('done');
    expect(server.callsTo('POST', '/user')[0]!.body).toEqual({ ...baseFields, name: 'Ada', username: 'ada@example.com', password: 'secret' });
  });

  it('sends the captcha as captcha_method google_recaptcha with captcha_params {token, site_key, action}', async () => {
    const { server, store } = setupAuth();
    await store.getState().signUp({ name: 'Ada', email: 'ada@example.com', password: 'secret', captcha: { token: 't', siteKey: 'k', action: 'signup' } });
    expect(server.callsTo('POST', '/user')[0]!.body).toMatchObject({
      captcha_method: 'google_recaptcha', captcha_params: { token: 't', site_key: 'k', action: 'signup' },
    });
  });

  it('isNewUser comes from the login response\'s new_user', async () => {
    const { store } = setupAuth();
    await store.getState().signUp({ name: 'Ada', email: 'ada@example.com', password: 'secret' });
    expect(isNewUser(store.getState())).toBe(true);
  });

  it('"The name must not be blank, otherwise \'Invalid name parameter\'" (no server call)', async () => {
    const { server, store } = setupAuth();
    expect(await store.getState().signUp({ name: '  ', email: 'ada@example.com', password: 'secret' })).toBe('failed');
    expect(store.getState().status).toBe('INVALID_PARAMATER');
    expect(store.getState().lastError?.message).toBe('Invalid name parameter');
    expect(server.requests).toHaveLength(0);
  });

  it('"The password must not be blank, otherwise \'Invalid password parameter\'"', async () => {
    const { server, store } = setupAuth();
    await store.getState().signUp({ name: 'Ada', email: 'ada@example.com', password: ' ' });
    expect(store.getState().lastError).toMatchObject({ code: 'INVALID_PARAMATER', message: 'Invalid password parameter' });
    expect(server.requests).toHaveLength(0);
  });

  it('a taken email gives USER_ALREADY_EXIST; a required captcha keeps the server code', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/user', serverError('USER_ALREADY_EXIST'));
    await store.getState().signUp({ name: 'Ada', email: 'ada@example.com', password: 'secret' });
    expect(store.getState().status).toBe('USER_ALREADY_EXIST');
    store.getState().resetError();
    server.on('POST', '/user', serverError('CAPTCHA_REQUIRED'));
    await store.getState().signUp({ name: 'Ada', email: 'ada@example.com', password: 'secret' });
    expect(store.getState().lastError).toMatchObject({ code: 'FORBIDDEN', serverCode: 'CAPTCHA_REQUIRED' });
  });
});

describe('log in', () => {
  beforeEach(() => localStorage.clear());

  it('"The email and the password are trimmed"; "On login the time zone is sent to the server"', async () => {
    const { server, store } = setupAuth();
    await store.getState().logIn({ email: '  ada@example.com ', password: ' secret  ' });
    expect(server.callsTo('POST', '/login')[0]!.body).toEqual({ ...baseFields, email: 'ada@example.com', password: 'secret' });
  });

  it('keeps the login response\'s subscription and checked experiments, and fetches the user with the new token', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/login', ok(loginResponse({
      latestSubscription: wireSubscription(),
      experiments: [{ name: 'WEB_OB_GPT', group: 'variant', properties: {} }, { name: 'broken' }],
    })));
    await store.getState().logIn({ email: 'ada@example.com', password: 'secret' });
    expect(store.getState().subscription?.paymentProvider).toBe('stripe');
    expect(store.getState().experiments).toEqual([{ name: 'WEB_OB_GPT', group: 'variant', properties: {} }]);
    expect(server.callsTo('GET', '/me')[0]!.headers['x-anydo-auth']).toBe('token-new');
    expect(isNewUser(store.getState())).toBe(false);
  });
});

describe('third-party log in', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['googleLogIn', '/google-login'],
    ['facebookLogIn', '/fb-login'],
  ] as const)('%s POSTs %s with access_token, referrer and the base fields', async (action, path) => {
    const { server, store } = setupAuth();
    server.on('POST', path, ok(loginResponse()));
    expect(await store.getState()[action]('provider-token')).toBe('done');
    expect(server.callsTo('POST', path)[0]!.body).toEqual({ access_token: 'provider-token', ...baseFields });
    expect(store.getState().session).toBe('loggedIn');
  });

  it('"Third-party login failures give a third-party error", keeping the server\'s message and code', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/google-login', serverError('PROVIDER_NOT_CONFIGURED', 'Google sign-in is not configured on this server'));
    await store.getState().googleLogIn('provider-token');
    expect(store.getState().status).toBe('THIRD_PARTY_ERROR');
    expect(store.getState().lastError).toMatchObject({
      message: 'Google sign-in is not configured on this server', serverCode: 'PROVIDER_NOT_CONFIGURED',
    });
    server.on('POST', '/fb-login', 'network-error');
    await store.getState().facebookLogIn('provider-token');
    expect(store.getState().status).toBe('THIRD_PARTY_ERROR');
  });
});

describe('login with the code from the start page (Apple\'s return)', () => {
  beforeEach(() => localStorage.clear());

  it('trades the code with this tab\'s verifier at POST /apple-login-exchange as this device, then takes the login response', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/apple-login-exchange', ok(loginResponse({ latestSubscription: wireSubscription(), new_user: true })));
    expect(await store.getState().loginWithCode('one-minute-code', 'the-verifier')).toBe('done');
    expect(server.callsTo('POST', '/apple-login-exchange')[0]!.body).toEqual({
      code: 'one-minute-code', code_verifier: 'the-verifier', client_id: 'client-1', platform: 'web', requested_experiments: [...requiredExperiments],
    });
    expect(server.callsTo('GET', '/me')[0]!.headers['x-anydo-auth']).toBe('token-new');
    expect(store.getState()).toMatchObject({ token: 'token-new', session: 'loggedIn', status: 'LOGGED_IN', isNewUser: true });
    expect(store.getState().subscription?.subscriptionData).toEqual({ subscriptionId: 'sub_123' });
    expect(store.getState().experiments).toEqual([{ name: 'WEB_OB_GPT', group: 'variant', properties: {} }]);
  });

  it('a refused code (used, expired, another browser\'s) leaves the session there was', async () => {
    const { server, store, storage } = setupAuth({ storedToken: 'old' });
    server.on('POST', '/apple-login-exchange', serverError('INVALID_CODE'));
    expect(await store.getState().loginWithCode('spent-code', 'the-verifier')).toBe('failed');
    expect(server.callsTo('GET', '/me')).toHaveLength(0);
    expect(store.getState()).toMatchObject({ token: 'old', status: 'INVALID_PARAMATER' });
    expect(storage.getItem('taskhub.authToken')).toBe('old');
  });
});
