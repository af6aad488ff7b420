import { nextOccurrence, ruleFromTask } from '@taskhub/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { DetailChips } from '../task-detail/DetailChips.js';
import { TaskDetailPanel } from '../task-detail/TaskDetailPanel.js';
import { WithTask, at, now, seedTask, settings, zone } from './testing/schedule-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

/** Every Tuesday at 9:00 from 10 March 2026, with a reminder the day before at 9:00. */
const weekly = {
  dueDate: at(3, 10, 9), repeatingMethod: 'TASK_REPEAT_WEEK',
  alert: { type: 'CUSTOM', customTime: at(3, 9, 9), repeatInterval: 1, repeatEndType: 'REPEAT_END_NEVER' },
};

function open(fields: Record<string, unknown> = weekly) {
  const view = renderScreen(
    <WithTask>{(task) => <DetailChips task={task} settings={{ ...settings, isPremium: false }} now={() => now} />}</WithTask>, seedTask(fields), () => now,
  );
  return { ...view, task: () => view.objects().task.t1! };
}

/** Opens the date chip's picker and types the day (Enter commits it, as in the detail panel). */
async function moveTo(user: ReturnType<typeof open>['user'], text: string) {
  await user.click(screen.getByRole('button', { name: /^Due date/ }));
  await user.type(screen.getByRole('textbox', { name: 'Type a date' }), `${text}{Enter}`);
}

describe('editing the due date of a repeating task', () => {
  it('asks first, and Cancel keeps the date', async () => {
    const { user, task } = open();
    await moveTo(user, '12.03.2026');
    expect(screen.getByRole('alertdialog').textContent).toMatch(/This task repeats/);
    expect(document.activeElement).toBe(screen.getByRole('alertdialog'));
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(task().dueDate).toBe(at(3, 10, 9));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('"this task only" moves this occurrence; the series keeps its days', async () => {
    const { user, task } = open();
    await moveTo(user, '12.03.2026');
    await user.click(screen.getByRole('button', { name: 'This task only' }));
    expect(task().dueDate).toBe(at(3, 12, 9));
    expect(task().alert).toMatchObject({ repeatStartsOn: at(3, 10, 9), customTime: at(3, 11, 9) });
    const rule = ruleFromTask(task(), zone)!;
    expect(rule.start).toBe(at(3, 10, 9));
    // Completing the moved occurrence brings the task back on the series' next Tuesday.
    expect(nextOccurrence(rule, task().dueDate!)).toBe(at(3, 17, 9));
  });

  it('"this and following" moves the rule start with the due date', async () => {
    const { user, task } = open();
    await moveTo(user, '12.03.2026');
    await user.click(screen.getByRole('button', { name: 'This and following' }));
    expect(task().dueDate).toBe(at(3, 12, 9));
    expect(task().alert).toMatchObject({ repeatStartsOn: at(3, 12, 9), customTime: at(3, 11, 9), type: 'CUSTOM' });
    expect(nextOccurrence(ruleFromTask(task(), zone)!, task().dueDate!)).toBe(at(3, 19, 9));
  });

  it('does not ask for a task that does not repeat, nor when the date is cleared', async () => {
    const { user, task } = open({ dueDate: at(3, 10, 9) });
    await moveTo(user, '12.03.2026');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(task().dueDate).toBe(at(3, 12, 9));
    cleanup();
    const second = open();
    await second.user.click(screen.getByRole('button', { name: /^Due date/ }));
    await second.user.click(screen.getByRole('button', { name: 'No date' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(second.task().dueDate).toBeNull();
  });

  it('asks for a board card in the task panel the board opens too (no list, a board and a section), and either answer works', async () => {
    const onBoard = { ...weekly, categoryId: null, boardId: 'b1', sectionId: 's1', repeatTrigger: { type: 'movedToSection', sectionId: 's3' } };
    const view = renderScreen(<TaskDetailPanel taskId="t1" settings={settings} now={() => now} />, seedTask(onBoard), () => now);
    const task = () => view.objects().task.t1!;
    await moveTo(view.user, '12.03.2026');
    await view.user.click(screen.getByRole('button', { name: 'This and following' }));
    expect(task()).toMatchObject({ dueDate: at(3, 12, 9), boardId: 'b1', sectionId: 's1', categoryId: null });
    expect(task().alert).toMatchObject({ repeatStartsOn: at(3, 12, 9) });
    // The trigger is not part of the date: the card still comes back when moved to its section.
    expect(task().repeatTrigger).toEqual({ type: 'movedToSection', sectionId: 's3' });
    await moveTo(view.user, '13.03.2026');
    await view.user.click(screen.getByRole('button', { name: 'This task only' }));
    expect(task().dueDate).toBe(at(3, 13, 9));
    expect(ruleFromTask(task(), zone)!.start).toBe(at(3, 12, 9));
  });
});
