import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { reminderText } from './reminder-text.js';

const user = (overrides: Partial<UserRow> = {}) => ({ timezone: 'America/New_York', webConfig: {}, ...overrides }) as UserRow;
const message = (overrides: { dueDate?: number | null; fireAt?: number; taskTitle?: string } = {}) => ({
  reminderId: 'r', userId: 'u', taskId: 't', taskTitle: 'Call the bank', fireAt: Date.UTC(2026, 10, 26, 19, 50), dueDate: Date.UTC(2026, 10, 26, 20, 5), ...overrides,
});

describe('reminderText', () => {
  it('says the due time in the user zone and 12-hour clock by default', () => {
    expect(reminderText(message(), user())).toEqual({ title: 'Call the bank', when: 'Due Thu, Nov 26 at 3:05 PM' });
  });

  it('follows the 24-hour clock and day-first dates', () => {
    const text = reminderText(message(), user({ timezone: 'Europe/Berlin', webConfig: { timeFormat: '24', dateFormat: 'DMY' } }));
    expect(text.when).toBe('Due Thu 26 Nov at 21:05');
  });

  it('names only the day for an all-day task (due at local midnight)', () => {
    const midnight = Date.UTC(2026, 10, 26, 5, 0); // 00:00 in New York (UTC-5)
    expect(reminderText(message({ dueDate: midnight }), user()).when).toBe('Due Thu, Nov 26');
  });

  it('uses the reminder time when the task has no due date, and a placeholder for an empty title', () => {
    expect(reminderText(message({ dueDate: null, taskTitle: '  ' }), user())).toEqual({ title: 'Untitled task', when: 'Reminder for Thu, Nov 26 at 2:50 PM' });
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(reminderText(message(), user({ timezone: 'Mars/Olympus' })).when).toBe('Due Thu, Nov 26 at 8:05 PM');
  });
});
