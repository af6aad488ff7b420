import { ruleFromTask, zonedInstant } from '@taskhub/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../task-detail/testing/render-screen.js';
import { QuickAdd } from '../tasks/QuickAdd.js';
import type { QuickAddSchedule } from './quick-add-schedule.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

// Without a signed-in user the screens use this device's zone; the test run's zone is read the same way.
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/** Wednesday 4 March 2026, 10:00. */
const now = zonedInstant({ year: 2026, month: 3, day: 4, hour: 10 }, zone);

function open() {
  const added: { title: string; schedule: QuickAddSchedule }[] = [];
  const view = renderScreen(<QuickAdd groupName="Today" now={() => now} onAdd={(title, schedule) => added.push({ title, schedule })} />);
  return { ...view, added, field: () => screen.getByRole('textbox', { name: 'Add a task to Today' }) };
}

describe('quick add phrases', () => {
  it('takes a date and a time out of the title', async () => {
    const { user, added, field } = open();
    await user.type(field(), 'Call Ann tomorrow at 5pm{Enter}');
    expect(added).toEqual([{ title: 'Call Ann', schedule: { dueDate: zonedInstant({ year: 2026, month: 3, day: 5, hour: 17 }, zone) } }]);
    expect((field() as HTMLInputElement).value).toBe('');
  });

  it('turns "every …" into the repeat fields, starting on the first occurrence', async () => {
    const { user, added, field } = open();
    await user.type(field(), 'Team sync every 2 weeks on friday{Enter}');
    const [{ title, schedule }] = added as [{ title: string; schedule: QuickAddSchedule }];
    expect(title).toBe('Team sync');
    expect(schedule.repeatingMethod).toBe('TASK_REPEAT_WEEK');
    expect(schedule.alert).toMatchObject({ type: 'NONE', repeatInterval: 2 });
    const rule = ruleFromTask({ dueDate: schedule.dueDate!, repeatingMethod: schedule.repeatingMethod!, alert: schedule.alert! }, zone);
    expect(rule).toMatchObject({ frequency: 'week', interval: 2 });
  });

  it('keeps a plain title as typed, and a line that is only a phrase as its title', async () => {
    const { user, added, field } = open();
    await user.type(field(), 'Buy milk{Enter}');
    await user.type(field(), 'tomorrow{Enter}');
    expect(added[0]).toEqual({ title: 'Buy milk', schedule: {} });
    expect(added[1]!.title).toBe('tomorrow');
  });
});
