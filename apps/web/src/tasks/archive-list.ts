import type { ObjectStore } from '@taskhub/sync-client';
import { editTasks } from './edits.js';
import type { Category, Task } from './views/types.js';

type Objects = { category: Record<string, Category>; task: Record<string, Task> };

/** The list's tasks and subtasks that are still live (open or completed). */
const liveTasksOf = (objects: Objects, listId: string) =>
  Object.values(objects.task).filter((t) => t.categoryId === listId && (t.status === 'UNCHECKED' || t.status === 'CHECKED'));

/**
 * Archives a list with its tasks (SPEC.md section 3's archived list state): the list leaves the sidebar and its live
 * tasks become archived (DONE), so they leave every view and their reminders stop, as a board section's do (API.md
 * section 5). Returns the undo, which brings back exactly what it changed.
 */
export function archiveList(store: ObjectStore, objects: Objects, listId: string): { count: number; undo: () => void } {
  const tasks = liveTasksOf(objects, listId);
  store.edit('category', listId, { isArchived: true });
  const undoTasks = editTasks(store, tasks.map((t) => ({ id: t.id, changes: { status: 'DONE' } })));
  return {
    count: tasks.filter((t) => t.parentGlobalTaskId === null).length,
    undo: () => {
      undoTasks();
      store.edit('category', listId, { isArchived: false });
    },
  };
}

/** Brings an archived list back with its archived tasks (DONE → UNCHECKED), as restoring a section does. */
export function restoreList(store: ObjectStore, objects: Objects, listId: string): void {
  store.edit('category', listId, { isArchived: false });
  editTasks(store, Object.values(objects.task)
    .filter((t) => t.categoryId === listId && t.status === 'DONE')
    .map((t) => ({ id: t.id, changes: { status: 'UNCHECKED' } })));
}

/** Deletes an archived list for good, with its tasks (DELETED syncs like any edit). */
export function deleteArchivedList(store: ObjectStore, objects: Objects, listId: string): void {
  editTasks(store, Object.values(objects.task)
    .filter((t) => t.categoryId === listId && t.status !== 'DELETED')
    .map((t) => ({ id: t.id, changes: { status: 'DELETED' } })));
  store.edit('category', listId, { isDeleted: true });
}

/** Archived lists, not deleted, by name. */
export const archivedLists = (categories: Record<string, Category>): Category[] =>
  Object.values(categories).filter((c) => c.isArchived && !c.isDeleted).sort((a, b) => a.name.localeCompare(b.name));
