import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../api/http.js';
import { applicationServerKey, disablePush, enablePush, pushState, subscriptionBody, type PushEnvironment } from './web-push.js';

const publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A browser with a push manager that makes one subscription, and an API that records calls. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let subscription: any = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      subscription = {
        endpoint: 'https://push.example.com/abc', options,
        toJSON: () => ({ endpoint: 'https://push.example.com/abc', expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } }),
        unsubscribe: async () => { subscription = null; return true; },
      };
      return subscription;
    },
  };
  let registered = false;
  const env: PushEnvironment = {
    hasPushManager: true,
    notification: { permission, requestPermission: async () => answer },
    serviceWorker: {
      register: async () => { registered = true; return { pushManager } as unknown as ServiceWorkerRegistration; },
      getRegistration: async () => (registered ? { pushManager } as unknown as ServiceWorkerRegistration : undefined),
    },
  };
  const http: HttpClient = {
    async request(method, path, body) {
      calls.push({ method, path, body });
      return path === '/api/v1/push/public-key' ? { publicKey } : {};
    },
  };
  return { env, http, calls, current: () => subscription };
}

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
    const browser = fakeBrowser('default');
    expect(await pushState(browser.env)).toBe('off');
    expect(await enablePush(browser.http, browser.env)).toBe('on');
    expect(browser.current().options.userVisibleOnly).toBe(true);
    expect(browser.current().options.applicationServerKey).toHaveLength(65);
    expect(browser.calls.at(-1)).toEqual({ method: 'POST', path: '/api/v1/push-subscriptions', body: { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'BPk', auth: 'au' } } });
    expect(await pushState(browser.env)).toBe('on');

    expect(await disablePush(browser.http, browser.env)).toBe('off');
    expect(browser.calls.at(-1)).toEqual({ method: 'DELETE', path: '/api/v1/push-subscriptions', body: { endpoint: 'https://push.example.com/abc' } });
    expect(browser.current()).toBeNull();
  });

  it('does not subscribe when permission is refused, or when the browser has no push', async () => {
    const refused = fakeBrowser('default', 'denied');
    expect(await enablePush(refused.http, refused.env)).toBe('denied');
    expect(refused.calls).toEqual([]);
    expect(await pushState({ ...refused.env, hasPushManager: false })).toBe('unsupported');
  });
});
