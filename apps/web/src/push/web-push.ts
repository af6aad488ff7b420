import { AuthError } from '../api/auth-error.js';
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
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistration' | 'addEventListener' | 'removeEventListener'>;
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
  return (await currentSubscription(env)) ? 'on' : 'off';
}

async function currentSubscription(env: PushEnvironment): Promise<PushSubscription | null> {
  const registration = await env.serviceWorker?.getRegistration(serviceWorkerUrl);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A new subscription of this browser with the server's VAPID key. */
async function subscribeWithServerKey(http: HttpClient, registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { publicKey } = await http.request('GET', '/api/v1/push/public-key') as { publicKey: string };
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
}

/**
 * Hands the subscription to the server. The server keeps an endpoint with the account that registered it, so when
 * another account left this browser subscribed (it signed out without reaching the server) the browser drops that
 * subscription, which ends the other account's reminders here too, and makes one for this user. Answers the one saved.
 */
async function saveSubscription(http: HttpClient, registration: ServiceWorkerRegistration, subscription: PushSubscription): Promise<PushSubscription> {
  try {
    await http.request('POST', '/api/v1/push-subscriptions', subscriptionBody(subscription.toJSON()));
    return subscription;
  } catch (error) {
    if (!(error instanceof AuthError) || error.serverCode !== 'PUSH_SUBSCRIPTION_TAKEN') throw error;
  }
  await subscription.unsubscribe();
  const own = await subscribeWithServerKey(http, registration);
  try {
    await http.request('POST', '/api/v1/push-subscriptions', subscriptionBody(own.toJSON()));
  } catch (error) {
    await own.unsubscribe().catch(() => false);
    throw error;
  }
  return own;
}

/** Asks for permission, subscribes with the server's VAPID key and hands the subscription to the server. */
export async function enablePush(http: HttpClient, env: PushEnvironment = browserPushEnvironment()): Promise<PushState> {
  if (!env.serviceWorker || !env.notification || !env.hasPushManager) return 'unsupported';
  const permission = env.notification.permission === 'granted' ? 'granted' : await env.notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await env.serviceWorker.register(serviceWorkerUrl, { scope: '/' });
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? await subscribeWithServerKey(http, registration);
  try {
    await saveSubscription(http, registration, subscription);
  } catch (error) {
    // A subscription the server never heard of would read as 'on' here while no reminder can arrive: drop the new one.
    if (!existing) await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Stops reminders to this browser: the server forgets the endpoint, then the browser drops the subscription. */
export async function disablePush(http: HttpClient, env: PushEnvironment = browserPushEnvironment()): Promise<PushState> {
  const subscription = await currentSubscription(env);
  if (!subscription) return 'off';
  // A 404 (already gone on the server, or saved by another account) still ends with the browser unsubscribed.
  await http.request('DELETE', '/api/v1/push-subscriptions', { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
  return 'off';
}

/**
 * Sign-out's part: this browser stops getting the user's reminders, so the next person on the machine does not.
 * Never throws and gives up after `timeoutMs`, so an offline or stuck browser cannot hold the sign-out back.
 */
export async function releasePush(http: HttpClient, env: PushEnvironment = browserPushEnvironment(), timeoutMs = 3000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => { timer = setTimeout(resolve, timeoutMs); });
  try {
    await Promise.race([disablePush(http, env).then(() => undefined, () => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Unsubscribes this browser without asking the server, for a session that already ended (a token the server refused):
 * the push service then answers the server's next send with 410, and the server forgets the endpoint. Never throws.
 */
export async function unsubscribeBrowser(env: PushEnvironment = browserPushEnvironment()): Promise<void> {
  try {
    await (await currentSubscription(env))?.unsubscribe();
  } catch {
    // No service worker, or the browser refused: nothing more can be done from here.
  }
}

/**
 * Hands the browser's current subscription to the server again (POST is an upsert), for a subscription the browser
 * rotated. Returns whether there was one to send.
 */
export async function resendPush(http: HttpClient, env: PushEnvironment = browserPushEnvironment()): Promise<boolean> {
  if (await pushState(env) !== 'on') return false;
  const registration = await env.serviceWorker?.getRegistration(serviceWorkerUrl);
  const subscription = await registration?.pushManager.getSubscription();
  if (!registration || !subscription) return false;
  await saveSubscription(http, registration, subscription);
  return true;
}

/** The message public/sw.js posts to open windows after `pushsubscriptionchange`. */
export const subscriptionChangedMessage = 'push-subscription-changed';

/** Calls `listener` when the service worker reports a changed subscription; returns the function that stops listening. */
export function onSubscriptionChanged(env: PushEnvironment, listener: () => void): () => void {
  const container = env.serviceWorker;
  if (!container) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === subscriptionChangedMessage) listener();
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
