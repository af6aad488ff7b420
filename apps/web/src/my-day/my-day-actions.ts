import type { ObjectStore, SyncSnapshot } from '@taskhub/sync-client';
import { positionAfter } from '../task-detail/task-queries.js';
import { positionsForMove } from '../tasks/views/position.js';
import { entriesOf, taskForEntry } from './suggestions.js';

type Objects = SyncSnapshot['objects'];

/**
 * Puts a task in the My Day of `day`. An entry for that task and day that was removed earlier comes back (ACTIVE)
 * rather than a second entry being made, so devices that sync both never show the task twice.
 */
export function addToMyDay(store: ObjectStore, objects: Objects, taskId: string, day: number): void {
  const existing = Object.values(objects.myDayEntry).find((entry) => entry.referencedObjectId === taskId && entry.date === day);
  const last = entriesOf(objects, day).at(-1);
  if (existing) {
    if (existing.status !== 'ACTIVE') store.edit('myDayEntry', existing.id, { status: 'ACTIVE', position: positionAfter(last?.position) });
    return;
  }
  store.create('myDayEntry', { referencedObjectType: 'task', referencedObjectId: taskId, date: day, status: 'ACTIVE', position: positionAfter(last?.position) });
}

/** Takes a task out of the My Day of `day`: its entries there become DELETED (a status, so the removal syncs). */
export function removeFromMyDay(store: ObjectStore, objects: Objects, taskId: string, day: number): void {
  for (const entry of entriesOf(objects, day)) {
    if (taskForEntry(objects, entry)?.id === taskId) store.edit('myDayEntry', entry.id, { status: 'DELETED' });
  }
}

/** The list new tasks go to: the default list, else the first open one, else none. */
export function defaultCategoryId(objects: Objects): string | null {
  const open = Object.values(objects.category).filter((category) => !category.isDeleted && !category.isArchived);
  return (open.find((category) => category.isDefault) ?? open.sort((a, b) => (a.position < b.position ? -1 : 1))[0])?.id ?? null;
}

/**
 * Moves a task of the My Day of `day` to the place of index `to` among the tasks shown (`shownTaskIds`, in entry
 * order): the entries' positions change, not the tasks', so its place in its list stays where it was.
 */
export function moveInMyDay(store: ObjectStore, objects: Objects, day: number, shownTaskIds: readonly string[], taskId: string, to: number): void {
  const entries = entriesOf(objects, day);
  const byTask = new Map(entries.map((entry) => [taskForEntry(objects, entry)?.id, entry]));
  const ordered = shownTaskIds.map((id) => byTask.get(id)).filter((entry) => entry !== undefined);
  const from = ordered.findIndex((entry) => byTask.get(taskId) === entry);
  for (const { id, position } of positionsForMove(ordered, from, to)) store.edit('myDayEntry', id, { position });
}
