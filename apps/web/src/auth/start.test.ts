import { beforeEach, describe, expect, it } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { appleVerifierStorageKey, newAppleVerifier } from './apple-verifier.js';
import { carriesSignIn, moveFragmentTokenToQuery, startAuth } from './start.js';
import { loginResponse, setupAuth } from './testing/fixtures.js';

const at = (path: string) => ({ href: `https://app.example.com${path}` });

describe('start page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('"The third-party access token comes back in the URL fragment. It is moved into the query string."', () => {
    const url = moveFragmentTokenToQuery('https://app.example.com/?google_login=1#access_token=abc&token_type=Bearer&expires_in=3599');
    expect(url.searchParams.get('access_token')).toBe('abc');
    expect(url.hash).toBe('');
    expect(moveFragmentTokenToQuery('https://app.example.com/#/tasks').hash).toBe('#/tasks');
  });

  it('"With a login token in the URL: log in with it": the code is traded with the tab\'s verifier, which is cleared, then leaves the address', async () => {
    const { server, store } = setupAuth();
    const verifier = newAppleVerifier();
    const next = await startAuth(store, at('/?login_token=handed&tab=1'));
    expect(server.callsTo('POST', '/apple-login-exchange')[0]!.body).toMatchObject({ code: 'handed', code_verifier: verifier });
    expect(sessionStorage.getItem(appleVerifierStorageKey)).toBeNull();
    expect(server.callsTo('GET', '/me')[0]!.headers['x-anydo-auth']).toBe('token-new');
    expect(store.getState().session).toBe('loggedIn');
    expect(next).toBe('/?tab=1');
  });

  it('does not trade a code this tab did not ask for (a link made elsewhere): the earlier session stays, the code leaves the address', async () => {
    const { server, store } = setupAuth({ storedToken: 'victim' });
    expect(await startAuth(store, at('/?login_token=attackers-code'))).toBe('/');
    expect(server.callsTo('POST', '/apple-login-exchange')).toHaveLength(0);
    expect(server.callsTo('GET', '/me')[0]!.headers['x-anydo-auth']).toBe('victim');
    expect(store.getState()).toMatchObject({ token: 'victim', session: 'loggedIn' });
  });

  it('keeps the session it has when the code is refused (a verifier left from an unfinished sign-in met a code from elsewhere); the code leaves the address', async () => {
    const { server, store, storage } = setupAuth({ storedToken: 'older' });
    newAppleVerifier();
    server.on('POST', '/apple-login-exchange', serverError('INVALID_CODE'));
    expect(await startAuth(store, at('/?login_token=someone-elses&tab=1'))).toBe('/?tab=1');
    expect(server.callsTo('POST', '/apple-login-exchange')).toHaveLength(1);
    expect(server.callsTo('GET', '/me')[0]!.headers['x-anydo-auth']).toBe('older');
    expect(store.getState()).toMatchObject({ token: 'older', session: 'loggedIn' });
    expect(storage.getItem('taskhub.authToken')).toBe('older');
    expect(server.callsTo('POST', '/logout')).toHaveLength(0);
  });

  it('shows the sign-in screen when a code is refused and there is no session', async () => {
    const { server, store, storage } = setupAuth();
    newAppleVerifier();
    server.on('POST', '/apple-login-exchange', serverError('INVALID_CODE'));
    expect(await startAuth(store, at('/?login_token=bad'))).toBe('/');
    expect(store.getState()).toMatchObject({ token: null, session: 'loggedOut' });
    expect(storage.getItem('taskhub.authToken')).toBeNull();
  });

  it('"With a social-network ... return marker: finish that login"; marker and token are removed', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/fb-login', ok(loginResponse()));
    const next = await startAuth(store, at('/welcome?fb_login=1#access_token=fb-tok&expires_in=5000'));
    expect(server.callsTo('POST', '/fb-login')[0]!.body).toMatchObject({ access_token: 'fb-tok' });
    expect(store.getState().session).toBe('loggedIn');
    expect(next).toBe('/welcome');
  });

  it('"With a ... Google return marker: finish that login"', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/google-login', ok(loginResponse()));
    const next = await startAuth(store, at('/?google_login=1#access_token=g-tok&token_type=Bearer'));
    expect(server.callsTo('POST', '/google-login')[0]!.body).toMatchObject({ access_token: 'g-tok' });
    expect(next).toBe('/');
  });

  it('"on failure, fall back to refreshing the user from the server": a cancelled Google login keeps the earlier session', async () => {
    const { server, store } = setupAuth({ storedToken: 'earlier' });
    const next = await startAuth(store, at('/?google_login=1#error=access_denied'));
    expect(server.callsTo('POST', '/google-login')).toHaveLength(0);
    expect(server.callsTo('GET', '/me')[0]!.headers['x-anydo-auth']).toBe('earlier');
    expect(store.getState().session).toBe('loggedIn');
    expect(next).toBe('/');
  });

  it('a failed third-party login shows the third-party error', async () => {
    const { server, store } = setupAuth();
    server.on('POST', '/google-login', serverError('THIRD_PARTY_AUTH_FAILED'));
    await startAuth(store, at('/?google_login=1#access_token=g-tok'));
    expect(store.getState()).toMatchObject({ status: 'THIRD_PARTY_ERROR', session: 'loggedOut' });
  });

  it('"If an auth token exists but there are no user details: refresh them"', async () => {
    const { server, store } = setupAuth({ storedToken: 'stored' });
    expect(await startAuth(store, at('/my-day'))).toBeNull();
    expect(server.callsTo('GET', '/me')).toHaveLength(1);
    expect(store.getState().session).toBe('loggedIn');
  });

  it('"on failure, log out" after a refused refresh; an offline start keeps the token (SPEC.md section 8)', async () => {
    const refused = setupAuth({ storedToken: 'stored' });
    refused.server.on('GET', '/me', serverError('UNAUTHORIZED'));
    await startAuth(refused.store, at('/'));
    expect(refused.store.getState()).toMatchObject({ token: null, session: 'loggedOut' });

    const offline = setupAuth({ storedToken: 'stored' });
    offline.server.on('GET', '/me', 'network-error');
    await startAuth(offline.store, at('/'));
    expect(offline.store.getState()).toMatchObject({ token: 'stored', status: 'NETWORK_UNAVAILABLE' });
    expect(offline.server.callsTo('POST', '/logout')).toHaveLength(0);
  });

  it('without a token or marker it calls nothing and leaves the address alone', async () => {
    const { server, store } = setupAuth();
    expect(await startAuth(store, at('/?q=a%20b#/x'))).toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});

describe('carriesSignIn', () => {
  it('tells an address that hands over a sign-in from a plain one', () => {
    expect(carriesSignIn('https://app.example/?login_token=abc')).toBe(true);
    expect(carriesSignIn('https://app.example/?google_login=1#access_token=xyz&token_type=Bearer')).toBe(true);
    expect(carriesSignIn('https://app.example/?fb_login=1#error=access_denied')).toBe(true);
    expect(carriesSignIn('https://app.example/')).toBe(false);
    expect(carriesSignIn('https://app.example/?list=personal#section')).toBe(false);
  });
});
