import { positionsAfter } from '@taskhub/domain';
import type { ObjectStore, SyncSnapshot } from '@taskhub/sync-client';
import { editTasks, type TaskEdit } from './edits.js';
import { byPosition } from './views/order.js';
import type { Category } from './views/types.js';

type Objects = SyncSnapshot['objects'];

export interface DeleteListPlan {
  /** Open and completed top-level tasks the list holds (what the dialog counts). */
  count: number;
  /** The list they go to: the default list, else the first other list; null when there is no other list. */
  target: Category | null;
  /** Every task of the list that is not deleted (archived ones and subtasks too), moved to the target in its order. */
  edits: TaskEdit[];
}

/**
 * What deleting a list does to its tasks. They move to another list before the list goes, so none is left pointing
 * at a deleted list (hidden from All my tasks yet shown without a list in All tasks). With no other list they have
 * no list, and every view shows them like any task without one.
 */
export function planDeleteList(objects: Objects, listId: string): DeleteListPlan {
  const others = Object.values(objects.category).filter((c) => c.id !== listId && !c.isDeleted && !c.isArchived).sort(byPosition);
  const target = others.find((c) => c.isDefault) ?? others[0] ?? null;
  const tasks = Object.values(objects.task).filter((t) => t.categoryId === listId && t.status !== 'DELETED').sort(byPosition);
  const count = tasks.filter((t) => t.parentGlobalTaskId === null && (t.status === 'UNCHECKED' || t.status === 'CHECKED')).length;
  if (!target) return { count, target, edits: tasks.map((t) => ({ id: t.id, changes: { categoryId: null } })) };
  let last: string | null = null;
  for (const t of Object.values(objects.task)) if (t.categoryId === target.id && (last === null || t.position > last)) last = t.position;
  const positions = tasks.length > 0 ? positionsAfter(last, tasks.length) : [];
  return { count, target, edits: tasks.map((t, i) => ({ id: t.id, changes: { categoryId: target.id, position: positions[i]! } })) };
}

/** Moves the list's tasks as planned, then deletes the list; returns the undo (the list back, its tasks back in it). */
export function deleteList(store: ObjectStore, listId: string, plan: DeleteListPlan = planDeleteList(store.getSnapshot().objects, listId)): () => void {
  const undoTasks = editTasks(store, plan.edits);
  store.edit('category', listId, { isDeleted: true });
  return () => {
    store.edit('category', listId, { isDeleted: false });
    undoTasks();
  };
}
