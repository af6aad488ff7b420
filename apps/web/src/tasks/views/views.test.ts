import { describe, expect, it } from 'vitest';
import { berlinDay, byId, list, tag, task, testNow, testZone } from '../testing/fixtures.js';
import { dayNumber, startOfDay } from './dates.js';
import { dayBounds } from './day-bounds.js';
import { columnsFor, groupTasks } from './group.js';
import { sidebarCounts, sidebarCountsAfter, viewTasks, visibleLists, visibleTags } from './select.js';
import type { Task, ViewKey } from './types.js';

const bounds = dayBounds(testNow, testZone);
const lists = [list('work', { position: 'ab' }), list('home', { position: 'aa' }), list('old', { isDeleted: true }), list('shelf', { isArchived: true })];
const listIds = new Set(visibleLists(byId(lists)).map((l) => l.id));
const titles = (tasks: { title: string }[]) => tasks.map((t) => t.title);

describe('day boundaries in the user time zone', () => {
  it('finds the calendar date and its start in the zone, across a daylight saving change', () => {
    // 23:30 UTC on 9 March is already 10 March in Berlin, still 9 March in New York.
    expect(dayNumber(Date.UTC(2026, 2, 9, 23, 30), 'Europe/Berlin')).toBe(dayNumber(Date.UTC(2026, 2, 10, 12), 'UTC'));
    expect(dayNumber(Date.UTC(2026, 2, 9, 23, 30), 'America/New_York')).toBe(dayNumber(Date.UTC(2026, 2, 9, 12), 'UTC'));
    expect(bounds.todayStart).toBe(berlinDay(0));
    expect(bounds.tomorrowStart).toBe(berlinDay(1));
    // Berlin moves to summer time on 29 March 2026: that day starts at 23:00 UTC, the next at 22:00 UTC.
    expect(startOfDay(dayNumber(Date.UTC(2026, 2, 30, 12), 'UTC'), 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 22));
  });
});

describe('the smart views', () => {
  const tasks = byId([
    task('in-work', { categoryId: 'work', position: 'ab' }),
    task('in-home', { categoryId: 'home', position: 'aa', labels: ['t1'], dueDate: berlinDay(3) }),
    task('no-list', { categoryId: null, dueDate: berlinDay(-2), position: 'ad' }),
    task('in-deleted-list', { categoryId: 'old', position: 'ae' }),
    task('done', { categoryId: 'work', status: 'CHECKED', dueDate: berlinDay(0) }),
    task('archived', { categoryId: 'work', status: 'DONE' }),
    task('deleted', { categoryId: 'work', status: 'DELETED' }),
    task('subtask', { categoryId: 'work', parentGlobalTaskId: 'in-work' }),
    task('far', { categoryId: 'work', dueDate: berlinDay(7), position: 'ac' }),
  ]);
  const shown = (view: ViewKey) => {
    const { active, completed } = viewTasks(tasks, view, listIds, bounds);
    return { active: titles(active), completed: titles(completed) };
  };

  it('All my tasks: open tasks of the user lists, completed apart, archived/deleted/subtasks hidden', () => {
    expect(shown('all-mine')).toEqual({ active: ['in-home', 'in-work', 'far', 'no-list'], completed: ['done'] });
  });

  it('All tasks also has tasks outside the user lists', () => {
    expect(shown('all').active).toEqual(['in-home', 'in-work', 'far', 'no-list', 'in-deleted-list']);
  });

  it('Next 7 days: due before the eighth day, overdue included', () => {
    expect(shown('next-7')).toEqual({ active: ['in-home', 'no-list'], completed: ['done'] });
  });

  it('a list and a tag', () => {
    expect(shown('list:work')).toEqual({ active: ['in-work', 'far'], completed: ['done'] });
    expect(shown('tag:t1')).toEqual({ active: ['in-home'], completed: [] });
  });

  it('counts open top-level tasks for the sidebar', () => {
    expect(sidebarCounts(tasks, listIds, bounds)).toEqual({ 'all-mine': 4, all: 5, 'next-7': 2, 'assigned-to-me': 0, lists: { work: 2, home: 1 }, tags: { t1: 1 } });
  });

  it('Assigned to me: open tasks of the user lists whose assignee is the user, counted for the sidebar', () => {
    const assigned = byId([
      task('mine', { categoryId: 'work', assignedTo: 'me', position: 'ab' }),
      task('mine-no-list', { categoryId: null, assignedTo: 'me', position: 'aa', dueDate: berlinDay(1) }),
      task('mine-done', { categoryId: 'work', assignedTo: 'me', status: 'CHECKED' }),
      task('mine-archived', { categoryId: 'work', assignedTo: 'me', status: 'DONE' }),
      task('mine-subtask', { categoryId: 'work', assignedTo: 'me', parentGlobalTaskId: 'mine' }),
      task('mine-in-archived-list', { categoryId: 'shelf', assignedTo: 'me' }),
      task('theirs', { categoryId: 'work', assignedTo: 'bob' }),
      task('nobodys', { categoryId: 'work' }),
    ]);
    const { active, completed } = viewTasks(assigned, 'assigned-to-me', listIds, bounds, 'me');
    expect({ active: titles(active), completed: titles(completed) }).toEqual({ active: ['mine-no-list', 'mine'], completed: ['mine-done'] });
    expect(sidebarCounts(assigned, listIds, bounds, 'me')['assigned-to-me']).toBe(2);
    // Signed out (no user id), nothing is anybody's.
    expect(viewTasks(assigned, 'assigned-to-me', listIds, bounds).active).toEqual([]);
    expect(sidebarCounts(assigned, listIds, bounds)['assigned-to-me']).toBe(0);
    expect(sidebarCounts(assigned, listIds, bounds, 'bob')['assigned-to-me']).toBe(1);
  });

  it('a board task shows in the smart views only when the user made it or is assigned it (issue 14)', () => {
    const board = { categoryId: null, boardId: 'b1', sectionId: 's1' };
    const withBoards = byId([
      task('made', { ...board, createdBy: 'me', position: 'aa', dueDate: berlinDay(1) }),
      task('given', { ...board, createdBy: 'bob', assignedTo: 'me', position: 'ab' }),
      task('theirs', { ...board, createdBy: 'bob', dueDate: berlinDay(1), position: 'ac' }),
      task('theirs-assigned', { ...board, createdBy: 'me', assignedTo: 'bob', position: 'ad' }),
      task('personal', { categoryId: 'work', position: 'ae' }),
    ]);
    const open = (view: ViewKey, me: string | null) => titles(viewTasks(withBoards, view, listIds, bounds, me).active);
    expect(open('all-mine', 'me')).toEqual(['made', 'given', 'theirs-assigned', 'personal']);
    expect(open('all', 'me')).toEqual(['made', 'given', 'theirs-assigned', 'personal']);
    expect(open('next-7', 'me')).toEqual(['made']);
    expect(open('assigned-to-me', 'me')).toEqual(['given']);
    expect(open('all-mine', 'bob')).toEqual(['given', 'theirs', 'theirs-assigned', 'personal']);
    expect(open('all-mine', null)).toEqual(['personal']);
    const counts = sidebarCounts(withBoards, listIds, bounds, 'me');
    expect(counts).toMatchObject({ 'all-mine': 4, all: 4, 'next-7': 1, 'assigned-to-me': 1, lists: { work: 1 } });
  });

  it('counts after a few changed tasks as a full count would, over random changes of lists, tags, dates, boards and states', () => {
    let tasks: Record<string, Task> = byId(Array.from({ length: 30 }, (_, n) => task(`t${n}`, { categoryId: n % 2 ? 'work' : 'home', position: `a${n}` })));
    let counts = sidebarCounts(tasks, listIds, bounds, 'me');
    let seed = 11;
    const random = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (let step = 0; step < 400; step += 1) {
      const ids = [`t${random(40)}`, `t${random(40)}`];
      let next = tasks;
      for (const id of ids) {
        const current = next[id] ?? task(id, { position: `b${step}` });
        const change: Partial<Task> = [
          { categoryId: ['work', 'home', 'old', 'shelf', null][random(5)] ?? null }, { labels: random(2) ? ['t1'] : ['t1', 't2'] }, { labels: [] },
          { dueDate: random(2) ? berlinDay(random(10)) : null }, { status: (['CHECKED', 'UNCHECKED', 'DONE', 'DELETED'] as const)[random(4)]! },
          { boardId: random(2) ? 'b1' : null, categoryId: null, createdBy: random(2) ? 'me' : 'bob' }, { assignedTo: random(2) ? 'me' : null },
          { parentGlobalTaskId: random(3) ? null : 't0' },
        ][random(8)]!;
        next = random(12) === 0 ? Object.fromEntries(Object.entries(next).filter(([key]) => key !== id)) : { ...next, [id]: { ...current, ...change } };
      }
      counts = sidebarCountsAfter(counts, tasks, next, ids, listIds, bounds, 'me');
      tasks = next;
      expect(counts, `step ${step}`).toEqual(sidebarCounts(tasks, listIds, bounds, 'me'));
    }
    // A change that counts nowhere (someone else's card, a completed task edited) keeps the counts object.
    const theirs = { ...tasks, card: task('card', { boardId: 'b1', categoryId: null, createdBy: 'bob', position: 'z' }) };
    expect(sidebarCountsAfter(counts, tasks, theirs, ['card'], listIds, bounds, 'me')).toBe(counts);
  });

  it('shows lists and tags that are not deleted or archived, by position', () => {
    expect(visibleLists(byId(lists)).map((l) => l.id)).toEqual(['home', 'work']);
    expect(visibleTags(byId([tag('b', { position: 'ab' }), tag('a', { position: 'aa' }), tag('x', { isDeleted: true })])).map((l) => l.id)).toEqual(['a', 'b']);
  });
});

describe('grouping', () => {
  const open = [
    task('overdue', { dueDate: berlinDay(-1) + 5, categoryId: 'work', labels: ['t1', 't2'] }),
    task('late-today', { dueDate: berlinDay(1) - 1, categoryId: 'home' }),
    task('tomorrow', { dueDate: berlinDay(1) }),
    task('upcoming', { dueDate: berlinDay(2), labels: ['gone'] }),
    task('someday', { categoryId: 'work' }),
  ];
  const ctx = { bounds, lists: visibleLists(byId(lists)), tags: [tag('t1'), tag('t2')], splitOverdue: false };
  const shape = (groups: { key: string; tasks: { title: string }[] }[]) => groups.map((g) => [g.key, titles(g.tasks)]);

  it('by time: Today holds overdue, then Tomorrow, Upcoming, Someday, each with the due date it gives', () => {
    const groups = groupTasks(open, 'time', ctx);
    expect(shape(groups)).toEqual([
      ['time:today', ['overdue', 'late-today']], ['time:tomorrow', ['tomorrow']], ['time:upcoming', ['upcoming']], ['time:someday', ['someday']],
    ]);
    expect(groups.map((g) => g.defaults.dueDate)).toEqual([berlinDay(0), berlinDay(1), berlinDay(2), null]);
  });

  it('by time with overdue split off for the multi-column layout', () => {
    expect(shape(groupTasks(open, 'time', { ...ctx, splitOverdue: true })).slice(0, 2)).toEqual([['time:overdue', ['overdue']], ['time:today', ['late-today']]]);
    expect(groupTasks(open.slice(1), 'time', { ...ctx, splitOverdue: true })[0]!.key).toBe('time:today');
    expect(groupTasks(open, 'time', { ...ctx, withSomeday: false }).map((g) => g.key)).not.toContain('time:someday');
  });

  it('by list and by tag', () => {
    expect(shape(groupTasks(open, 'list', ctx))).toEqual([['list:home', ['late-today']], ['list:work', ['overdue', 'someday']], ['list:none', ['tomorrow', 'upcoming']]]);
    expect(shape(groupTasks(open, 'tag', ctx))).toEqual([['tag:t1', ['overdue']], ['tag:t2', ['overdue']], ['tag:none', ['late-today', 'tomorrow', 'upcoming', 'someday']]]);
  });

  it('lays groups out in one column or one column each', () => {
    const groups = groupTasks(open, 'time', ctx);
    expect(columnsFor(groups, 'single')).toEqual([groups]);
    expect(columnsFor(groups, 'multi')).toHaveLength(4);
  });
});
