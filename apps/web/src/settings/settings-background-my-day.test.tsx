import { defaultMyDayConfig, defaultMyDaySuggestionFilters, defaultWebConfig } from '@taskhub/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireUser } from '../auth/testing/fixtures.js';
import { isOn, openSettings as openSettingsDialog } from './testing/open-settings.js';

// Each test signs in, imports the home and opens a settings section; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  document.documentElement.className = '';
});

/** The settings dialog open, and the signed-in home whose background it sets. */
async function openSettings(options: Parameters<typeof openSettingsDialog>[0] = {}) {
  return { ...(await openSettingsDialog(options)), home: () => document.querySelector<HTMLElement>('.page.home')! };
}

describe('background', () => {
  it('sends webConfig.selectedImage and shows the image on the home in the light theme', async () => {
    const { user, server, dialog, home } = await openSettings({ section: 'Appearance' });
    expect(home().style.backgroundImage).toBe('');
    const light = within(dialog).getByRole('radiogroup', { name: 'Background for the light theme' });
    await user.click(within(light).getByRole('radio', { name: 'Image 2' }));
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(1));
    expect(server.callsTo('PUT', '/me')[0]!.body).toEqual({ webConfig: { selectedImage: '2' } });
    expect(home().style.backgroundImage).toBe('url("/backgrounds/2.svg")');
    expect((within(light).getByRole('radio', { name: 'Image 2' })).getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the dark background apart: selectedImageDark, shown only while the dark theme is on', async () => {
    const user0 = wireUser({ webConfig: { ...defaultWebConfig, theme: 'dark', selectedImage: '1' } });
    const { user, server, dialog, home } = await openSettings({ section: 'Appearance', user: user0 });
    expect(home().style.backgroundImage).toBe('');
    const dark = within(dialog).getByRole('radiogroup', { name: 'Background for the dark theme' });
    await user.click(within(dark).getByRole('radio', { name: 'Image 4' }));
    await waitFor(() => expect(server.callsTo('PUT', '/me')[0]?.body).toEqual({ webConfig: { selectedImageDark: '4' } }));
    expect(home().style.backgroundImage).toBe('url("/backgrounds/4.svg")');

    await user.click(within(dialog).getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(home().style.backgroundImage).toBe('url("/backgrounds/1.svg")'));
  });

  it('shows a plain surface for blank', async () => {
    const { user, dialog, home } = await openSettings({ section: 'Appearance' });
    const light = within(dialog).getByRole('radiogroup', { name: 'Background for the light theme' });
    await user.click(within(light).getByRole('radio', { name: 'Blank' }));
    expect(home().classList.contains('home-background-blank')).toBe(true);
    expect(home().style.backgroundImage).toBe('');
  });
});

describe('My Day', () => {
  it('lists the reset hours on a 24-hour clock and saves the choice as HH00', async () => {
    const { user, server, dialog, store } = await openSettings({ section: 'My Day', user: wireUser({ webConfig: { ...defaultWebConfig, timeFormat: '24' } }) });
    const reset = within(dialog).getByLabelText('Start a new My Day at');
    expect(reset.textContent).toBe('5:00');
    await user.click(reset);
    const labels = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(labels).toHaveLength(24);
    expect(labels[0]).toBe('0:00');
    expect(labels[23]).toBe('23:00');
    await user.click(screen.getByRole('option', { name: '17:00' }));
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(1));
    expect(server.callsTo('PUT', '/me')[0]!.body).toEqual({ myDayConfig: { myDayResetHourOfDay: '1700' } });
    expect(store.getState().user?.myDayConfig.myDayResetHourOfDay).toBe('1700');
  });

  it('shows the reset hours on a 12-hour clock by default', async () => {
    const { user, dialog } = await openSettings({ section: 'My Day' });
    const reset = within(dialog).getByLabelText('Start a new My Day at');
    expect(reset.textContent).toBe('5:00 AM');
    await user.click(reset);
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('5:00 AM');
    expect(screen.getAllByRole('option')[17]!.textContent).toBe('5:00 PM');
  });

  it('saves the suggestions and calendar events switches', async () => {
    const { user, server, dialog } = await openSettings({
      section: 'My Day',
      user: wireUser({ myDayConfig: { ...defaultMyDayConfig, isCalendarEventsEnabled: false } }),
    });
    const suggestions = within(dialog).getByRole('switch', { name: 'Show suggestions' });
    const events = within(dialog).getByRole('switch', { name: 'Show calendar events' });
    expect(isOn(suggestions)).toBe(true);
    expect(isOn(events)).toBe(false);
    await user.click(suggestions);
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(1));
    expect(server.callsTo('PUT', '/me')[0]!.body).toEqual({ myDayConfig: { isSuggestionsEnabled: false } });
    await user.click(events);
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(2));
    expect(server.callsTo('PUT', '/me')[1]!.body).toEqual({ myDayConfig: { isCalendarEventsEnabled: true } });
    expect(isOn(suggestions)).toBe(false);
    expect(isOn(events)).toBe(true);
  });

  it('saves where suggestions come from, and asks only while suggestions are on', async () => {
    const { user, server, dialog } = await openSettings({
      section: 'My Day',
      user: wireUser({ myDaySuggestionFilters: { ...defaultMyDaySuggestionFilters, dueToday: false } }),
    });
    const sources = within(dialog).getByRole('group', { name: 'Suggest tasks from' });
    const overdue = within(sources).getByRole('checkbox', { name: 'Overdue tasks' });
    const dueToday = within(sources).getByRole('checkbox', { name: 'Tasks due today' });
    expect(isOn(overdue)).toBe(true);
    expect(isOn(dueToday)).toBe(false);
    expect(isOn(within(sources).getByRole('checkbox', { name: 'Tasks from my lists' }))).toBe(true);
    await user.click(dueToday);
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(1));
    expect(server.callsTo('PUT', '/me')[0]!.body).toEqual({ myDaySuggestionFilters: { dueToday: true } });
    expect(isOn(dueToday)).toBe(true);

    await user.click(within(dialog).getByRole('switch', { name: 'Show suggestions' }));
    expect(overdue.matches(':disabled')).toBe(true);
    await user.click(overdue);
    await waitFor(() => expect(server.callsTo('PUT', '/me')).toHaveLength(2));
    expect(server.callsTo('PUT', '/me')[1]!.body).toEqual({ myDayConfig: { isSuggestionsEnabled: false } });
  });
});
