import type { ObjectStore } from '@taskhub/sync-client';
import { addToMyDay } from '../my-day/my-day-actions.js';
import { myDayDate } from '../my-day/my-day-date.js';
import { type QuickDate, quickDue } from '../scheduling/quick-dates.js';
import type { ScheduleSettings } from '../scheduling/schedule-settings.js';
import { editTasks, type TaskEdit } from './edits.js';
import type { Task } from './views/types.js';

export type Priority = Extract<Task['priority'], 'High' | 'Normal' | 'Low'>;

/** Edits that put every task in `ids` under the tag, or take it off every one (`on` false). */
export function tagEdits(tasks: Readonly<Record<string, Task>>, ids: readonly string[], tagId: string, on: boolean): TaskEdit[] {
  return ids.flatMap((id) => {
    const task = tasks[id];
    if (!task || task.labels.includes(tagId) === on) return [];
    return [{ id, changes: { labels: on ? [...task.labels, tagId] : task.labels.filter((l) => l !== tagId) } }];
  });
}

/** Whether every task in `ids` has the tag (a menu shows it checked then). */
export function allTagged(tasks: Readonly<Record<string, Task>>, ids: readonly string[], tagId: string): boolean {
  return ids.length > 0 && ids.every((id) => tasks[id]?.labels.includes(tagId));
}

/** Due date, priority and tag changes to several tasks at once; each returns its undo. A quick date keeps each one's time. */
export function setQuickDates(store: ObjectStore, ids: readonly string[], choice: QuickDate, now: number, settings: Pick<ScheduleSettings, 'timezone' | 'firstDayOfWeek'>): () => void {
  const tasks = store.getSnapshot().objects.task;
  return editTasks(store, ids.map((id) => ({ id, changes: { dueDate: quickDue(choice, tasks[id]?.dueDate ?? null, now, settings) } })));
}

export function setPriorities(store: ObjectStore, ids: readonly string[], priority: Priority): () => void {
  return editTasks(store, ids.map((id) => ({ id, changes: { priority } })));
}

export function setTag(store: ObjectStore, ids: readonly string[], tagId: string, on: boolean): () => void {
  return editTasks(store, tagEdits(store.getSnapshot().objects.task, ids, tagId, on));
}

/** Puts the tasks in today's My Day (the user's day, which rolls over at the reset hour). */
export function addAllToMyDay(store: ObjectStore, ids: readonly string[], now: number, timeZone: string, resetHourOfDay: string): void {
  const day = myDayDate(now, timeZone, resetHourOfDay);
  for (const id of ids) addToMyDay(store, store.getSnapshot().objects, id, day);
}
