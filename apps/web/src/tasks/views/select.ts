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

/** Open (UNCHECKED) tasks per sidebar entry, in one pass over the tasks; `me` counts Assigned to me. */
export function sidebarCounts(tasks: Record<string, Task>, listIds: ReadonlySet<string>, bounds: DayBounds, me: string | null = null): SidebarCounts {
  const counts: SidebarCounts = { 'all-mine': 0, all: 0, 'next-7': 0, 'assigned-to-me': 0, lists: {}, tags: {} };
  for (const task of Object.values(tasks)) {
    if (task.status !== 'UNCHECKED' || task.parentGlobalTaskId !== null) continue;
    if (task.boardId !== null) {
      // A board's task counts only where it shows: the user's own (made by or assigned to them), never in a list's or
      // tag's count (tags of boards are the board's own).
      if (!isMineOnBoard(task, me)) continue;
      counts.all += 1;
      counts['all-mine'] += 1;
      if (task.dueDate !== null && task.dueDate < bounds.weekEnd) counts['next-7'] += 1;
      if (task.assignedTo === me) counts['assigned-to-me'] += 1;
      continue;
    }
    counts.all += 1;
    if (task.dueDate !== null && task.dueDate < bounds.weekEnd) counts['next-7'] += 1;
    if (me !== null && task.assignedTo === me && inMyLists(task, listIds)) counts['assigned-to-me'] += 1;
    if (task.categoryId === null) counts['all-mine'] += 1;
    else if (listIds.has(task.categoryId)) {
      counts['all-mine'] += 1;
      counts.lists[task.categoryId] = (counts.lists[task.categoryId] ?? 0) + 1;
    }
    for (const tag of task.labels) counts.tags[tag] = (counts.tags[tag] ?? 0) + 1;
  }
  return counts;
}
