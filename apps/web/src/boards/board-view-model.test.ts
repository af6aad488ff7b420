import { createObject, type Section, type SyncObject } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { dayBounds } from '../tasks/views/day-bounds.js';
import type { Task } from '../tasks/views/types.js';
import { cardDrop, sectionMove } from './board-view-drag.js';
import { boardCards, boardColumns, cardCounts, deriveColumns, dueColumnOf, liveSections, sameCountsOr } from './board-view-model.js';

const now = Date.UTC(2026, 10, 26, 10);
const bounds = dayBounds(now, 'UTC');
const day = 86_400_000;
const task = (id: string, fields: Partial<Task>): Task => ({
  ...createObject<SyncObject<'task'>>('task', id, { title: id, boardId: 'b1', sectionId: 's1', categoryId: null, ...fields }, 1000),
  globalTaskId: id, shared: false, participants: [],
}) as Task;
const section = (id: string, position: string, isArchived = false): Section => ({ id, boardId: 'b1', name: id.toUpperCase(), position, isArchived });
const sections = liveSections({ s2: section('s2', 'a1'), s1: section('s1', 'a0'), s3: section('s3', 'a2', true), x: { ...section('x', 'a0'), boardId: 'b2' } }, 'b1');
const input = (cards: Task[], grouping: 'sections' | 'people' | 'dueDate') => ({
  cards, sections, grouping, bounds, people: [{ userId: 'u1', name: 'Ann', picture: null }], assigneeOf: (t: Task) => t.assignedTo,
});

describe('the board view\'s columns', () => {
  const tasks = {
    a: task('a', { position: 'a1' }), b: task('b', { position: 'a0' }), c: task('c', { sectionId: 's2', assignedTo: 'u1', dueDate: bounds.todayStart }),
    done: task('done', { status: 'DONE' }), other: task('other', { boardId: 'b2' }), sub: task('sub', { parentGlobalTaskId: 'a' }),
    lost: task('lost', { sectionId: 's3', dueDate: bounds.todayStart - day }),
  };

  it('are the live sections in order, each with its live cards by position; a card of an archived section shows in the first', () => {
    expect(sections.map((s) => s.id)).toEqual(['s1', 's2']);
    const columns = boardColumns(input(boardCards(tasks, 'b1'), 'sections'));
    expect(columns.map((c) => [c.key, c.cards.map((t) => t.id)])).toEqual([['section:s1', ['b', 'lost', 'a']], ['section:s2', ['c']]]);
  });

  it('by people: one per member and Unassigned; by due date: Overdue to No date, Overdue taking no drops', () => {
    const cards = boardCards(tasks, 'b1');
    expect(boardColumns(input(cards, 'people')).map((c) => [c.key, c.cards.length])).toEqual([['person:u1', 1], ['person:', 3]]);
    const due = boardColumns(input(cards, 'dueDate'));
    expect(due.map((c) => [c.key, c.cards.map((t) => t.id)])).toEqual([
      ['due:overdue', ['lost']], ['due:today', ['c']], ['due:tomorrow', []], ['due:thisWeek', []], ['due:later', []], ['due:none', ['b', 'a']],
    ]);
    expect(due[0]!.accepts).toBe(false);
    expect(dueColumnOf(bounds.dayAfterStart, bounds)).toBe('thisWeek');
    expect(dueColumnOf(bounds.weekEnd, bounds)).toBe('later');
  });
});

describe('dropping on the board', () => {
  const cards = [task('a', { position: 'a0' }), task('b', { position: 'a1' }), task('c', { position: 'a2', sectionId: 's2' })];

  it('moves a card within its column, or to another section at a card\'s place or at the end, in one edit', () => {
    const columns = boardColumns(input(cards, 'sections'));
    const within = cardDrop(columns, { type: 'card', taskId: 'a', columnKey: 'section:s1' }, { type: 'card', taskId: 'b', columnKey: 'section:s1' }, bounds)!;
    expect(within.edits).toEqual([{ id: 'a', changes: { position: expect.any(String) } }]);
    expect(within.edits[0]!.changes.position! > 'a1').toBe(true);
    const before = cardDrop(columns, { type: 'card', taskId: 'a', columnKey: 'section:s1' }, { type: 'card', taskId: 'c', columnKey: 'section:s2' }, bounds)!;
    expect(before.edits).toHaveLength(1);
    expect(before.edits[0]!.changes.sectionId).toBe('s2');
    expect(before.edits[0]!.changes.position! < 'a2').toBe(true);
    const end = cardDrop(columns, { type: 'card', taskId: 'a', columnKey: 'section:s1' }, { type: 'column-body', columnKey: 'section:s2' }, bounds)!;
    expect(end.edits[0]!.changes.sectionId).toBe('s2');
    expect(end.edits[0]!.changes.position! > 'a2').toBe(true);
  });

  it('gives a date in due columns, a person in people columns, and refuses Overdue', () => {
    const due = boardColumns(input(cards, 'dueDate'));
    const tomorrow = cardDrop(due, { type: 'card', taskId: 'a', columnKey: 'due:none' }, { type: 'column-body', columnKey: 'due:tomorrow' }, bounds)!;
    expect(tomorrow.edits[0]!.changes.dueDate).toBe(bounds.tomorrowStart);
    expect(cardDrop(due, { type: 'card', taskId: 'a', columnKey: 'due:none' }, { type: 'column-body', columnKey: 'due:overdue' }, bounds)).toBeNull();
    const people = boardColumns(input(cards, 'people'));
    expect(cardDrop(people, { type: 'card', taskId: 'a', columnKey: 'person:' }, { type: 'column', columnKey: 'person:u1' }, bounds)!.assignTo).toBe('u1');
  });

  it('moves a section onto another\'s place', () => {
    const [move] = sectionMove(sections, 's1', 's2');
    expect(move!.id).toBe('s1');
    expect(move!.position > 'a1').toBe(true);
  });
});

describe('the cards\' subtask and attachment counts', () => {
  const counts = (entries: [string, number, number, number][]) => new Map(entries.map(([id, subtasks, subtasksDone, attachments]) => [id, { subtasks, subtasksDone, attachments }]));

  it('stay the same map while they say the same, so a change elsewhere does not draw every card again', () => {
    const before = counts([['g1', 2, 1, 0], ['g2', 0, 0, 3]]);
    expect(sameCountsOr(before, counts([['g2', 0, 0, 3], ['g1', 2, 1, 0]]))).toBe(before);
  });

  it('are the new ones when any count, or the tasks counted, changed', () => {
    const before = counts([['g1', 2, 1, 0]]);
    for (const next of [counts([['g1', 2, 2, 0]]), counts([['g1', 2, 1, 1]]), counts([['g2', 2, 1, 0]]), counts([['g1', 2, 1, 0], ['g2', 1, 0, 0]]), counts([])]) {
      expect(sameCountsOr(before, next)).toBe(next);
    }
    const first = counts([]);
    expect(sameCountsOr(undefined, first)).toBe(first);
  });

  it('are not counted again for a change that touches no subtask and no attachment (a card moved), and are when one does', () => {
    const tasks = { a: task('a', {}), b: task('b', {}), sub: task('sub', { parentGlobalTaskId: 'a' }) };
    const first = cardCounts(undefined, tasks, {});
    expect(first.counts.get('a')).toEqual({ subtasks: 1, subtasksDone: 0, attachments: 0 });
    const moved = cardCounts(first, { ...tasks, b: { ...tasks.b, sectionId: 's2' } }, {});
    expect(moved.counts).toBe(first.counts);
    // The subtask checked, moved under another card, or deleted: counted again.
    const checked = cardCounts(moved, { ...moved.tasks, sub: { ...tasks.sub, status: 'CHECKED' } }, {});
    expect(checked.counts.get('a')).toEqual({ subtasks: 1, subtasksDone: 1, attachments: 0 });
    const reparented = cardCounts(checked, { ...checked.tasks, sub: { ...checked.tasks.sub!, parentGlobalTaskId: 'b' } }, {});
    expect(reparented.counts.get('b')).toEqual({ subtasks: 1, subtasksDone: 1, attachments: 0 });
    const { sub: _gone, ...withoutSub } = reparented.tasks;
    expect(cardCounts(reparented, withoutSub, {}).counts.get('b')).toBeUndefined();
    // A task that becomes a subtask counts too.
    expect(cardCounts(moved, { ...moved.tasks, b: { ...tasks.b, parentGlobalTaskId: 'a' } }, {}).counts.get('a')?.subtasks).toBe(2);
  });
});

describe('deriveColumns, from change to change', () => {
  const people = [{ userId: 'u1', name: 'Ann', picture: null }];
  const assigneeOf = (t: Task) => t.assignedTo;
  const rest = { sections, grouping: 'sections' as const, bounds, people, assigneeOf };
  const start: Record<string, Task> = Object.fromEntries(Array.from({ length: 30 }, (_, n) =>
    [`t${n}`, task(`t${n}`, { sectionId: n % 3 === 0 ? 's2' : 's1', position: `a${String(n).padStart(2, '0')}` })]));
  const keysOf = (columns: ReturnType<typeof boardColumns>) => columns.map((c) => [c.key, c.cards.map((t) => t.id)]);

  it('rebuilds only the columns a moved card leaves and enters, as deriving every column would', () => {
    const first = deriveColumns(undefined, start, 'b1', rest);
    const moved: Record<string, Task> = { ...start, t1: { ...start.t1!, sectionId: 's2', position: 'a' } };
    const next = deriveColumns(first, moved, 'b1', rest);
    expect(keysOf(next.columns)).toEqual(keysOf(boardColumns({ ...rest, cards: boardCards(moved, 'b1') })));
    expect(next.columns[0]).not.toBe(first.columns[0]);
    expect(next.columns[1]!.cards[0]).toBe(moved.t1);

    const renamed: Record<string, Task> = { ...moved, t3: { ...moved.t3!, title: 'Renamed' } };
    const after = deriveColumns(next, renamed, 'b1', rest);
    expect(after.columns[0]).toBe(next.columns[0]);
    expect(after.columns[1]!.cards.find((t) => t.id === 't3')?.title).toBe('Renamed');
    expect(deriveColumns(after, renamed, 'b1', rest)).toBe(after);
  });

  it('agrees with a full derive over random changes: cards added, archived, deleted, moved, made subtasks, of another board', () => {
    let tasks = start;
    let derived = deriveColumns(undefined, tasks, 'b1', rest);
    let seed = 7;
    const random = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (let step = 0; step < 300; step += 1) {
      const id = `t${random(40)}`;
      const current = tasks[id] ?? task(id, {});
      const change = [
        { sectionId: random(2) ? 's1' : 's2' }, { position: `a${random(50)}` }, { status: 'DONE' as const }, { status: 'UNCHECKED' as const },
        { status: 'DELETED' as const }, { boardId: random(2) ? 'b2' : 'b1' }, { parentGlobalTaskId: random(2) ? 't0' : null }, { sectionId: 's3' },
      ][random(8)]!;
      tasks = random(10) === 0 ? Object.fromEntries(Object.entries(tasks).filter(([key]) => key !== id)) : { ...tasks, [id]: { ...current, ...change } };
      derived = deriveColumns(derived, tasks, 'b1', rest);
      expect(keysOf(derived.columns), `step ${step}`).toEqual(keysOf(boardColumns({ ...rest, cards: boardCards(tasks, 'b1') })));
    }
  });
});
