import type { SyncSnapshot } from '@taskhub/sync-client';
import type { WebConfig } from '@taskhub/domain';
import type { IntlShape } from 'react-intl';
import { dateTimeFormat } from '../format/intl-cache.js';
import { dueParts } from '../scheduling/due-parts.js';
import { formatClock } from '../scheduling/time-text.js';
import type { DueTone, RowFace } from './row-face.js';
import type { DayBounds } from './views/day-bounds.js';
import type { Label, Task } from './views/types.js';

export type { DueTone } from './row-face.js';

export interface DueChip {
  text: string;
  tone: DueTone;
}

/**
 * A due date as a row shows it (DESIGN.md "Due chips"): Yesterday / Today / Tomorrow, the weekday within the next
 * days of Next 7 days, else the date (with the year when it is not this year's), then the time in the user's clock
 * when one is set. Overdue is before today, as the Overdue group counts it.
 */
export function dueChip(dueDate: number, bounds: DayBounds, timeZone: string, timeFormat: WebConfig['timeFormat'], intl: IntlShape): DueChip {
  const { locale } = intl;
  const dayMs = bounds.tomorrowStart - bounds.todayStart;
  let text: string;
  if (dueDate >= bounds.todayStart && dueDate < bounds.tomorrowStart) text = intl.formatMessage({ id: 'tasks.due.today' });
  else if (dueDate >= bounds.tomorrowStart && dueDate < bounds.dayAfterStart) text = intl.formatMessage({ id: 'tasks.due.tomorrow' });
  else if (dueDate < bounds.todayStart && dueDate >= bounds.todayStart - dayMs) text = intl.formatMessage({ id: 'tasks.due.yesterday' });
  else if (dueDate >= bounds.dayAfterStart && dueDate < bounds.weekEnd) text = dateTimeFormat(locale, { timeZone, weekday: 'long' }).format(dueDate);
  else {
    const thisYear = dateTimeFormat(locale, { timeZone, year: 'numeric' });
    const sameYear = thisYear.format(dueDate) === thisYear.format(bounds.todayStart);
    text = dateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(dueDate);
  }
  const { time } = dueParts(dueDate, timeZone);
  if (time) text = `${text} ${formatClock(time, timeFormat, locale)}`;
  const tone: DueTone = dueDate < bounds.todayStart ? 'overdue' : dueDate < bounds.tomorrowStart ? 'today' : dueDate < bounds.dayAfterStart ? 'tomorrow' : 'later';
  return { text, tone };
}

export interface TaskCounts {
  subtasksDone: number;
  subtasks: number;
  attachments: number;
}

export interface RowMetaIndex {
  /** Subtask and attachment counts by the parent task's global id (globalIdOf; tasks without any are absent). */
  counts: ReadonlyMap<string, TaskCounts>;
  /** Ids of the tasks in the current My Day. */
  myDay: ReadonlySet<string>;
}

type Objects = SyncSnapshot['objects'];

const countsOf = (map: Map<string, TaskCounts>, id: string) => {
  let counts = map.get(id);
  if (!counts) map.set(id, (counts = { subtasksDone: 0, subtasks: 0, attachments: 0 }));
  return counts;
};

/**
 * What rows show about a task that lives in other objects: its subtasks (tasks whose parentGlobalTaskId is its
 * globalTaskId, not archived or deleted), its attachments and whether it is in today's My Day. One pass over the
 * objects, so a row reads a map instead of scanning the store.
 */
export function rowMetaIndex(tasks: Objects['task'], attachments: Objects['attachment'], myDayEntries: Objects['myDayEntry'], myDayDay: number): RowMetaIndex {
  const counts = new Map<string, TaskCounts>();
  for (const task of Object.values(tasks)) {
    if (task.parentGlobalTaskId === null || (task.status !== 'UNCHECKED' && task.status !== 'CHECKED')) continue;
    const parent = countsOf(counts, task.parentGlobalTaskId);
    parent.subtasks += 1;
    if (task.status === 'CHECKED') parent.subtasksDone += 1;
  }
  for (const attachment of Object.values(attachments)) {
    if (!attachment.deleted && attachment.globalTaskId) countsOf(counts, attachment.globalTaskId).attachments += 1;
  }
  const byGlobal = new Map<string, string>();
  const myDay = new Set<string>();
  const entries = Object.values(myDayEntries).filter((entry) => entry.status === 'ACTIVE' && entry.date === myDayDay);
  if (entries.length > 0) {
    for (const task of Object.values(tasks)) if (task.globalTaskId) byGlobal.set(task.globalTaskId, task.id);
    for (const entry of entries) {
      const id = tasks[entry.referencedObjectId] ? entry.referencedObjectId : byGlobal.get(entry.referencedObjectId);
      if (id) myDay.add(id);
    }
  }
  return { counts, myDay };
}

export const checklistCounts = (task: Task) => ({ done: task.checklistItems.filter((item) => item.checked).length, total: task.checklistItems.length });

export const hasReminder = (task: Task) => task.alert.type !== 'NONE';
export const repeats = (task: Task) => task.repeatingMethod !== 'TASK_REPEAT_OFF';
export const hasNote = (task: Task) => task.note.trim().length > 0;

const priorities = { High: 'high', Low: 'low' } as const;

export interface RowFaceContext {
  intl: IntlShape;
  bounds: DayBounds;
  timeZone: string;
  timeFormat: WebConfig['timeFormat'];
  /** The task's list, shown in views that mix lists; absent in a list's view. */
  listName?: string;
  tagsById: ReadonlyMap<string, Label>;
  counts?: TaskCounts;
  /** How many comments the task has, where the view knows (a board's cards). */
  comments?: number;
}

/** What a row shows of a task (row-face.ts): the same data draws the task screens' row and the first-screen preview's. */
export function rowFaceOf(task: Task, { intl, bounds, timeZone, timeFormat, listName, tagsById, counts, comments }: RowFaceContext): RowFace {
  const due = task.dueDate !== null ? dueChip(task.dueDate, bounds, timeZone, timeFormat, intl) : null;
  const checklist = checklistCounts(task);
  return {
    title: task.title.trim() || intl.formatMessage({ id: 'tasks.row.untitled' }),
    completed: task.status === 'CHECKED',
    priority: priorities[task.priority as keyof typeof priorities] ?? 'normal',
    meta: {
      due: due && { ...due, dateTime: new Date(task.dueDate!).toISOString() },
      repeats: repeats(task),
      reminder: hasReminder(task),
      tags: task.labels.map((labelId) => tagsById.get(labelId)).filter((tag) => tag !== undefined)
        .map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
      subtasks: counts && counts.subtasks > 0 ? { done: counts.subtasksDone, total: counts.subtasks } : null,
      checklist: checklist.total > 0 ? checklist : null,
      note: hasNote(task),
      attachments: counts?.attachments ?? 0,
      ...(comments ? { comments } : {}),
      listName: listName || null,
    },
  };
}
