import type { ObjectStore } from '@taskhub/sync-client';
import type { Task } from './views/types.js';

export interface TaskEdit {
  id: string;
  changes: Partial<Task>;
}

/**
 * Applies edits to tasks and returns the undo: it writes back the values the edited fields had just before, so an
 * undo is itself a normal synced edit (the later write wins on every device).
 */
export function editTasks(store: ObjectStore, edits: TaskEdit[]): () => void {
  const tasks = store.getSnapshot().objects.task;
  const previous: TaskEdit[] = [];
  for (const { id, changes } of edits) {
    const task = tasks[id];
    if (!task) continue;
    const before: Record<string, unknown> = {};
    for (const field of Object.keys(changes)) before[field] = task[field as keyof Task];
    previous.push({ id, changes: before as Partial<Task> });
    store.edit('task', id, changes);
  }
  return () => {
    for (const { id, changes } of previous) store.edit('task', id, changes);
  };
}

/** The same change for each of `ids`. */
export const sameEdit = (ids: readonly string[], changes: Partial<Task>): TaskEdit[] => ids.map((id) => ({ id, changes }));
