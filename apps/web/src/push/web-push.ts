import type { HttpClient } from '../api/http.js';

/** Where the service worker is served from (apps/web/public/sw.js); scope '/' covers the whole app. */
export const serviceWorkerUrl = '/sw.js';

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants for applicationServerKey. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The POST /api/v1/push-subscriptions body from `PushSubscription.toJSON()` (only the fields the server takes). */
export function subscriptionBody(json: PushSubscriptionJSON): SubscriptionBody {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a push subscription without keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The browser parts push needs; the real ones in the app, fakes in tests. */
export interface PushEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>;
  notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  hasPushManager: boolean;
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    notification: typeof Notification !== 'undefined' ? Notification : undefined,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
  };
}

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** Whether this browser currently sends reminders here. */
export async function pushState(env: PushEnvironment = browserPushEnvironment()): Promise<PushState> {
  if (!env.serviceWorker || !env.notification || !env.hasPushManager) return 'unsupported';
  if (env.notification.permission === 'denied') return 'denied';
  const registration = await env.serviceWorker.getRegistration(serviceWorkerUrl);
  return (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Asks for permission, subscribes with the server's VAPID key and hands the subscription to the server. */
export async function enablePush(http: HttpClient, env: PushEnvironment = browserPushEnvironment()): Promise<PushState> {
  if (!env.serviceWorker || !env.notification || !env.hasPushManager) return 'unsupported';
  const permission = env.notification.permission === 'granted' ? 'granted' : await env.notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await env.serviceWorker.register(serviceWorkerUrl, { scope: '/' });
  const { publicKey } = await http.request('GET', '/api/v1/push/public-key') as { publicKey: string };
  const subscription = await registration.pushManager.getSubscription()
    ?? await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
  await http.request('POST', '/api/v1/push-subscriptions', subscriptionBody(subscription.toJSON()));
  return 'on';
}

/** Stops reminders to this browser: the server forgets the endpoint, then the browser drops the subscription. */
export async function disablePush(http: HttpClient, env: PushEnvironment = browserPushEnvironment()): Promise<PushState> {
  const registration = await env.serviceWorker?.getRegistration(serviceWorkerUrl);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return 'off';
  // A 404 (already gone on the server, or saved by another account) still ends with the browser unsubscribed.
  await http.request('DELETE', '/api/v1/push-subscriptions', { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
  return 'off';
}
