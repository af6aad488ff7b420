import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../i18n/messages/de.js';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { DateTimePicker, parseDateTimeText, timeSlots } from './DateTimePicker.js';
import type { ScheduleSettings } from './schedule-settings.js';
import { at, now, settings } from './testing/schedule-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

/** The picker over a value it owns, reporting every change, as the detail panel and the multi-select bar use it. */
function open(initial: number | null = null, overrides: Partial<ScheduleSettings> = {}) {
  const changes: (number | null)[] = [];
  const onDone = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <DateTimePicker value={value} settings={{ ...settings, ...overrides }} now={() => now} onDone={onDone}
        onChange={(next) => { changes.push(next); setValue(next); }} />
    );
  }
  const view = renderScreen(<Harness />, undefined, () => now);
  return { ...view, changes, onDone, last: () => changes.at(-1) };
}

const typed = () => screen.getByRole('textbox', { name: 'Type a date' }) as HTMLInputElement;
const times = () => screen.getByRole('listbox', { name: 'Time' });

describe('DateTimePicker quick choices', () => {
  it('offers today, tomorrow, next week (by the week start) and no date, and says it is done', async () => {
    const { user, last, onDone } = open(at(3, 20));
    const quick = (name: string) => user.click(screen.getByRole('button', { name }));
    await quick('Today');
    expect(last()).toBe(at(3, 4));
    await quick('Tomorrow');
    expect(last()).toBe(at(3, 5));
    await quick('Next week');
    expect(last()).toBe(at(3, 9));
    await quick('No date');
    expect(last()).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(4);
  });

  it('starts next week and the calendar week on the user week start', async () => {
    const { user, last } = open(null, { firstDayOfWeek: 7 });
    expect(screen.getAllByRole('columnheader', { hidden: true })[0]!.getAttribute('aria-label')).toBe('Sunday');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(last()).toBe(at(3, 8));
    cleanup();
    open(null, { firstDayOfWeek: 1 });
    expect(screen.getAllByRole('columnheader', { hidden: true })[0]!.getAttribute('aria-label')).toBe('Monday');
  });

  it('keeps the time already set when a quick day is picked', async () => {
    const { user, last } = open(at(3, 20, 17, 30));
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(last()).toBe(at(3, 5, 17, 30));
  });
});

describe('DateTimePicker typed input', () => {
  it.each([
    ['DMY', '28.11.2026'],
    ['DMY', '28/11/2026'],
    ['MDY', '11/28/2026'],
    ['MDY', '11.28.2026'],
    ['DMY', '2026-11-28'],
  ] as const)('reads %s text %s as 28 November, all-day', async (dateFormat, text) => {
    const { user, last, onDone } = open(null, { dateFormat });
    await user.type(typed(), `${text}{Enter}`);
    expect(last()).toBe(at(11, 28));
    expect(typed().value).toBe('');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('reads a time typed after the date, in either clock', async () => {
    const { user, last } = open(null, { dateFormat: 'MDY' });
    await user.type(typed(), '11/28/2026 5:30 pm{Enter}');
    expect(last()).toBe(at(11, 28, 17, 30));
    await user.type(typed(), '11/29/2026 09:15{Enter}');
    expect(last()).toBe(at(11, 29, 9, 15));
  });

  it('refuses a day that does not exist with an inline error, keeping the text; the next keystroke clears it', async () => {
    const { user, changes } = open(at(3, 5));
    await user.type(typed(), '31/02/2026{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Type a date such as 04.03.2026');
    expect(typed().value).toBe('31/02/2026');
    expect(typed().getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual([]);
    await user.type(typed(), '{Backspace}7');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('parses day-first and month-first slashes by the order', () => {
    expect(parseDateTimeText('1/12/2026', { dateFormat: 'DMY' }, 'en')?.day).toEqual({ year: 2026, month: 12, day: 1 });
    expect(parseDateTimeText('1/12/2026', { dateFormat: 'MDY' }, 'en')?.day).toEqual({ year: 2026, month: 1, day: 12 });
    expect(parseDateTimeText('not a date', { dateFormat: 'MDY' }, 'en')).toBeNull();
  });
});

describe('DateTimePicker calendar', () => {
  it('shows the month of the value and picks a day, keeping the time', async () => {
    const { user, last } = open(at(3, 20, 8));
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Tuesday, March 24, 2026/ }));
    expect(last()).toBe(at(3, 24, 8));
  });

  it('moves by day with the arrow keys and picks with Enter', async () => {
    const { user, last } = open(at(3, 20));
    screen.getByRole('button', { name: /March 20, 2026, selected/ }).focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(last()).toBe(at(3, 28));
  });

  it('goes to the next month by its named button', async () => {
    const { user } = open(at(3, 20));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeTruthy();
  });

  it('names months and weekdays in the interface language', () => {
    render(
      <IntlProvider locale="de" messages={de}>
        <DateTimePicker value={at(3, 20)} settings={settings} now={() => now} onChange={() => undefined} />
      </IntlProvider>,
    );
    expect(screen.getByRole('grid', { name: 'März 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { hidden: true })[0]!.getAttribute('aria-label')).toBe('Montag');
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeTruthy();
  });
});

describe('DateTimePicker time list', () => {
  it('lists every 30 minutes (or 15) in the user clock, after No time', () => {
    expect(timeSlots(30)).toHaveLength(48);
    expect(timeSlots(15)[1]).toEqual({ hour: 0, minute: 15 });
    open(at(3, 5), { timeFormat: '12' });
    const options = within(times()).getAllByRole('option');
    expect(options).toHaveLength(49);
    expect(options[0]!.textContent).toBe('No time');
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(options[35]!.textContent).toBe('5:00 PM');
  });

  it('sets a time on the chosen day with a click, and No time makes it all-day again', async () => {
    const { user, last } = open(at(3, 5));
    await user.click(within(times()).getByRole('option', { name: '17:30' }));
    expect(last()).toBe(at(3, 5, 17, 30));
    expect(within(times()).getByRole('option', { name: '17:30' }).getAttribute('aria-selected')).toBe('true');
    await user.click(within(times()).getByRole('option', { name: 'No time' }));
    expect(last()).toBe(at(3, 5));
  });

  it('moves with the arrow keys and picks with Enter; a time without a day is for today', async () => {
    const { user, last } = open(null);
    within(times()).getByRole('option', { name: 'No time' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(last()).toBe(at(3, 4, 1, 0));
    await user.keyboard('{End}{Enter}');
    expect(last()).toBe(at(3, 4, 23, 30));
  });
});

describe('DateTimePicker accessibility', () => {
  it('has no serious axe violation', async () => {
    const { container } = open(at(3, 5, 9));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
