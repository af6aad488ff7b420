import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { PushEnvironment } from '../web-push.js';

export interface FakePushOptions {
  /** The site's notification permission at start. */
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** The browser already holds a subscription (a registered worker with one). */
  subscribed?: boolean;
  /** false: a browser without service workers or a push manager. */
  supported?: boolean;
  /** subscribe() rejects with this, like a push service that cannot be reached. */
  subscribeError?: Error;
}

/**
 * A browser's push parts in memory: a service-worker container whose registration holds at most one subscription, a
 * permission prompt with a fixed answer, and the worker's messages to the page. `install()` puts them where
 * browserPushEnvironment() looks (navigator.serviceWorker, Notification, PushManager) until `uninstall()`.
 */
export function createFakePush(options: FakePushOptions = {}) {
  let count = 0;
  let subscription: (PushSubscription & { options: PushSubscriptionOptionsInit }) | null = null;
  let registered = Boolean(options.subscribed);
  const listeners = new Set<(event: MessageEvent) => void>();

  function makeSubscription(subscribeOptions: PushSubscriptionOptionsInit) {
    count += 1;
    const endpoint = `https://push.example.com/sub-${count}`;
    const made = {
      endpoint,
      options: subscribeOptions,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `p256dh-${count}`, auth: `auth-${count}` } }),
      unsubscribe: async () => {
        if (subscription === made) subscription = null;
        return true;
      },
    } as unknown as PushSubscription & { options: PushSubscriptionOptionsInit };
    subscription = made;
    return made;
  }

  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (subscribeOptions: PushSubscriptionOptionsInit) => {
      if (options.subscribeError) throw options.subscribeError;
      return makeSubscription(subscribeOptions);
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    },
  };
  const serviceWorker = {
    register: async () => { registered = true; return registration; },
    getRegistration: async () => (registered ? registration : undefined),
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => void listeners.delete(listener),
  } as unknown as NonNullable<PushEnvironment['serviceWorker']>;
  if (options.subscribed) makeSubscription({ userVisibleOnly: true });

  const supported = options.supported ?? true;
  const env: PushEnvironment = supported ? { serviceWorker, notification, hasPushManager: true } : { hasPushManager: false };

  return {
    env,
    notification,
    current: () => subscription,
    listenerCount: () => listeners.size,
    /** The browser replaces the subscription with a new endpoint, as it may at any time. */
    rotate() {
      makeSubscription({ userVisibleOnly: true });
    },
    /** A message from the service worker to this page. */
    post(data: unknown) {
      listeners.forEach((listener) => listener(new MessageEvent('message', { data })));
    },
    install() {
      if (!supported) return;
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
      vi.stubGlobal('Notification', notification);
      vi.stubGlobal('PushManager', class {});
    },
    uninstall() {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      vi.unstubAllGlobals();
    },
  };
}

export type FakePush = ReturnType<typeof createFakePush>;

/** Where the app saves and removes this browser's subscription (apps/server/src/push/routes.ts). */
export const subscriptionsPath = '/api/v1/push-subscriptions';

/**
 * For a test file: `install(options)` puts a fake browser push in place for one test; after each test the rendered
 * app is unmounted and the fake removed.
 */
export function fakePushPerTest() {
  let browser: FakePush | null = null;
  afterEach(() => {
    cleanup();
    browser?.uninstall();
    browser = null;
  });
  return (options: FakePushOptions = {}): FakePush => {
    browser = createFakePush(options);
    browser.install();
    return browser;
  };
}
