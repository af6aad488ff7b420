import { useObjectStore } from '../store/ObjectStoreContext.js';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { editTasks, sameEdit } from './edits.js';
import { useToast } from '../ui/index.js';
import { positionAfterLast, positionsForMove } from './views/position.js';
import type { Task, TaskGroup } from './views/types.js';

export interface TaskActionsInput {
  groups: TaskGroup[];
}

export interface TaskActions {
  toggleComplete(task: Task): void;
  archive(task: Task): void;
  move(task: Task, direction: -1 | 1, groupKey: string): void;
  /** Completes, archives or deletes several tasks, with one Undo. */
  setStatus(ids: readonly string[], status: 'CHECKED' | 'DONE' | 'DELETED'): void;
  moveToList(ids: readonly string[], listId: string, listName: string): void;
}

/** What the task screens do to tasks; each change is a store edit, and the ones that hide a task offer Undo. */
export function useTaskActions({ groups }: TaskActionsInput): TaskActions {
  const store = useObjectStore();
  const toast = useToast();
  const intl = useIntl();
  return useMemo<TaskActions>(() => {
    const statusToast = { CHECKED: 'tasks.toast.completed', DONE: 'tasks.toast.archived', DELETED: 'tasks.toast.deleted' } as const;
    const setStatus: TaskActions['setStatus'] = (ids, status) => {
      if (ids.length === 0) return;
      const undo = editTasks(store, sameEdit(ids, { status }));
      toast(intl.formatMessage({ id: statusToast[status] }, { count: ids.length }), undo);
    };
    return {
      setStatus,
      toggleComplete(task) {
        if (task.status === 'CHECKED') editTasks(store, [{ id: task.id, changes: { status: 'UNCHECKED' } }]);
        else setStatus([task.id], 'CHECKED');
      },
      archive: (task) => setStatus([task.id], 'DONE'),
      move(task, direction, groupKey) {
        const group = groups.find((g) => g.key === groupKey);
        const from = group ? group.tasks.findIndex((t) => t.id === task.id) : -1;
        if (!group || from < 0) return;
        editTasks(store, positionsForMove(group.tasks, from, from + direction).map(({ id, position }) => ({ id, changes: { position } })));
      },
      moveToList(ids, listId, listName) {
        const inList = Object.values(store.getSnapshot().objects.task).filter((t) => t.categoryId === listId);
        let after = positionAfterLast(inList);
        const edits = ids.map((id) => {
          const edit = { id, changes: { categoryId: listId, position: after } };
          after = positionAfterLast([{ position: after }]);
          return edit;
        });
        const undo = editTasks(store, edits);
        toast(intl.formatMessage({ id: 'tasks.toast.moved' }, { count: ids.length, list: listName }), undo);
      },
    };
  }, [store, toast, intl, groups]);
}
