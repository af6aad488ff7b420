import { describe, expect, it } from 'vitest';
import { dropEdits } from './drag.js';
import { berlinDay, byId, list, tag, task, testNow, testZone } from './testing/fixtures.js';
import { dayBounds } from './views/day-bounds.js';
import { groupTasks } from './views/group.js';

const tasks = byId([
  task('a', { position: 'aB', categoryId: 'home', dueDate: berlinDay(0), labels: ['t1'] }),
  task('b', { position: 'aD', categoryId: 'home', dueDate: berlinDay(0) }),
  task('c', { position: 'aF', categoryId: 'work', dueDate: berlinDay(1) }),
  task('d', { position: 'aH', categoryId: 'work' }),
]);
const ctx = { bounds: dayBounds(testNow, testZone), lists: [list('home'), list('work')], tags: [tag('t1'), tag('t2')], splitOverdue: false };
const ordered = Object.values(tasks);

describe('drop edits', () => {
  it('reorders within a group: only the dragged task gets a new position, between its new neighbours', () => {
    const groups = groupTasks(ordered, 'time', ctx);
    const edits = dropEdits(groups, tasks, { taskId: 'b', groupKey: 'time:today' }, { taskId: 'a', groupKey: 'time:today' });
    expect(edits).toHaveLength(1);
    expect(edits[0]!.id).toBe('b');
    expect(edits[0]!.changes.position! < 'aB').toBe(true);
  });

  it('dropping on a row of another time group takes its date and place', () => {
    const groups = groupTasks(ordered, 'time', ctx);
    const [edit] = dropEdits(groups, tasks, { taskId: 'a', groupKey: 'time:today' }, { taskId: 'c', groupKey: 'time:tomorrow' });
    expect(edit).toMatchObject({ id: 'a', changes: { dueDate: berlinDay(1) } });
    expect(edit!.changes.position! < 'aF').toBe(true);
    const [toSomeday] = dropEdits(groups, tasks, { taskId: 'a', groupKey: 'time:today' }, { taskId: 'd', groupKey: 'time:someday' });
    expect(toSomeday!.changes.dueDate).toBeNull();
  });

  it('by list: takes the list; by tag: swaps the tag', () => {
    const byList = groupTasks(ordered, 'list', ctx);
    expect(dropEdits(byList, tasks, { taskId: 'a', groupKey: 'list:home' }, { taskId: 'd', groupKey: 'list:work' })[0]!.changes.categoryId).toBe('work');
    const byTag = groupTasks(ordered, 'tag', ctx);
    expect(dropEdits(byTag, tasks, { taskId: 'a', groupKey: 'tag:t1' }, { taskId: 'b', groupKey: 'tag:none' })[0]!.changes.labels).toEqual([]);
  });

  it('dropping on a sidebar list moves the task to the end of that list', () => {
    const [edit] = dropEdits([], tasks, { taskId: 'a', groupKey: 'time:today' }, { listId: 'work', listName: 'work' });
    expect(edit).toMatchObject({ id: 'a', changes: { categoryId: 'work' } });
    expect(edit!.changes.position! > 'aH').toBe(true);
    expect(dropEdits([], tasks, { taskId: 'c', groupKey: 'x' }, { listId: 'work', listName: 'work' })).toEqual([]);
  });
});
