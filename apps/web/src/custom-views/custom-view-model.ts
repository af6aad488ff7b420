import type { Board, Section } from '@taskhub/domain';
import { dueColumnOf } from '../boards/board-view-model.js';
import { startOfDay } from '../tasks/views/dates.js';
import type { DayBounds } from '../tasks/views/day-bounds.js';
import { byPosition } from '../tasks/views/order.js';
import type { Category, Task, TaskGroup } from '../tasks/views/types.js';

/** A custom view's definition (API.md section 5's customView, SPEC.md section 3). */
export interface CustomViewDefinition {
  sources: { type: 'board' | 'category' | 'all'; id: string | null }[];
  duration: CustomViewDuration;
  organizedBy: CustomViewOrganization;
}

export const customViewDurations = ['tomorrow', '7d', '14d', '4w', '12m'] as const;
export type CustomViewDuration = (typeof customViewDurations)[number];
export const customViewOrganizations = ['people', 'dueDate', 'boardsAndSections'] as const;
export type CustomViewOrganization = (typeof customViewOrganizations)[number];

/** How many days from today each duration covers: Tomorrow ends with tomorrow; 12 months is a year of days. */
const durationDays: Record<CustomViewDuration, number> = { tomorrow: 2, '7d': 7, '14d': 14, '4w': 28, '12m': 365 };

/** The end of the view's window: the start of the first day after it, in the user's time zone. */
export const windowEnd = (duration: CustomViewDuration, bounds: DayBounds, timeZone: string): number =>
  startOfDay(bounds.today + durationDays[duration], timeZone);

export interface CustomViewContext {
  /** The user's visible lists, and their boards (those they are a member of). */
  lists: Category[];
  boards: Board[];
  sections: Record<string, Section>;
  me: string | null;
  bounds: DayBounds;
  timeZone: string;
  /** A board member's name by user id, for the people groups. */
  personName(userId: string): string | null;
}

/**
 * The open tasks a custom view shows: top-level, not completed, due before the window's end (overdue ones too: they
 * are still to do), from its sources. "Everything" is the user's own tasks and every task of their boards; a list or
 * board source names one of the user's.
 */
export function customViewTasks(tasks: Record<string, Task>, view: CustomViewDefinition, ctx: CustomViewContext): Task[] {
  const end = windowEnd(view.duration, ctx.bounds, ctx.timeZone);
  const listIds = new Set(ctx.lists.map((list) => list.id));
  const boardIds = new Set(ctx.boards.map((board) => board.id));
  const everything = view.sources.some((source) => source.type === 'all');
  const fromLists = new Set(view.sources.filter((source) => source.type === 'category' && source.id && listIds.has(source.id)).map((s) => s.id));
  const fromBoards = new Set(view.sources.filter((source) => source.type === 'board' && source.id && boardIds.has(source.id)).map((s) => s.id));
  const inSources = (task: Task) => {
    if (task.boardId !== null) return boardIds.has(task.boardId) && (everything || fromBoards.has(task.boardId));
    if (everything) return task.categoryId === null || listIds.has(task.categoryId);
    return task.categoryId !== null && fromLists.has(task.categoryId);
  };
  return Object.values(tasks).filter((task) => task.status === 'UNCHECKED' && task.parentGlobalTaskId === null
    && task.dueDate !== null && task.dueDate < end && inSources(task));
}

const byDue = (a: Task, b: Task) => (a.dueDate ?? 0) - (b.dueDate ?? 0) || byPosition(a, b);

/**
 * The view's tasks in groups, as the task screens draw them (TaskColumn). People: the user first, then the others by
 * name, Unassigned last. Due date: Overdue, Today, Tomorrow, Later (this week and after). Boards and sections: each
 * board's sections in their order, then each list. Empty groups are left out: nothing is added from a custom view.
 */
export function customViewGroups(tasks: Task[], organizedBy: CustomViewOrganization, ctx: CustomViewContext, names: { me: string; unassigned: string }): TaskGroup[] {
  const groups = new Map<string, TaskGroup>();
  const add = (key: string, group: () => Omit<TaskGroup, 'tasks' | 'key'>, task: Task) => {
    let found = groups.get(key);
    if (!found) groups.set(key, (found = { key, ...group(), tasks: [] }));
    found.tasks.push(task);
  };
  for (const task of [...tasks].sort(byDue)) {
    if (organizedBy === 'dueDate') {
      const column = dueColumnOf(task.dueDate, ctx.bounds);
      const id = column === 'thisWeek' || column === 'later' ? 'upcoming' : column;
      add(`time:${id}`, () => ({ kind: 'time', id, defaults: {} }), task);
    } else if (organizedBy === 'people') {
      const who = task.assignedTo;
      const name = who === null ? names.unassigned : who === ctx.me ? names.me : ctx.personName(who) ?? who;
      add(`person:${who ?? 'none'}`, () => ({ kind: 'list', id: who ?? 'none', name, defaults: {} }), task);
    } else if (task.boardId !== null) {
      const board = ctx.boards.find((one) => one.id === task.boardId);
      const section = task.sectionId ? ctx.sections[task.sectionId] : undefined;
      const name = [board?.name, section?.name].filter(Boolean).join(' › ');
      add(`section:${task.boardId}:${task.sectionId ?? ''}`, () => ({ kind: 'list', id: task.sectionId ?? task.boardId, name, defaults: {} }), task);
    } else {
      const list = ctx.lists.find((one) => one.id === task.categoryId);
      add(`list:${task.categoryId ?? ''}`, () => ({ kind: 'list', id: task.categoryId, name: list?.name, defaults: {} }), task);
    }
  }
  return [...groups.values()].sort(groupOrder(organizedBy, ctx));
}

function groupOrder(organizedBy: CustomViewOrganization, ctx: CustomViewContext) {
  if (organizedBy === 'dueDate') {
    const order = ['overdue', 'today', 'tomorrow', 'upcoming'];
    return (a: TaskGroup, b: TaskGroup) => order.indexOf(a.id!) - order.indexOf(b.id!);
  }
  if (organizedBy === 'people') {
    const rank = (group: TaskGroup) => (group.id === ctx.me ? 0 : group.id === 'none' ? 2 : 1);
    return (a: TaskGroup, b: TaskGroup) => rank(a) - rank(b) || (a.name ?? '').localeCompare(b.name ?? '');
  }
  // Boards in their order and each board's sections in theirs, then lists in theirs.
  const boardRank = new Map(ctx.boards.map((board, i) => [board.id, i]));
  const listRank = new Map(ctx.lists.map((list, i) => [list.id, i]));
  const place = (group: TaskGroup): [number, number, string] => {
    const [kind, first, second] = group.key.split(':');
    if (kind === 'section') return [0, boardRank.get(first!) ?? 0, ctx.sections[second!]?.position ?? ''];
    return [1, listRank.get(first!) ?? Number.MAX_SAFE_INTEGER, ''];
  };
  return (a: TaskGroup, b: TaskGroup) => {
    const [pa, pb] = [place(a), place(b)];
    return pa[0] - pb[0] || pa[1] - pb[1] || (pa[2] < pb[2] ? -1 : pa[2] > pb[2] ? 1 : 0);
  };
}
