import { describe, expect, it } from 'vitest';
import { AuthError, authErrorFromResponse } from '../api/auth-error.js';
import type { HttpClient } from '../api/http.js';
import { createFakePush } from './testing/fake-push.js';
import {
  applicationServerKey, disablePush, enablePush, onSubscriptionChanged, pushState, releasePush, resendPush, subscriptionBody,
  type PushEnvironment,
} from './web-push.js';

const publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** An API that records calls; `fail` makes one route reject like the HTTP client does. */
function fakeApi(fail: Record<string, Error> = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const http: HttpClient = {
    async request(method, path, body) {
      calls.push({ method, path, body });
      const error = fail[`${method} ${path}`];
      if (error) throw error;
      return path === '/api/v1/push/public-key' ? { publicKey } : {};
    },
  };
  return { http, calls };
}

const serverDown = () => new AuthError({ code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'Server error', serverCode: 'INTERNAL' });
const offline = () => new AuthError({ code: 'NETWORK_UNAVAILABLE', status: 0, message: 'Network is unavailable' });

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key to the 65-byte uncompressed point', () => {
    const bytes = applicationServerKey(publicKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')).toBe(publicKey);
  });
});

describe('subscriptionBody', () => {
  it('keeps only the endpoint and keys', () => {
    expect(subscriptionBody({ endpoint: 'https://p/1', expirationTime: null, keys: { p256dh: 'a', auth: 'b' } })).toEqual({ endpoint: 'https://p/1', keys: { p256dh: 'a', auth: 'b' } });
  });

  it('refuses a subscription without keys', () => {
    expect(() => subscriptionBody({ endpoint: 'https://p/1' })).toThrow();
  });
});

describe('enablePush and disablePush', () => {
  it('asks permission, subscribes with the server key and saves the subscription; disabling removes both', async () => {
    const browser = createFakePush({ permission: 'default' });
    const api = fakeApi();
    expect(await pushState(browser.env)).toBe('off');
    expect(await enablePush(api.http, browser.env)).toBe('on');
    expect(browser.current()!.options.userVisibleOnly).toBe(true);
    expect(browser.current()!.options.applicationServerKey).toHaveLength(65);
    expect(api.calls.at(-1)).toEqual({ method: 'POST', path: '/api/v1/push-subscriptions', body: { endpoint: 'https://push.example.com/sub-1', keys: { p256dh: 'p256dh-1', auth: 'auth-1' } } });
    expect(await pushState(browser.env)).toBe('on');

    expect(await disablePush(api.http, browser.env)).toBe('off');
    expect(api.calls.at(-1)).toEqual({ method: 'DELETE', path: '/api/v1/push-subscriptions', body: { endpoint: 'https://push.example.com/sub-1' } });
    expect(browser.current()).toBeNull();
  });

  it('does not subscribe when permission is refused, or when the browser has no push', async () => {
    const refused = createFakePush({ permission: 'default', answer: 'denied' });
    const api = fakeApi();
    expect(await enablePush(api.http, refused.env)).toBe('denied');
    expect(api.calls).toEqual([]);
    expect(await pushState({ ...refused.env, hasPushManager: false })).toBe('unsupported');
  });

  it('drops a new subscription the server did not take, so the browser does not read as on', async () => {
    const browser = createFakePush({ permission: 'granted' });
    const api = fakeApi({ 'POST /api/v1/push-subscriptions': serverDown() });
    await expect(enablePush(api.http, browser.env)).rejects.toThrow('Server error');
    expect(browser.current()).toBeNull();
    expect(await pushState(browser.env)).toBe('off');
  });

  it('keeps a subscription the browser already had when the server does not take it again', async () => {
    const browser = createFakePush({ permission: 'granted', subscribed: true });
    const api = fakeApi({ 'POST /api/v1/push-subscriptions': serverDown() });
    await expect(enablePush(api.http, browser.env)).rejects.toThrow();
    expect(browser.current()?.endpoint).toBe('https://push.example.com/sub-1');
  });
});

/** An API where another account holds the browser's first endpoint (sub-1), as the server keeps it with its owner. */
function apiWithTakenEndpoint() {
  const api = fakeApi();
  const taken = authErrorFromResponse(409, { Error: 'Taken', code: 'PUSH_SUBSCRIPTION_TAKEN' });
  const request = api.http.request.bind(api.http);
  api.http.request = async (method, path, body) => {
    const answer = await request(method, path, body);
    if (method === 'POST' && (body as { endpoint: string }).endpoint.endsWith('/sub-1')) throw taken;
    return answer;
  };
  return api;
}

describe('a browser another account left subscribed', () => {
  it.each([
    ['enablePush', (api: ReturnType<typeof fakeApi>, env: PushEnvironment) => enablePush(api.http, env)],
    ['resendPush', (api: ReturnType<typeof fakeApi>, env: PushEnvironment) => resendPush(api.http, env)],
  ])('%s drops that subscription and saves a new one of its own', async (_name, save) => {
    const browser = createFakePush({ permission: 'granted', subscribed: true });
    const api = apiWithTakenEndpoint();
    await save(api, browser.env);
    expect(browser.current()?.endpoint).toBe('https://push.example.com/sub-2');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => (call.body as { endpoint: string }).endpoint))
      .toEqual(['https://push.example.com/sub-1', 'https://push.example.com/sub-2']);
    expect(await pushState(browser.env)).toBe('on');
  });
});

describe('releasePush (sign-out)', () => {
  it('removes the subscription on the server and in the browser', async () => {
    const browser = createFakePush({ permission: 'granted', subscribed: true });
    const api = fakeApi();
    await releasePush(api.http, browser.env);
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/api/v1/push-subscriptions', body: { endpoint: 'https://push.example.com/sub-1' } }]);
    expect(browser.current()).toBeNull();
  });

  it('still drops the browser subscription offline, without throwing', async () => {
    const browser = createFakePush({ permission: 'granted', subscribed: true });
    await expect(releasePush(fakeApi({ 'DELETE /api/v1/push-subscriptions': offline() }).http, browser.env)).resolves.toBeUndefined();
    expect(browser.current()).toBeNull();
  });

  it('gives up after the timeout when the browser never answers', async () => {
    const stuck: PushEnvironment = {
      hasPushManager: true,
      notification: { permission: 'granted', requestPermission: async () => 'granted' },
      serviceWorker: { ...createFakePush().env.serviceWorker!, getRegistration: () => new Promise<undefined>(() => undefined) },
    };
    const started = Date.now();
    await releasePush(fakeApi().http, stuck, 30);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does nothing in a browser without push', async () => {
    const api = fakeApi();
    await releasePush(api.http, createFakePush({ supported: false }).env);
    expect(api.calls).toEqual([]);
  });
});

describe('renewed subscriptions', () => {
  it('re-sends the current subscription only while push is on', async () => {
    const browser = createFakePush({ permission: 'granted', subscribed: true });
    const api = fakeApi();
    browser.rotate();
    expect(await resendPush(api.http, browser.env)).toBe(true);
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/v1/push-subscriptions', body: { endpoint: 'https://push.example.com/sub-2', keys: { p256dh: 'p256dh-2', auth: 'auth-2' } } }]);

    browser.notification.permission = 'denied';
    expect(await resendPush(api.http, browser.env)).toBe(false);
    const off = createFakePush({ permission: 'granted' });
    expect(await resendPush(api.http, off.env)).toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  it('hears only the worker\'s subscription-changed message, until it stops listening', () => {
    const browser = createFakePush();
    let heard = 0;
    const stop = onSubscriptionChanged(browser.env, () => { heard += 1; });
    browser.post({ type: 'something-else' });
    browser.post(null);
    browser.post({ type: 'push-subscription-changed' });
    expect(heard).toBe(1);
    stop();
    expect(browser.listenerCount()).toBe(0);
    browser.post({ type: 'push-subscription-changed' });
    expect(heard).toBe(1);
  });
});
