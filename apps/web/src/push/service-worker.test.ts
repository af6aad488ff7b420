import { describe, expect, it } from 'vitest';
import source from '../../public/sw.js?raw';

/** Runs public/sw.js against a fake ServiceWorkerGlobalScope that records notifications and windows. */
function loadWorker(windows: { url: string; focused?: boolean; messages?: unknown[] }[] = [], subscribeFails = false) {
  const listeners = new Map<string, (event: any) => void>();
  const shown: { title: string; options: any }[] = [];
  const opened: string[] = [];
  const subscribed: PushSubscriptionOptionsInit[] = [];
  const self = {
    location: { origin: 'https://tasks.example.com' },
    addEventListener: (type: string, listener: (event: any) => void) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, options: any) => { shown.push({ title, options }); },
      pushManager: {
        subscribe: async (options: PushSubscriptionOptionsInit) => {
          if (subscribeFails) throw new DOMException('Permission denied', 'NotAllowedError');
          subscribed.push(options);
          return { endpoint: 'https://push.example.com/new' };
        },
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows.map((w) => ({
        url: w.url,
        focus: async () => { w.focused = true; },
        postMessage: (message: unknown) => { (w.messages ??= []).push(message); },
      })),
      openWindow: async (url: string) => { opened.push(url); },
    },
  };
  new Function('self', source)(self);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => { work = p; } });
    await work;
  };
  return { fire, shown, opened, subscribed };
}

const pushData = (payload: unknown) => ({ json: () => JSON.parse(JSON.stringify(payload)), text: () => JSON.stringify(payload) });

describe('the service worker', () => {
  it('shows the reminder from the push payload, tagged so a resend replaces it', async () => {
    const worker = loadWorker();
    await worker.fire('push', { data: pushData({ title: 'Pay rent', body: 'Due Thu, Nov 26 at 3:05 PM', tag: 'reminder-1', taskId: 't1', url: 'https://tasks.example.com/' }) });
    expect(worker.shown).toEqual([{ title: 'Pay rent', options: expect.objectContaining({ body: 'Due Thu, Nov 26 at 3:05 PM', tag: 'reminder-1', data: { url: 'https://tasks.example.com/', taskId: 't1' } }) }]);
  });

  it('still shows something for a payload that is not JSON', async () => {
    const worker = loadWorker();
    await worker.fire('push', { data: { json: () => { throw new SyntaxError('x'); }, text: () => 'hello' } });
    expect(worker.shown[0]).toMatchObject({ title: 'TaskHub', options: { body: 'hello' } });
  });

  it('focuses an open tab of the app on click, or opens one', async () => {
    const tabs: { url: string; focused?: boolean }[] = [{ url: 'https://other.example.org/' }, { url: 'https://tasks.example.com/tasks' }];
    const withTab = loadWorker(tabs);
    let closed = false;
    const notification = { data: { url: 'https://tasks.example.com/' }, close: () => { closed = true; } };
    await withTab.fire('notificationclick', { notification });
    expect(closed).toBe(true);
    expect(tabs[1]!.focused).toBe(true);
    expect(withTab.opened).toEqual([]);

    const withoutTab = loadWorker([]);
    await withoutTab.fire('notificationclick', { notification });
    expect(withoutTab.opened).toEqual(['https://tasks.example.com/']);
  });

  it('resubscribes with the old key when the browser gave no new subscription, and tells every open window', async () => {
    const tabs: { url: string; messages?: unknown[] }[] = [{ url: 'https://tasks.example.com/' }, { url: 'https://tasks.example.com/tasks' }];
    const worker = loadWorker(tabs);
    const key = new Uint8Array([4, 1, 2]).buffer;
    await worker.fire('pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey: key } }, newSubscription: null });
    expect(worker.subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    expect(tabs.map((tab) => tab.messages)).toEqual([[{ type: 'push-subscription-changed' }], [{ type: 'push-subscription-changed' }]]);
  });

  it('only tells the windows when the browser already made the new subscription', async () => {
    const tabs: { url: string; messages?: unknown[] }[] = [{ url: 'https://tasks.example.com/' }];
    const worker = loadWorker(tabs);
    await worker.fire('pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey: new ArrayBuffer(65) } }, newSubscription: { endpoint: 'https://push.example.com/n' } });
    expect(worker.subscribed).toEqual([]);
    expect(tabs[0]!.messages).toEqual([{ type: 'push-subscription-changed' }]);
  });

  it('still tells the windows when subscribing again is refused', async () => {
    const tabs: { url: string; messages?: unknown[] }[] = [{ url: 'https://tasks.example.com/' }];
    const worker = loadWorker(tabs, true);
    await worker.fire('pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey: new ArrayBuffer(65) } }, newSubscription: null });
    expect(tabs[0]!.messages).toEqual([{ type: 'push-subscription-changed' }]);
  });
});
