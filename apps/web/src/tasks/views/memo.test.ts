import { positionsAfter } from '@taskhub/domain';
import { recordChanges } from '@taskhub/sync-client/testing';
import { describe, expect, it } from 'vitest';
import { berlinDay, byId, list, tag, task, testNow, testZone } from '../testing/fixtures.js';
import { dayBounds } from './day-bounds.js';
import { createViewModel, type ViewInput } from './memo.js';
import type { Task } from './types.js';
import { positionAfterLast, positionsForMove } from './position.js';

const positions = positionsAfter(null, 10_000);
const many = byId(positions.map((position, i) => task(`t${i}`, {
  position, categoryId: i % 2 ? 'work' : 'home', dueDate: i % 3 ? berlinDay(i % 9) : null, labels: i % 5 ? [] : ['t1'],
})));
const input: ViewInput = {
  tasks: many, categories: byId([list('work'), list('home')]), labels: byId([tag('t1')]), view: 'all-mine',
  grouping: 'time', layout: 'single', showMulticolumnOverdue: true, bounds: dayBounds(testNow, testZone),
};

describe('the view model memo', () => {
  it('returns the same groups while nothing it reads changed, and new ones after a task changes', () => {
    const build = createViewModel();
    const first = build(input);
    expect(first.active).toHaveLength(10_000);
    const again = build({ ...input });
    expect(again).toBe(first);
    expect(again.groups).toBe(first.groups);
    // A switch of layout keeps the filtered tasks and counts.
    const multi = build({ ...input, layout: 'multi' });
    expect(multi.active).toBe(first.active);
    expect(multi.counts).toBe(first.counts);
    // Overdue is split in both layouts here (single column always, multi-column by showMulticolumnOverdue): same groups.
    expect(multi.groups).toBe(first.groups);
    expect(multi.columns).not.toBe(first.columns);
    const multiTogether = build({ ...input, layout: 'multi', showMulticolumnOverdue: false });
    expect(multiTogether.groups).not.toBe(first.groups);
    expect(multiTogether.groups.map((g) => g.key)).not.toContain('time:overdue');
    const edited = build({ ...input, tasks: { ...many, t0: { ...many.t0!, status: 'CHECKED' } } });
    expect(edited.active).toHaveLength(9_999);
    expect(edited.completed.map((t) => t.id)).toEqual(['t0']);
  });

  it('builds only the sidebar while another page (a board) fills the main area, and the view again when it shows', () => {
    const build = createViewModel();
    const hidden = build({ ...input, viewShown: false });
    expect(hidden.active).toEqual([]);
    expect(hidden.groups.every((group) => group.tasks.length === 0)).toBe(true);
    expect(hidden.counts['all-mine']).toBe(createViewModel()(input).counts['all-mine']);
    // A change on the board (another member's move) builds nothing of the view, whose tasks stay empty.
    const edited = build({ ...input, tasks: { ...many, t0: { ...many.t0!, title: 'moved' } }, viewShown: false });
    expect(edited.groups).toBe(hidden.groups);
    expect(build({ ...input, viewShown: true }).active).toHaveLength(10_000);
  });

  it('updates the sidebar counts by the tasks the sync client says changed, without counting every task again', () => {
    const build = createViewModel();
    const first = build({ ...input, viewShown: false });
    // Maps made as the sync client makes them: each new one records the one it came from and the ids it changed.
    const made = (from: Record<string, Task>, changes: Record<string, Task>, told: string[]) => {
      const next = { ...from, ...changes };
      recordChanges({ task: from } as never, { task: next } as never, told.map((id) => ({ model: 'task' as const, id })));
      return next;
    };
    const checked = made(many, { t0: { ...many.t0!, status: 'CHECKED' } }, ['t0']);
    const counted = build({ ...input, tasks: checked, viewShown: false }).counts;
    expect(counted).toEqual(createViewModel()({ ...input, tasks: checked }).counts);
    expect(counted['all-mine']).toBe(first.counts['all-mine'] - 1);
    // A map whose record leaves out a change (never so from the client) shows the counts follow the record alone.
    const misrecorded = made(checked, { t1: { ...many.t1!, status: 'CHECKED' }, t2: { ...many.t2!, status: 'CHECKED' } }, ['t1']);
    expect(build({ ...input, tasks: misrecorded, viewShown: false }).counts['all-mine']).toBe(first.counts['all-mine'] - 2);
    // A map from elsewhere (no record) is compared with the last one: its changes count, and only they.
    const elsewhere = { ...misrecorded, t3: { ...many.t3!, status: 'CHECKED' as const } };
    expect(build({ ...input, tasks: elsewhere, viewShown: false }).counts['all-mine']).toBe(first.counts['all-mine'] - 3);
    // Other inputs changed (another day): counted whole.
    const counts = build({ ...input, tasks: elsewhere, bounds: { ...input.bounds }, viewShown: false }).counts;
    expect(counts['all-mine']).toBe(first.counts['all-mine'] - 4);
  });
});

describe('positions for moves', () => {
  const ordered = [{ id: 'a', position: 'aB' }, { id: 'b', position: 'aD' }, { id: 'c', position: 'aF' }];
  it('moves one task between its new neighbours without touching them', () => {
    const [edit] = positionsForMove(ordered, 0, 2);
    expect(edit!.id).toBe('a');
    expect(edit!.position > 'aF').toBe(true);
    const [up] = positionsForMove(ordered, 2, 0);
    expect(up!.position < 'aB').toBe(true);
    const [middle] = positionsForMove(ordered, 2, 1);
    expect(middle!.position > 'aB' && middle!.position < 'aD').toBe(true);
    expect(positionsForMove(ordered, 1, 1)).toEqual([]);
  });

  it('renumbers when the neighbours share a position', () => {
    const tied = [{ id: 'a', position: 'aV' }, { id: 'b', position: 'aV' }, { id: 'c', position: 'aV' }];
    const edits = positionsForMove(tied, 2, 1);
    const next = new Map(tied.map((t) => [t.id, t.position]));
    for (const e of edits) next.set(e.id, e.position);
    expect([...next.entries()].sort((x, y) => (x[1] < y[1] ? -1 : 1)).map(([id]) => id)).toEqual(['a', 'c', 'b']);
  });

  it('places a new task after the last', () => {
    expect(positionAfterLast([{ position: 'aB' }, { position: 'ax' }]) > 'ax').toBe(true);
    expect(positionAfterLast([])).toBeTruthy();
  });
});

describe('Assigned to me', () => {
  it('groups the user\'s assigned tasks as All my tasks does, showing only the groups that hold some', () => {
    const tasks = byId([
      task('today', { categoryId: 'work', assignedTo: 'me', dueDate: berlinDay(0), position: 'a' }),
      task('someday', { categoryId: 'home', assignedTo: 'me', position: 'b' }),
      task('bobs', { categoryId: 'work', assignedTo: 'bob', dueDate: berlinDay(1), position: 'c' }),
    ]);
    const model = createViewModel()({ ...input, tasks, view: 'assigned-to-me', me: 'me' });
    expect(model.groups.map((group) => [group.key, group.tasks.map((t) => t.id)])).toEqual([['time:today', ['today']], ['time:someday', ['someday']]]);
    expect(model.counts['assigned-to-me']).toBe(2);
    const byList = createViewModel()({ ...input, tasks, view: 'assigned-to-me', me: 'me', grouping: 'list' });
    expect(byList.groups.map((group) => group.key)).toEqual(['list:home', 'list:work']);
    // All my tasks keeps its empty time groups, to add to.
    expect(createViewModel()({ ...input, tasks, me: 'me' }).groups.map((group) => group.key)).toContain('time:tomorrow');
  });
});
