import type { Board, Section } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { berlinDay, byId, list, task, testNow, testZone } from '../tasks/testing/fixtures.js';
import { dayBounds } from '../tasks/views/day-bounds.js';
import { customViewGroups, customViewTasks, windowEnd, type CustomViewContext, type CustomViewDefinition } from './custom-view-model.js';

const bounds = dayBounds(testNow, testZone);
const board = (id: string, name: string, position: string): Board => ({
  id, workspaceId: 'w', name, emoji: null, isPrivate: false, isArchived: false, role: 'member', membersCount: 2, position, creationDate: 0, lastUpdateDate: 0,
});
const section = (id: string, boardId: string, name: string, position: string): Section => ({ id, boardId, name, position, isArchived: false });
const ctx: CustomViewContext = {
  lists: [list('home', { position: 'a0' }), list('work', { position: 'a1' })],
  boards: [board('b1', 'Launch', 'a0'), board('b2', 'Ops', 'a1')],
  sections: byId([section('s1', 'b1', 'To do', 'a0'), section('s2', 'b1', 'Doing', 'a1'), section('s3', 'b2', 'Queue', 'a0')]),
  me: 'me', bounds, timeZone: testZone,
  personName: (id) => ({ bob: 'Bob', ann: 'Ann' })[id] ?? null,
};
const tasks = byId([
  task('late', { categoryId: 'home', dueDate: berlinDay(-1) }),
  task('today', { categoryId: 'work', dueDate: berlinDay(0), assignedTo: 'me' }),
  task('card-tomorrow', { categoryId: null, boardId: 'b1', sectionId: 's2', dueDate: berlinDay(1), assignedTo: 'bob' }),
  task('card-week', { categoryId: null, boardId: 'b1', sectionId: 's1', dueDate: berlinDay(5), assignedTo: 'ann' }),
  task('ops-card', { categoryId: null, boardId: 'b2', sectionId: 's3', dueDate: berlinDay(10) }),
  task('far', { categoryId: 'home', dueDate: berlinDay(40) }),
  task('undated', { categoryId: 'home' }),
  task('done', { categoryId: 'home', dueDate: berlinDay(0), status: 'CHECKED' }),
  task('other-board', { categoryId: null, boardId: 'gone', dueDate: berlinDay(0) }),
]);
const view = (fields: Partial<CustomViewDefinition>): CustomViewDefinition => ({ sources: [{ type: 'all', id: null }], duration: '7d', organizedBy: 'dueDate', ...fields });
const ids = (found: { id: string }[]) => found.map((one) => one.id).sort();

describe('custom views', () => {
  it('end their window after tomorrow, 7 or 14 days, 4 weeks or 12 months', () => {
    expect(windowEnd('tomorrow', bounds, testZone)).toBe(berlinDay(2));
    expect(windowEnd('7d', bounds, testZone)).toBe(bounds.weekEnd);
    // Four weeks from 10 March end with 6 April, in summer time: midnight in Berlin is 22:00 UTC.
    expect(windowEnd('4w', bounds, testZone)).toBe(Date.UTC(2026, 3, 6, 22));
  });

  it('show open dated tasks of their sources due before the window ends, overdue ones too', () => {
    expect(ids(customViewTasks(tasks, view({ duration: 'tomorrow' }), ctx))).toEqual(['card-tomorrow', 'late', 'today']);
    expect(ids(customViewTasks(tasks, view({ duration: '14d' }), ctx))).toEqual(['card-tomorrow', 'card-week', 'late', 'ops-card', 'today']);
    expect(ids(customViewTasks(tasks, view({ duration: '12m', sources: [{ type: 'board', id: 'b1' }] }), ctx))).toEqual(['card-tomorrow', 'card-week']);
    expect(ids(customViewTasks(tasks, view({ duration: '12m', sources: [{ type: 'category', id: 'home' }, { type: 'board', id: 'b2' }] }), ctx)))
      .toEqual(['far', 'late', 'ops-card']);
    // A board the user is not a member of (no longer in the store's boards) gives nothing.
    expect(customViewTasks(tasks, view({ sources: [{ type: 'board', id: 'gone' }] }), ctx)).toEqual([]);
  });

  it('organise by due date, by people (the user first, Unassigned last) or by boards and sections', () => {
    const shown = customViewTasks(tasks, view({ duration: '14d' }), ctx);
    const names = { me: 'Me', unassigned: 'Unassigned' };
    const outline = (organizedBy: CustomViewDefinition['organizedBy']) =>
      customViewGroups(shown, organizedBy, ctx, names).map((group) => [group.name ?? group.id, group.tasks.map((one) => one.id)]);
    expect(outline('dueDate')).toEqual([['overdue', ['late']], ['today', ['today']], ['tomorrow', ['card-tomorrow']], ['upcoming', ['card-week', 'ops-card']]]);
    expect(outline('people')).toEqual([['Me', ['today']], ['Ann', ['card-week']], ['Bob', ['card-tomorrow']], ['Unassigned', ['late', 'ops-card']]]);
    expect(outline('boardsAndSections')).toEqual([
      ['Launch › To do', ['card-week']], ['Launch › Doing', ['card-tomorrow']], ['Ops › Queue', ['ops-card']], ['home', ['late']], ['work', ['today']],
    ]);
  });
});
