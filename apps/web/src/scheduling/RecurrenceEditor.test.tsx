import { nextOccurrence, ruleFromTask } from '@taskhub/domain';
import { cleanup, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { RecurrenceEditor } from './RecurrenceEditor.js';
import { WithTask, at, now, seedTask, settings, zone } from './testing/schedule-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

/** Tuesday 10 March 2026, 9:00, with a reminder 15 minutes before that the repeat edits must keep. */
const tuesday = { dueDate: at(3, 10, 9), alert: { type: 'OFFSET', offset: 15 } };

function open(fields: Record<string, unknown> = tuesday) {
  const view = renderScreen(<WithTask>{(task) => <RecurrenceEditor task={task} settings={settings} />}</WithTask>, seedTask(fields), () => now);
  return { ...view, task: () => view.objects().task.t1! };
}

const summary = () => document.querySelector('.schedule-summary')!.textContent;
const repeat = () => screen.getByRole('combobox', { name: 'Repeat' });

/** Opens a ui Select (a button with a list box) and picks an option by its name. */
async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(screen.getByRole('option', { name: option }));
}

describe('the recurrence editor', () => {
  it('needs a due date to repeat from, and says so', () => {
    open({});
    expect((repeat() as HTMLButtonElement).disabled).toBe(true);
    expect(repeat().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Set a due date to repeat this task')).toBeTruthy();
    expect(summary()).toBe('Does not repeat');
  });

  it('writes every 2 weeks on Tuesday, 5 times as the wire fields and says it in a sentence', async () => {
    const { user, task } = open();
    await choose(user, repeat(), 'Weekly');
    expect(summary()).toBe('Every week on Tuesday');
    const interval = screen.getByRole('spinbutton', { name: 'Interval' });
    await user.clear(interval);
    await user.type(interval, '2');
    await user.click(screen.getByRole('radio', { name: 'After a number of times' }));
    const count = screen.getByRole('spinbutton', { name: 'Number of times' });
    await user.clear(count);
    await user.type(count, '5');
    expect(summary()).toBe('Every 2 weeks on Tuesday, 5 times');
    expect(task().repeatingMethod).toBe('TASK_REPEAT_WEEK');
    expect(task().alert).toMatchObject({
      type: 'OFFSET', offset: 15, repeatInterval: 2, repeatEndType: 'REPEAT_END_AFTER_OCCURRENCES', repeatEndsAfterOccurrences: 5,
      repeatStartsOn: at(3, 10, 9),
    });
    // The engine reads back what the editor wrote: the next occurrence is two weeks later at the same time.
    expect(nextOccurrence(ruleFromTask(task(), zone)!, at(3, 10, 9))).toBe(at(3, 24, 9));
  });

  it('chooses weekdays in the user week order and keeps at least one', async () => {
    const { user, task } = open();
    await choose(user, repeat(), 'Weekly');
    const days = within(screen.getByRole('group', { name: 'On these days' }));
    const tue = days.getByRole('button', { name: 'Tue' });
    expect(tue.getAttribute('aria-pressed')).toBe('true');
    expect((tue as HTMLButtonElement).disabled).toBe(true);
    await user.click(days.getByRole('button', { name: 'Fri' }));
    await user.click(days.getByRole('button', { name: 'Mon' }));
    expect(task().alert.repeatDays).toBe('1100100');
    expect(summary()).toBe('Every week on Monday, Tuesday, and Friday');
    await user.click(tue);
    expect(task().alert.repeatDays).toBe('1000100');
    expect(days.getAllByRole('button').map((day) => day.textContent)[0]).toBe('Mon');
  });

  it('repeats monthly on the date or on the n-th or last weekday', async () => {
    const { user, task } = open();
    await choose(user, repeat(), 'Monthly');
    expect(summary()).toBe('Every month on day 10');
    expect(task().alert.repeatMonthType).toBe('ON_DATE');
    await user.click(screen.getByRole('radio', { name: 'The second Tuesday' }));
    expect(task().alert).toMatchObject({ repeatMonthType: 'ON_DAY', repeatWeekNumber: 2 });
    expect(summary()).toBe('Every month on the second Tuesday');
    const week = screen.getByRole('combobox', { name: 'Week of the month' });
    await user.click(week);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'last'],
    );
    await user.click(screen.getByRole('option', { name: 'last' }));
    expect(task().alert.repeatWeekNumber).toBe('last');
    expect(summary()).toBe('Every month on the last Tuesday');
    expect(nextOccurrence(ruleFromTask(task(), zone)!, at(3, 10, 9))).toBe(at(3, 31, 9));
  });

  it('ends on a typed date, and turns off again clearing the repeat fields but not the reminder', async () => {
    const { user, task } = open();
    await choose(user, repeat(), 'Daily');
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    const end = screen.getByRole('textbox', { name: 'End date' });
    await user.clear(end);
    await user.type(end, '20.03.2026{Enter}');
    expect(task().alert).toMatchObject({ repeatEndType: 'REPEAT_END_ON_DATE', repeatEndsOn: at(3, 20) });
    expect(summary()).toBe('Every day, until 20 Mar 2026');
    await choose(user, repeat(), 'Yearly');
    expect(summary()).toBe('Every year, until 20 Mar 2026');
    await choose(user, repeat(), 'Does not repeat');
    expect(task().repeatingMethod).toBe('TASK_REPEAT_OFF');
    expect(task().alert).toMatchObject({ type: 'OFFSET', offset: 15, repeatInterval: null, repeatEndType: null });
  });

  it('has no serious accessibility violations', async () => {
    const { user, container } = open();
    await choose(user, repeat(), 'Monthly');
    await user.click(screen.getByRole('radio', { name: 'The second Tuesday' }));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
