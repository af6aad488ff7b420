import { byPosition } from './order.js';
import type { DayBounds } from './day-bounds.js';
import { type Category, type Label, type Task, type ViewKey, viewListId, viewTagId } from './types.js';

/** Lists the sidebar shows: neither deleted nor archived, in position order. */
export function visibleLists(categories: Record<string, Category>): Category[] {
  return Object.values(categories).filter((c) => !c.isDeleted && !c.isArchived).sort(byPosition);
}

/** Tags the sidebar shows: not deleted, in position order. */
export function visibleTags(labels: Record<string, Label>): Label[] {
  return Object.values(labels).filter((l) => !l.isDeleted).sort(byPosition);
}

/** Top-level tasks that a view can show at all: not subtasks, not archived (DONE) or deleted. */
export function isShown(task: Task): boolean {
  return task.parentGlobalTaskId === null && (task.status === 'UNCHECKED' || task.status === 'CHECKED');
}

/**
 * A board's task is the user's, in My Day and the smart views, when it is assigned to them or they made it (issue 14);
 * the other tasks of their boards show on the boards only.
 */
export const isMineOnBoard = (task: Task, me: string | null): boolean =>
  task.boardId === null || (me !== null && (task.assignedTo === me || task.createdBy === me));

/** A task of the user's own lists (or of no list), as All my tasks shows them; lists that are gone stay out. */
const inMyLists = (task: Task, listIds: ReadonlySet<string>) => task.boardId === null && (task.categoryId === null || listIds.has(task.categoryId));

/**
 * Whether a shown task belongs to a view. `listIds` are the user's visible lists; `me` the signed-in user's id (Assigned
 * to me; null shows nothing there).
 */
export function inView(task: Task, view: ViewKey, listIds: ReadonlySet<string>, bounds: DayBounds, me: string | null = null): boolean {
  switch (view) {
    case 'all':
      return isMineOnBoard(task, me);
    case 'all-mine':
      // A task without a list is still the user's (e.g. quick-added before the starter lists arrived by sync);
      // only tasks of lists that are gone (deleted, archived, not shown) stay out.
      return inMyLists(task, listIds) || (task.boardId !== null && isMineOnBoard(task, me));
    case 'assigned-to-me':
      return me !== null && task.assignedTo === me && (inMyLists(task, listIds) || task.boardId !== null);
    case 'next-7':
      // Overdue tasks count: they show in Today.
      return task.dueDate !== null && task.dueDate < bounds.weekEnd && isMineOnBoard(task, me);
    case 'my-day':
      return false;
    default: {
      const listId = viewListId(view);
      if (listId !== null) return task.categoryId === listId;
      const tagId = viewTagId(view);
      return tagId !== null && task.labels.includes(tagId);
    }
  }
}

export interface ViewTasks {
  /** Not completed (UNCHECKED), in position order. */
  active: Task[];
  /** Completed (CHECKED), in position order; the screen shows them under Completed. */
  completed: Task[];
}

export function viewTasks(tasks: Record<string, Task>, view: ViewKey, listIds: ReadonlySet<string>, bounds: DayBounds, me: string | null = null): ViewTasks {
  const active: Task[] = [];
  const completed: Task[] = [];
  for (const task of Object.values(tasks)) {
    if (!isShown(task) || !inView(task, view, listIds, bounds, me)) continue;
    (task.status === 'CHECKED' ? completed : active).push(task);
  }
  return { active: active.sort(byPosition), completed: completed.sort(byPosition) };
}

export interface SidebarCounts {
  'all-mine': number;
  all: number;
  'next-7': number;
  'assigned-to-me': number;
  lists: Record<string, number>;
  tags: Record<string, number>;
}

/**
 * Adds one task's part of the sidebar counts to `counts` (`sign` -1 takes it away; an entry back at 0 goes); false when
 * the task counts nowhere.
 */
function countTask(counts: SidebarCounts, task: Task, sign: 1 | -1, listIds: ReadonlySet<string>, bounds: DayBounds, me: string | null): boolean {
  if (task.status !== 'UNCHECKED' || task.parentGlobalTaskId !== null) return false;
  const add = (record: Record<string, number>, key: string) => {
    const count = (record[key] ?? 0) + sign;
    if (count === 0) delete record[key];
    else record[key] = count;
  };
  if (task.boardId !== null) {
    // A board's task counts only where it shows: the user's own (made by or assigned to them), never in a list's or
    // tag's count (tags of boards are the board's own).
    if (!isMineOnBoard(task, me)) return false;
    counts.all += sign;
    counts['all-mine'] += sign;
    if (task.dueDate !== null && task.dueDate < bounds.weekEnd) counts['next-7'] += sign;
    if (task.assignedTo === me) counts['assigned-to-me'] += sign;
    return true;
  }
  counts.all += sign;
  if (task.dueDate !== null && task.dueDate < bounds.weekEnd) counts['next-7'] += sign;
  if (me !== null && task.assignedTo === me && inMyLists(task, listIds)) counts['assigned-to-me'] += sign;
  if (task.categoryId === null) counts['all-mine'] += sign;
  else if (listIds.has(task.categoryId)) {
    counts['all-mine'] += sign;
    add(counts.lists, task.categoryId);
  }
  for (const tag of task.labels) add(counts.tags, tag);
  return true;
}

/** Open (UNCHECKED) tasks per sidebar entry, in one pass over the tasks; `me` counts Assigned to me. */
export function sidebarCounts(tasks: Record<string, Task>, listIds: ReadonlySet<string>, bounds: DayBounds, me: string | null = null): SidebarCounts {
  const counts: SidebarCounts = { 'all-mine': 0, all: 0, 'next-7': 0, 'assigned-to-me': 0, lists: {}, tags: {} };
  for (const task of Object.values(tasks)) countTask(counts, task, 1, listIds, bounds, me);
  return counts;
}

/**
 * The counts of `after` from those of `before` (`counts`) when only the tasks `changedIds` differ between the two maps
 * (the sync client's map lineage says which): each changed task's old part taken away, its new part added. Equal to
 * `sidebarCounts(after, …)`; a change of one card on a board of 5,000 then costs one task, not a pass over all of them.
 */
export function sidebarCountsAfter(
  counts: SidebarCounts, before: Record<string, Task>, after: Record<string, Task>, changedIds: readonly string[],
  listIds: ReadonlySet<string>, bounds: DayBounds, me: string | null = null,
): SidebarCounts {
  const next: SidebarCounts = { ...counts, lists: { ...counts.lists }, tags: { ...counts.tags } };
  let touched = false;
  for (const id of new Set(changedIds)) {
    const old = before[id];
    const now = after[id];
    if (old === now) continue;
    if (old) touched = countTask(next, old, -1, listIds, bounds, me) || touched;
    if (now) touched = countTask(next, now, 1, listIds, bounds, me) || touched;
  }
  // Changes that count nowhere (another member's card), or that come out the same (a card of mine moved to another
  // section), keep the counts object, and what reads them draws nothing again.
  return touched && !sameCounts(counts, next) ? next : counts;
}

const sameEntries = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

function sameCounts(a: SidebarCounts, b: SidebarCounts): boolean {
  return a['all-mine'] === b['all-mine'] && a.all === b.all && a['next-7'] === b['next-7'] && a['assigned-to-me'] === b['assigned-to-me']
    && sameEntries(a.lists, b.lists) && sameEntries(a.tags, b.tags);
}
