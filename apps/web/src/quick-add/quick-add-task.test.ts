import { zonedInstant } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { type QuickAddEnv, parseLine, planQuickAdd, targetForView } from './quick-add-task.js';

const timeZone = 'Europe/Berlin';
/** Wednesday 4 March 2026, 10:00 in Berlin. */
const now = zonedInstant({ year: 2026, month: 3, day: 4, hour: 10 }, timeZone);
const env: QuickAddEnv = {
  now, timeZone, weekStart: 1, locale: 'en', dateOrder: 'MDY',
  lists: [{ id: 'inbox', name: 'Inbox', isDefault: true }, { id: 'work', name: 'Work stuff' }],
  tags: [{ id: 'w', name: 'work' }, { id: 'ho', name: 'Home office' }],
};
const plan = (text: string, target = {}, e = env) => planQuickAdd(parseLine(text, e), target, e);

describe('planQuickAdd', () => {
  it('reads a date, a time, #tags, !priority and a ^list of several words from the user\'s names', () => {
    const { task, newTags } = plan('Call Ann tomorrow at 9 #work #Home office !high ^Work stuff');
    expect(task).toEqual({
      title: 'Call Ann', categoryId: 'work', dueDate: zonedInstant({ year: 2026, month: 3, day: 5, hour: 9 }, timeZone),
      labels: ['w', 'ho'], priority: 'High',
    });
    expect(newTags).toEqual([]);
  });

  it('offers an unknown #tag as a new one', () => {
    expect(plan('Buy milk #groceries !1')).toMatchObject({ task: { title: 'Buy milk', labels: [], priority: 'High' }, newTags: ['groceries'] });
  });

  it("reads 12/1 in the user's date order", () => {
    const day = (dateOrder: QuickAddEnv['dateOrder']) => plan('Pay 12/1', {}, { ...env, dateOrder }).task.dueDate;
    expect(day('MDY')).toBe(zonedInstant({ year: 2026, month: 12, day: 1 }, timeZone));
    expect(day('DMY')).toBe(zonedInstant({ year: 2027, month: 1, day: 12 }, timeZone));
  });

  it('in My Day aims at My Day, with no list or date of its own', () => {
    expect(targetForView('my-day')).toEqual({ myDay: true });
    expect(plan('Stretch', targetForView('my-day')).task).toEqual({ title: 'Stretch', categoryId: 'inbox', dueDate: null, labels: [] });
  });

  it('in a list view adds to that list with no date', () => {
    expect(plan('Standup', targetForView('list:work')).task).toEqual({ title: 'Standup', categoryId: 'work', dueDate: null, labels: [] });
  });

  it('in a tag view adds the tag, to the default list', () => {
    expect(plan('Garden #work', targetForView('tag:ho')).task).toMatchObject({ categoryId: 'inbox', dueDate: null, labels: ['ho', 'w'] });
  });

  it("only a time group stamps its date, and a typed date wins over it", () => {
    const tomorrow = zonedInstant({ year: 2026, month: 3, day: 5 }, timeZone);
    expect(plan('Milk', { dueDate: tomorrow }).task.dueDate).toBe(tomorrow);
    expect(plan('Milk', targetForView('next-7')).task.dueDate).toBeNull();
    expect(plan('Milk', targetForView('all-mine')).task).toMatchObject({ categoryId: 'inbox', dueDate: null });
    expect(plan('Milk on friday', { dueDate: tomorrow }).task.dueDate).toBe(zonedInstant({ year: 2026, month: 3, day: 6 }, timeZone));
  });

  it('a typed ^list wins over the view; an unknown one leaves the target', () => {
    expect(plan('Fix ^Inbox', targetForView('list:work')).task.categoryId).toBe('inbox');
    expect(plan('Fix ^Nowhere', targetForView('list:work')).task.categoryId).toBe('work');
  });

  it('turns "every …" into the repeat fields', () => {
    const { task } = plan('Team sync every 2 weeks on friday');
    expect(task.title).toBe('Team sync');
    expect(task.repeatingMethod).toBe('TASK_REPEAT_WEEK');
    expect(task.alert).toMatchObject({ type: 'NONE', repeatInterval: 2 });
  });
});
