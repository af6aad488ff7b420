import { positionBetween, type SyncObject } from '@taskhub/domain';
import type { SyncSnapshot } from '@taskhub/sync-client';

export type Task = SyncObject<'task'>;
export type Category = SyncObject<'category'>;
export type Attachment = SyncObject<'attachment'>;
type Objects = SyncSnapshot['objects'];

/**
 * The id subtasks and attachments point at. The server fills globalTaskId; a task made on this device and not yet
 * synced has none, and for personal tasks the server uses the task id, so the id stands in until then.
 */
export const globalIdOf = (task: Task): string => task.globalTaskId || task.id;

const byPosition = <T extends { position: string; id: string }>(a: T, b: T) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1;

/** The task's subtasks (tasks whose parentGlobalTaskId is its global id), without deleted ones, in order. */
export function subtasksOf(objects: Objects, task: Task): Task[] {
  const parent = globalIdOf(task);
  return Object.values(objects.task)
    .filter((candidate) => candidate.parentGlobalTaskId === parent && candidate.status !== 'DELETED')
    .sort(byPosition);
}

/** Attachments of the task that are not deleted, oldest first. */
export function attachmentsOf(objects: Objects, task: Task): Attachment[] {
  const owner = globalIdOf(task);
  return Object.values(objects.attachment)
    .filter((attachment) => attachment.globalTaskId === owner && !attachment.deleted)
    .sort((a, b) => a.creationDate - b.creationDate);
}

/** Lists a task can be moved to: neither deleted nor archived, in order. */
export function openCategories(objects: Objects): Category[] {
  return Object.values(objects.category).filter((category) => !category.isDeleted && !category.isArchived).sort(byPosition);
}

/** Tasks shown on the task screens: not deleted and not archived. */
export const isOpenTask = (task: Task) => task.status === 'UNCHECKED' || task.status === 'CHECKED';

/** A short random id for objects and checklist items made on this device (url-safe, as object ids must be). */
export function newLocalId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A position after `last`; a third-party client's position this module cannot place after starts a fresh order. */
export function positionAfter(last: string | undefined): string {
  try {
    return positionBetween(last ?? null, null);
  } catch {
    return positionBetween(null, null);
  }
}
