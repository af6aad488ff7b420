import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, ok, serverError, type FakeReply } from '../api/testing/fake-server.js';
import { fakePushPerTest, subscriptionsPath, type FakePush, type FakePushOptions } from '../push/testing/fake-push.js';
import { isOn, openSettings as openSettingsDialog } from './testing/open-settings.js';

// Each test signs in, imports the home and opens a settings section; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const subscriptions = subscriptionsPath;
const installPush = fakePushPerTest();
let browser: FakePush | null = null;

/** The settings dialog in a browser with the given push parts (none: jsdom's own, which has no push). */
async function openSettings(push?: FakePushOptions) {
  if (push) {
    browser = installPush(push);
  }
  const app = await openSettingsDialog({ section: 'Notifications' });
  app.server.on('GET', '/api/v1/push/public-key', ok({ publicKey }));
  app.server.on('POST', subscriptions, ok());
  app.server.on('DELETE', subscriptions, ok());
  const section = within(app.dialog).getByRole('region', { name: 'Reminders on this device' });
  return { ...app, section };
}

type App = Awaited<ReturnType<typeof openSettings>>;

const pushSwitch = (app: App) => within(app.section).findByRole('switch', { name: 'Show reminders as notifications' });

describe('the push reminders section', () => {
  it('says plainly that a browser without push cannot show notifications, with no switch', async () => {
    const app = await openSettings();
    expect(await within(app.section).findByText('This browser cannot show notifications, so reminders cannot appear on this device.')).toBeTruthy();
    expect(within(app.section).queryByRole('switch')).toBeNull();
  });

  it('explains how to allow notifications when the site is blocked, and keeps the switch off and disabled', async () => {
    const app = await openSettings({ permission: 'denied' });
    const toggle = await pushSwitch(app);
    await waitFor(() => expect(within(app.section).queryByText(/Notifications are blocked for this site/)).toBeTruthy());
    expect(isOn(toggle)).toBe(false);
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(toggle.getAttribute('aria-describedby')).toBe(within(app.section).getByText(/Notifications are blocked/).id);
  });

  it('shows the loading state while the browser is read', async () => {
    browser = installPush({ permission: 'granted' });
    const answer = deferred<undefined>();
    const container = navigator.serviceWorker as unknown as { getRegistration(): Promise<undefined> };
    container.getRegistration = () => answer.promise;
    const app = await openSettings();
    const toggle = await pushSwitch(app);
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(within(app.section).getByRole('status').textContent).toContain('Loading…');
    answer.resolve(undefined);
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(within(app.section).getByRole('status').textContent).toBe('');
  });

  it('turns on with the keyboard: asks permission, subscribes and POSTs the subscription, busy meanwhile', async () => {
    const app = await openSettings({ permission: 'default', answer: 'granted' });
    const saved = deferred<FakeReply>();
    app.server.on('POST', subscriptions, () => saved.promise);
    const toggle = await pushSwitch(app) as HTMLButtonElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    toggle.focus();
    await app.user.keyboard(' ');
    await waitFor(() => expect(within(app.section).getByRole('status').textContent).toContain('Saving…'));
    expect(toggle.disabled).toBe(true);
    saved.resolve(ok());
    await waitFor(() => expect(isOn(toggle)).toBe(true));
    expect(toggle.disabled).toBe(false);
    const calls = app.server.callsTo('POST', subscriptions);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ endpoint: 'https://push.example.com/sub-1', keys: { p256dh: 'p256dh-1', auth: 'auth-1' } });
    expect(calls[0]!.headers['x-anydo-auth']).toBe('token-old');
    expect(browser!.notification.permission).toBe('granted');
  });

  it('turns off: DELETEs the endpoint and drops the browser subscription', async () => {
    const app = await openSettings({ permission: 'granted', subscribed: true });
    const toggle = await pushSwitch(app) as HTMLButtonElement;
    await waitFor(() => expect(isOn(toggle)).toBe(true));
    await app.user.click(toggle);
    await waitFor(() => expect(isOn(toggle)).toBe(false));
    expect(app.server.callsTo('DELETE', subscriptions).map((call) => call.body)).toEqual([{ endpoint: 'https://push.example.com/sub-1' }]);
    expect(browser!.current()).toBeNull();
  });

  it('keeps the switch off and shows the message when the server refuses the subscription', async () => {
    const app = await openSettings({ permission: 'granted' });
    app.server.on('POST', subscriptions, serverError('INTERNAL'));
    const toggle = await pushSwitch(app) as HTMLButtonElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await app.user.click(toggle);
    expect((await within(app.section).findByRole('alert')).textContent).toBe('Server error, please try again later');
    expect(isOn(toggle)).toBe(false);
    expect(toggle.disabled).toBe(false);
    expect(browser!.current()).toBeNull();
  });

  it('shows the browser\'s refusal to subscribe as its own message', async () => {
    const app = await openSettings({ permission: 'granted', subscribeError: new DOMException('Push service not available', 'AbortError') });
    const toggle = await pushSwitch(app) as HTMLButtonElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await app.user.click(toggle);
    expect((await within(app.section).findByRole('alert')).textContent).toBe('The browser could not turn on notifications. Please try again later.');
    expect(isOn(toggle)).toBe(false);
    expect(app.server.callsTo('POST', subscriptions)).toEqual([]);
  });
});
