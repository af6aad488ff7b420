import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { openSettings, showSection } from './testing/open-settings.js';

/** Settings open on Account, with GET /api/v1/sessions answering before the section asks. */
async function openDevices(register: (server: Awaited<ReturnType<typeof openSettings>>['server']) => void) {
  const app = await openSettings();
  register(app.server);
  await showSection(app.user, app.dialog, 'Account');
  return app;
}

// Each test signs in, imports the home and opens a settings section; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

const now = Date.now();
const sessions = [
  { id: 's-old', clientId: 'c1', platform: 3, userAgent: 'x', browser: 'Firefox', os: 'Linux', createdAt: now - 9e6, lastUsedAt: now - 8e6, current: false },
  { id: 's-me', clientId: 'c2', platform: 3, userAgent: 'y', browser: 'Chrome', os: 'macOS', createdAt: now - 5e6, lastUsedAt: now, current: true },
  { id: 's-app', clientId: 'c3', platform: 5, userAgent: 'TaskHub Desktop/1.0', browser: null, os: null, createdAt: now - 1e6, lastUsedAt: now - 1e5, current: false },
];

describe('signed-in devices', () => {
  it('lists each device with its browser, system and app kind, this device first and without a sign-out button', async () => {
    const app = await openDevices((server) => {
      server.on('GET', '/api/v1/sessions', ok(sessions));
    });
    const list = await within(app.dialog).findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split('·')[0])).toEqual([
      'Chrome on macOSThis deviceWeb ', 'Unknown deviceDesktop app ', 'Firefox on LinuxWeb ',
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[2]!).getByRole('button', { name: 'Sign out Firefox on Linux' })).toBeTruthy();
  });

  it('signs another device out and shows the list without it', async () => {
    let listed = sessions;
    const app = await openDevices((server) => {
      server.on('GET', '/api/v1/sessions', () => ok(listed));
      server.on('DELETE', '/api/v1/sessions/s-old', () => { listed = sessions.filter((s) => s.id !== 's-old'); return ok({}); });
    });
    const button = await within(app.dialog).findByRole('button', { name: 'Sign out Firefox on Linux' });
    await app.user.click(button);
    await vi.waitFor(() => expect(within(app.dialog).queryByText('Firefox on Linux')).toBeNull());
    expect(app.server.callsTo('DELETE', '/api/v1/sessions/s-old')).toHaveLength(1);
  });

  it('says what went wrong when the list cannot be loaded, and Retry loads it', async () => {
    const app = await openDevices((server) => {
      server.on('GET', '/api/v1/sessions', 'network-error');
    });
    const alert = await within(app.dialog).findByText(/Could not load your devices/);
    app.server.on('GET', '/api/v1/sessions', ok(sessions));
    await app.user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await within(app.dialog).findByText('Firefox on Linux')).toBeTruthy();
  });

  it('keeps the device listed and says so when signing it out fails', async () => {
    const app = await openDevices((server) => {
      server.on('GET', '/api/v1/sessions', ok(sessions));
      server.on('DELETE', '/api/v1/sessions/s-old', serverError('INTERNAL'));
    });
    await app.user.click(await within(app.dialog).findByRole('button', { name: 'Sign out Firefox on Linux' }));
    expect(await within(app.dialog).findByText('Could not sign that device out. Try again.')).toBeTruthy();
    expect(within(app.dialog).getByText('Firefox on Linux')).toBeTruthy();
  });
});
