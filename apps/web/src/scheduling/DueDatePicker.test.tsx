import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { ScheduleSection } from './ScheduleSection.js';
import { WithTask, at, now, seedTask, settings } from './testing/schedule-fixtures.js';
import type { ScheduleSettings } from './DueDatePicker.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

function open(fields: Record<string, unknown> = {}, overrides: Partial<ScheduleSettings> = {}) {
  const view = renderScreen(
    <WithTask>{(task) => <ScheduleSection task={task} settings={{ ...settings, ...overrides }} now={() => now} />}</WithTask>,
    seedTask(fields), () => now,
  );
  return { ...view, task: () => view.objects().task.t1! };
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the due date picker', () => {
  it('reads a typed day in the user order as an all-day task (local midnight in the user zone)', async () => {
    const { user, task } = open();
    await user.type(textbox('Due date'), '05.03.2026{Enter}');
    expect(task().dueDate).toBe(at(3, 5));
    expect(screen.getByText('All day')).toBeTruthy();
    await user.clear(textbox('Due date'));
    await user.type(textbox('Due date'), '2026-03-31{Enter}');
    expect(task().dueDate).toBe(at(3, 31));
  });

  it('refuses a day that does not exist and a time that is not one', async () => {
    const { user, task } = open({ dueDate: at(3, 5) });
    await user.clear(textbox('Due date'));
    await user.type(textbox('Due date'), '31.02.2026{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/Type a date such as/);
    await user.clear(textbox('Due date'));
    await user.type(textbox('Due date'), '05.03.2026{Enter}');
    await user.type(textbox('Time'), '25:10{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Type a time such as 17:30');
    expect(task().dueDate).toBe(at(3, 5));
  });

  it('sets a time on the 24-hour clock, keeps it when the day changes, and removes it for all-day', async () => {
    const { user, task } = open({ dueDate: at(3, 5) });
    await user.type(textbox('Time'), '17:30{Enter}');
    expect(task().dueDate).toBe(at(3, 5, 17, 30));
    expect(textbox('Time').value).toBe('17:30');
    await user.clear(textbox('Due date'));
    await user.type(textbox('Due date'), '06.03.2026{Enter}');
    expect(task().dueDate).toBe(at(3, 6, 17, 30));
    await user.click(screen.getByRole('button', { name: 'Remove the time' }));
    expect(task().dueDate).toBe(at(3, 6));
    expect(textbox('Time').value).toBe('');
  });

  it('shows and reads the 12-hour clock', async () => {
    const { user, task, store } = open({ dueDate: at(3, 5, 9) }, { timeFormat: '12', dateFormat: 'MDY' });
    expect(textbox('Time').value).toBe('9:00 AM');
    expect(textbox('Due date').value).toBe('03.05.2026');
    await user.clear(textbox('Time'));
    await user.type(textbox('Time'), '5:15 pm{Enter}');
    expect(task().dueDate).toBe(at(3, 5, 17, 15));
    expect(textbox('Time').value).toBe('5:15 PM');
    // A date written elsewhere (another device, through sync) shows in the fields.
    act(() => store.edit('task', 't1', { dueDate: at(4, 9, 8) }));
    expect(textbox('Time').value).toBe('8:00 AM');
    expect(textbox('Due date').value).toBe('04.09.2026');
  });

  it('offers today, tomorrow, next week (by the week start) and no date', async () => {
    const { user, task } = open();
    const quick = (name: string) => user.click(screen.getByRole('button', { name }));
    await quick('Today');
    expect(task().dueDate).toBe(at(3, 4));
    await quick('Tomorrow');
    expect(task().dueDate).toBe(at(3, 5));
    await quick('Next week');
    expect(task().dueDate).toBe(at(3, 9));
    await quick('No date');
    expect(task().dueDate).toBeNull();
  });

  it('starts next week on the user week start', async () => {
    const { user, task } = open({}, { firstDayOfWeek: 7 });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(task().dueDate).toBe(at(3, 8));
  });

  it('has no serious accessibility violations', async () => {
    const { container } = open({ dueDate: at(3, 5, 9) });
    expect(await seriousViolations(container)).toEqual([]);
  });
});
