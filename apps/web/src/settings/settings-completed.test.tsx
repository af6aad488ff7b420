import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { openSettings, weekOfCompletions } from './testing/open-settings.js';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  document.documentElement.className = '';
});

describe('completed tasks in the profile', () => {
  it('shows the counter and one bar per day of the last week, each read out with its day and count', async () => {
    const { dialog } = await openSettings({ completions: ok(weekOfCompletions([1, 0, 3, 0, 0, 2, 4], 1234)) });
    const section = await within(dialog).findByRole('region', { name: 'Completed tasks' });
    expect(await within(section).findByText('1,234')).toBeTruthy();
    const chart = within(section).getByRole('list', { name: 'Completed in the last 7 days' });
    const days = within(chart).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]!.textContent).toContain('Monday, November 16: 1 task');
    expect(days[6]!.textContent).toContain('Sunday, November 22: 4 tasks');
    const heights = days.map((day) => (day.querySelector('.completion-bar') as HTMLElement).style.blockSize);
    expect(heights).toEqual(['25%', '0%', '75%', '0%', '0%', '50%', '100%']);
  });

  it('offers a retry when the history cannot be read', async () => {
    let fail = true;
    const { dialog, user } = await openSettings({
      completions: () => (fail ? serverError('INTERNAL') : ok(weekOfCompletions([0, 0, 0, 0, 0, 0, 5]))),
    });
    const section = await within(dialog).findByRole('region', { name: 'Completed tasks' });
    // By its text first: role queries over the whole dialog are slow on a loaded machine.
    const alert = await within(section).findByText('Something went wrong, please try again', {}, { timeout: 10_000 });
    expect(alert.getAttribute('role')).toBe('alert');
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('5')).toBeTruthy();
  });

  it('starts the counter once the signed-in home opens (API.md section 4)', async () => {
    localStorage.clear();
    const { server } = await openSettings();
    await vi.waitFor(() => expect(server.callsTo('POST', '/me/start-tracking-completed-tasks')).toHaveLength(1));
  });
});
