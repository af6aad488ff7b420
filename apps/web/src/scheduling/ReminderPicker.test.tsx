import { reminderPresets, reminderTime } from '@taskhub/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { ReminderPicker } from './ReminderPicker.js';
import { WithTask, at, now, seedTask, settings, zone } from './testing/schedule-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

/** A weekly repeating task: reminder edits must keep its repeat fields. */
const repeating = { repeatingMethod: 'TASK_REPEAT_WEEK', alert: { type: 'NONE', repeatInterval: 2, repeatDays: '0100000', repeatEndType: 'REPEAT_END_NEVER' } };

function open(fields: Record<string, unknown>) {
  const view = renderScreen(<WithTask>{(task) => <ReminderPicker task={task} settings={settings} />}</WithTask>, seedTask(fields), () => now);
  return { ...view, task: () => view.objects().task.t1! };
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLButtonElement;
const isChecked = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent?.trim();

describe('the reminder picker', () => {
  it('offers every preset of SPEC section 4, none and custom', () => {
    open({ dueDate: at(3, 10, 14) });
    const names = screen.getAllByRole('radio').map((input) => input.parentElement!.textContent);
    expect(names).toEqual([
      'None', 'On time', '5 minutes before', '10 minutes before', '15 minutes before', '30 minutes before', '1 hour before',
      '1 day before', 'Same day at 9:00', 'Day before at 23:50', 'Day before at 9:00', 'Two days before at 9:00',
      'One week before at 9:00', 'Custom',
    ]);
    expect(reminderPresets).toHaveLength(12);
    expect(screen.getAllByRole('radio').filter((input) => (input as HTMLButtonElement).disabled)).toEqual([]);
  });

  it('disables "1 day before" on an all-day task with the reason, and sets an all-day preset keeping the repeat fields', async () => {
    const { user, task } = open({ dueDate: at(3, 10), ...repeating });
    const dayBefore = radio('1 day before');
    expect(dayBefore.disabled).toBe(true);
    expect(description(dayBefore)).toBe('(needs a time)');
    await user.click(radio('Day before at 9:00'));
    expect(task().alert).toEqual({ ...repeating.alert, type: 'CUSTOM', offset: null, customTime: at(3, 9, 9) });
    expect(task().repeatingMethod).toBe('TASK_REPEAT_WEEK');
    expect(isChecked(radio('Day before at 9:00'))).toBe(true);
  });

  it('sets offsets on a timed task, 1 day before included', async () => {
    const { user, task } = open({ dueDate: at(3, 10, 14) });
    await user.click(radio('1 day before'));
    expect(task().alert).toMatchObject({ type: 'OFFSET', offset: 1440, customTime: null });
    expect(reminderTime(task(), zone)).toBe(at(3, 9, 14));
    await user.click(radio('15 minutes before'));
    expect(task().alert).toMatchObject({ type: 'OFFSET', offset: 15 });
    await user.click(radio('None'));
    expect(task().alert.type).toBe('NONE');
  });

  it('needs a due date for any reminder', () => {
    open({});
    const onTime = radio('On time');
    expect(onTime.disabled).toBe(true);
    expect(description(onTime)).toBe('(needs a due date)');
    expect(description(radio('Custom'))).toBe('(needs a due date)');
    expect(screen.getAllByRole('radio').filter((input) => !(input as HTMLButtonElement).disabled).map((input) => input.parentElement!.textContent)).toEqual(['None']);
  });

  it('sets a custom reminder in minutes, hours, days or weeks and refuses an amount below 1', async () => {
    const { user, task } = open({ dueDate: at(3, 10, 14), ...repeating });
    await user.click(radio('Custom'));
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '3');
    expect(task().alert).toMatchObject({ type: 'OFFSET', offset: 180, repeatInterval: 2 });
    await user.click(screen.getByRole('combobox', { name: 'Unit' }));
    await user.click(screen.getByRole('option', { name: 'days' }));
    expect(task().alert.offset).toBe(3 * 1440);
    await user.click(screen.getByRole('combobox', { name: 'Unit' }));
    await user.click(screen.getByRole('option', { name: 'weeks' }));
    expect(task().alert.offset).toBe(3 * 10_080);
    await user.clear(amount);
    await user.type(amount, '0');
    expect(screen.getByRole('alert').textContent).toBe('Type a whole number from 1');
    expect(task().alert.offset).toBe(3 * 10_080);
  });

  it('shows a stored custom amount as custom', () => {
    open({ dueDate: at(3, 10, 14), alert: { type: 'OFFSET', offset: 2880 + 1440 } });
    expect(isChecked(radio('Custom'))).toBe(true);
    expect((screen.getByRole('spinbutton', { name: 'Amount' }) as HTMLInputElement).value).toBe('3');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = open({ dueDate: at(3, 10) });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
