import { defaultWebConfig } from '@taskhub/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, ok, serverError, type FakeReply } from '../api/testing/fake-server.js';
import { wireUser } from '../auth/testing/fixtures.js';
import { chooseFromAccountMenu, renderApp } from '../shell/testing/render-app.js';
import { slowSaveMs } from '../ui/index.js';
import { chooseOption, openSettings, showSection } from './testing/open-settings.js';

// Each test signs in, imports the home and opens a settings section; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.className = '';
});


describe('theme', () => {
  it('sends webConfig.theme with PUT /me and switches the class on <html>', async () => {
    const { user, server, dialog } = await openSettings({ section: 'Appearance' });
    expect(document.documentElement.className).toBe('theme-light');
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.className).toBe('theme-dark');
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(1));
    expect(server.callsTo('PUT', '/me')[0]!.body).toEqual({ webConfig: { theme: 'dark' } });
    expect((within(dialog).getByRole('radio', { name: 'Dark' })).getAttribute('aria-checked')).toBe('true');
  });
});

describe('language', () => {
  it('shows the settings in German after choosing Deutsch, and keeps the choice', async () => {
    const { user, dialog } = await openSettings({ section: 'General' });
    await chooseOption(user, within(dialog).getByLabelText('The language of the app on this device'), 'Deutsch');
    const german = await screen.findByRole('dialog', { name: 'Einstellungen' });
    expect(within(german).getByRole('tab', { name: 'Allgemein', selected: true })).toBeTruthy();
    await showSection(user, german, 'Darstellung');
    expect(screen.getByRole('radio', { name: 'Dunkel' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('time settings', () => {
  it('shows the example time on a 24-hour clock after choosing it, and saves timeFormat', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 15, 7));
    const { user, server, dialog } = await openSettings({ section: 'General' });
    const example = within(dialog).getByTestId('time-example');
    expect(example.textContent).toBe('Today: Thursday, Mar 5, 2026, 3:07 PM');
    await user.click(within(dialog).getByRole('radio', { name: '24-hour (15:07)' }));
    expect(example.textContent).toBe('Today: Thursday, Mar 5, 2026, 15:07');
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(1));
    expect(server.callsTo('PUT', '/me')[0]!.body).toEqual({ webConfig: { timeFormat: '24' } });
  });

  it('shows the date in day-month-year order after choosing it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 9, 30));
    const { user, server, dialog } = await openSettings({ section: 'General' });
    await user.click(within(dialog).getByRole('radio', { name: 'Day-month-year (05.03.2026)' }));
    expect(within(dialog).getByTestId('time-example').textContent).toBe('Today: Thursday, 5 Mar 2026, 9:30 AM');
    await waitFor(() => expect(server.callsTo('PUT', '/me')[0]?.body).toEqual({ webConfig: { dateFormat: 'DMY' } }));
  });

  it('saves the week start as firstDayOfWeek', async () => {
    const { user, server, dialog, store } = await openSettings({ section: 'General' });
    const weekStart = within(dialog).getByLabelText('Start the week on');
    expect(weekStart.textContent).toBe('Monday');
    await chooseOption(user, weekStart, 'Sunday');
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(1));
    expect(server.callsTo('PUT', '/me')[0]!.body).toEqual({ firstDayOfWeek: 7 });
    expect(store.getState().user?.firstDayOfWeek).toBe(7);
  });
});

describe('profile', () => {
  it('shows the email and saves a new name', async () => {
    const { user, server, dialog, store } = await openSettings();
    expect(within(dialog).getByText('ada@example.com')).toBeTruthy();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/me')[0]?.body).toEqual({ name: 'Ada Lovelace' }));
    expect(store.getState().user?.name).toBe('Ada Lovelace');
  });

  it('refuses an empty name without calling the server', async () => {
    const { user, server, dialog } = await openSettings();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a valid name');
    expect(server.callsTo('PUT', '/me')).toHaveLength(0);
  });
});

describe('save status', () => {
  it('shows saving, then on failure offers retry and discard, which restores the stored setting', async () => {
    const { user, server, dialog } = await openSettings({ section: 'Appearance', user: wireUser({ webConfig: { ...defaultWebConfig, theme: 'light' } }) });
    const reply = deferred<FakeReply>();
    server.on('PUT', '/me', () => reply.promise);
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    expect(within(dialog).queryByText('Saving…')).toBeNull();
    expect(await within(dialog).findByText('Saving…', {}, { timeout: slowSaveMs * 4 })).toBeTruthy();
    reply.resolve(serverError('INTERNAL'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your changes could not be saved');
    expect(alert.textContent).not.toContain('Network is unavailable');
    expect(document.documentElement.className).toBe('theme-dark');

    server.on('PUT', '/me', serverError('INTERNAL'));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(2));
    await user.click(within(await within(dialog).findByRole('alert')).getByRole('button', { name: 'Discard changes' }));
    expect(document.documentElement.className).toBe('theme-light');
    expect((within(dialog).getByRole('radio', { name: 'Light' })).getAttribute('aria-checked')).toBe('true');
  });

  it('says nothing about a save that answers at once: no saving line and no "Saved" line', async () => {
    const { user, server, dialog } = await openSettings({ section: 'Appearance' });
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, slowSaveMs + 100));
    expect(dialog.querySelector('.settings-save-status')!.textContent).toBe('');
  });

  it('says the network is unavailable when the server could not be reached, and Retry saves once it can', async () => {
    const { user, server, dialog } = await openSettings({ section: 'Appearance' });
    server.on('PUT', '/me', 'network-error');
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Network is unavailable');
    server.on('PUT', '/me', ok(wireUser({ webConfig: { ...defaultWebConfig, theme: 'dark' } })));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(server.callsTo('PUT', '/me')).toHaveLength(2);
  });
});

describe('the dialog', () => {
  it('closes on Escape and gives focus back to the account menu it was opened from', async () => {
    const { user, server } = renderApp({ storedToken: 'token-old', url: '/all' });
    server.on('GET', '/me/categories', ok([]));
    await chooseFromAccountMenu(user, 'Settings');
    await screen.findByRole('dialog', { name: 'Settings' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Account: / }));
  }, 15_000);

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openSettings({ section: 'Account' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('button', { name: 'Continue' });
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('the section list', () => {
  it('shows one section at a time, Profile first, and moves between sections with the arrow keys', async () => {
    const { user, dialog } = await openSettings();
    const tabs = within(dialog).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Profile', 'General', 'Appearance', 'My Day', 'Notifications', 'Account', 'Your data', 'About']);
    expect(within(dialog).getByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: 'Dark' })).toBeNull();
    within(dialog).getByRole('tab', { name: 'Profile' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // The chosen section goes through the address (/settings/theme), which the router applies in a transition.
    expect(await within(dialog).findByRole('tab', { name: 'Appearance', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tabpanel', { name: 'Appearance' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Dark' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
  });
});
