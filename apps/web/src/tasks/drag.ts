import type { TaskEdit } from './edits.js';
import { positionAfterLast, positionsForMove } from './views/position.js';
import type { Task, TaskGroup } from './views/types.js';

/** What a drag carried and where it was dropped (dnd-kit's `data` of the row, or of a sidebar list). */
export interface DragRow {
  taskId: string;
  groupKey: string;
}
export type DropTarget = DragRow | { listId: string; listName: string };

/**
 * The edits a drop makes: onto a sidebar list, the task moves to the end of that list; onto a row of its own group,
 * it takes that row's place; onto a row of another group, it also takes that group's date, list or tag.
 */
export function dropEdits(groups: TaskGroup[], allTasks: Record<string, Task>, dragged: DragRow, target: DropTarget): TaskEdit[] {
  const task = allTasks[dragged.taskId];
  if (!task) return [];
  if ('listId' in target) {
    if (task.categoryId === target.listId) return [];
    const inList = Object.values(allTasks).filter((t) => t.categoryId === target.listId);
    return [{ id: task.id, changes: { categoryId: target.listId, position: positionAfterLast(inList) } }];
  }
  const from = groups.find((g) => g.key === dragged.groupKey);
  const to = groups.find((g) => g.key === target.groupKey);
  if (!from || !to) return [];
  const toIndex = to.tasks.findIndex((t) => t.id === target.taskId);
  if (from === to) {
    const fromIndex = from.tasks.findIndex((t) => t.id === task.id);
    return positionsForMove(from.tasks, fromIndex, toIndex).map(({ id, position }) => ({ id, changes: { position } }));
  }
  const ordered = [...to.tasks.filter((t) => t.id !== task.id), task];
  const moves = positionsForMove(ordered, ordered.length - 1, toIndex);
  const changes: Partial<Task> = { ...moves.find((m) => m.id === task.id) && { position: moves.find((m) => m.id === task.id)!.position } };
  if ('dueDate' in to.defaults) changes.dueDate = to.defaults.dueDate ?? null;
  if (to.kind === 'list') changes.categoryId = to.defaults.categoryId ?? null;
  if (to.kind === 'tag') {
    const labels = task.labels.filter((id) => id !== from.id);
    changes.labels = to.id && !labels.includes(to.id) ? [...labels, to.id] : labels;
  }
  return [{ id: task.id, changes }, ...moves.filter((m) => m.id !== task.id).map(({ id, position }) => ({ id, changes: { position } }))];
}
