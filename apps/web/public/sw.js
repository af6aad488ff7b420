/* The service worker: shows reminders sent by Web Push (the server's reminders/channels/push.ts), opens the app on click and reports renewed subscriptions. */
/* global self */

/** The notification from the decrypted payload { title, body, tag, taskId, url }; a bad payload still shows something. */
function notificationOf(data) {
  const payload = data && typeof data === 'object' ? data : {};
  return {
    title: typeof payload.title === 'string' && payload.title ? payload.title : 'TaskHub',
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      // The same tag replaces a shown notification, so a reminder sent twice (a retry) is seen once.
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      data: { url: typeof payload.url === 'string' ? payload.url : '/', taskId: payload.taskId },
    },
  };
}

function readPayload(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(readPayload(event));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    // An open tab of the app is brought forward rather than opening another.
    const open = windows.find((client) => new URL(client.url).origin === target.origin);
    if (open) return open.focus();
    return self.clients.openWindow(target.href);
  })());
});

/**
 * The browser rotated or dropped the subscription. Without a new one, subscribe again with the old one's key; then tell
 * the open windows, which hand it to the server (this worker has no token to call the API with).
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil((async () => {
    const key = event.oldSubscription && event.oldSubscription.options && event.oldSubscription.options.applicationServerKey;
    if (!event.newSubscription && key) {
      // A refusal (permission withdrawn) leaves nothing to send; the windows still hear, and find no subscription.
      await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => null);
    }
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    windows.forEach((client) => client.postMessage({ type: 'push-subscription-changed' }));
  })());
});
