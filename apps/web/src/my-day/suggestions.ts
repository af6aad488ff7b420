import type { MyDaySuggestionFilters, SyncObject } from '@taskhub/domain';
import type { SyncSnapshot } from '@taskhub/sync-client';
import { isMineOnBoard } from '../tasks/views/select.js';
import { dueDay } from './my-day-date.js';

type Objects = SyncSnapshot['objects'];
type Task = SyncObject<'task'>;
export type MyDayEntry = SyncObject<'myDayEntry'>;

/** Why a task is suggested for My Day; each suggestion shows its reason. */
export type SuggestionReason = 'overdue' | 'dueToday' | 'fromLists';

export interface Suggestion {
  task: Task;
  reason: SuggestionReason;
  /** The list the task is in, for the 'From {list}' reason. */
  listName: string | null;
}

export type SuggestionSections = Record<SuggestionReason, Suggestion[]>;

/** How many tasks 'From your lists' offers: enough to choose from, not the whole account. */
export const fromListsLimit = 10;

/** Active entries of the given My Day date, in order. */
export function entriesOf(objects: Objects, day: number): MyDayEntry[] {
  return Object.values(objects.myDayEntry)
    .filter((entry) => entry.status === 'ACTIVE' && entry.date === day && entry.referencedObjectType === 'task')
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1));
}

/**
 * The task an entry points at. Entries made here name the task id; a third-party client may name the global task
 * id, which for personal tasks is the same or is found through the task's globalTaskId.
 */
export function taskForEntry(objects: Objects, entry: MyDayEntry, byGlobalId?: Map<string, Task>): Task | undefined {
  return objects.task[entry.referencedObjectId] ?? (byGlobalId ?? globalIdIndex(objects)).get(entry.referencedObjectId);
}

/** Tasks by their globalTaskId, built once per render for the entries to find their tasks. */
export function globalIdIndex(objects: Objects): Map<string, Task> {
  const index = new Map<string, Task>();
  for (const task of Object.values(objects.task)) if (task.globalTaskId) index.set(task.globalTaskId, task);
  return index;
}

const byDueThenPosition = (a: Task, b: Task) =>
  (a.dueDate ?? Infinity) - (b.dueDate ?? Infinity) || (a.position < b.position ? -1 : a.position > b.position ? 1 : 0);

/**
 * Tasks to suggest for My Day on `day` (midnight UTC of the My Day date): open top-level tasks not already in it,
 * overdue ones, ones due that day, and others from the user's lists (only the chosen lists when
 * myDaySuggestionFilters.categoryIds names any). A source switched off in the filters suggests nothing. A board's
 * task is suggested only when it is the user's (`me` made it or is assigned it).
 */
export function myDaySuggestions(objects: Objects, day: number, filters: MyDaySuggestionFilters, me: string | null = null): SuggestionSections {
  const index = globalIdIndex(objects);
  const planned = new Set(entriesOf(objects, day).map((entry) => taskForEntry(objects, entry, index)?.id));
  const lists = new Map(Object.values(objects.category).filter((c) => !c.isDeleted && !c.isArchived).map((c) => [c.id, c.name]));
  const open = Object.values(objects.task)
    .filter((task) => task.status === 'UNCHECKED' && task.parentGlobalTaskId === null && !planned.has(task.id) && isMineOnBoard(task, me))
    .sort(byDueThenPosition);
  const sections: SuggestionSections = { overdue: [], dueToday: [], fromLists: [] };
  const suggest = (task: Task, reason: SuggestionReason) =>
    sections[reason].push({ task, reason, listName: task.categoryId ? lists.get(task.categoryId) ?? null : null });

  for (const task of open) {
    const due = task.dueDate === null ? null : dueDay(task.dueDate);
    if (due !== null && due < day) {
      if (filters.overdue) suggest(task, 'overdue');
    } else if (due === day) {
      if (filters.dueToday) suggest(task, 'dueToday');
    } else if (filters.fromLists && task.categoryId && lists.has(task.categoryId)
      && (filters.categoryIds.length === 0 || filters.categoryIds.includes(task.categoryId))
      && sections.fromLists.length < fromListsLimit) {
      suggest(task, 'fromLists');
    }
  }
  return sections;
}
