import type { WebConfig } from '@taskhub/domain';
import { createContext, useContext, useMemo } from 'react';
import { addToMyDay, removeFromMyDay } from '../my-day/my-day-actions.js';
import { myDayDate } from '../my-day/my-day-date.js';
import { type QuickDate, quickDue } from '../scheduling/quick-dates.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import type { TaskScreenSettings } from '../task-detail/screen-settings.js';
import { editTasks } from './edits.js';
import { rowMetaIndex, type RowMetaIndex } from './row-meta.js';
import type { TaskActions } from './useTaskActions.js';
import type { DayBounds } from './views/day-bounds.js';
import type { Label, Task } from './views/types.js';

/**
 * What task rows show and do beyond their column's own actions: the same for every view that draws a TaskColumn
 * (a list, a tag, My Day), given once by the view through RowContextProvider instead of through each column's props.
 */
export interface RowContext {
  timeFormat: WebConfig['timeFormat'];
  bounds: DayBounds;
  tagsById: ReadonlyMap<string, Label>;
  meta: RowMetaIndex;
  onSetDue(task: Task, choice: QuickDate): void;
  onToggleMyDay(task: Task, inMyDay: boolean): void;
  onDelete(task: Task): void;
}

const Context = createContext<RowContext | null>(null);

export const RowContextProvider = Context.Provider;

/** The row context of the view around; a TaskColumn outside a view is a programming error. */
export function useRowContext(): RowContext {
  const context = useContext(Context);
  if (!context) throw new Error('useRowContext: no RowContextProvider above this TaskColumn');
  return context;
}

export interface RowContextInput {
  settings: Pick<TaskScreenSettings, 'timezone' | 'timeFormat' | 'firstDayOfWeek' | 'myDayConfig'>;
  bounds: DayBounds;
  tagsById: ReadonlyMap<string, Label>;
  actions: Pick<TaskActions, 'setStatus'>;
  /** The clock (tests fix it). */
  now: () => number;
}

/** A view's row context: the meta index of today's My Day, and the row menu's actions (date, My Day, delete). */
export function useViewRowContext({ settings, bounds, tagsById, actions, now }: RowContextInput): RowContext {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const { timezone, timeFormat, firstDayOfWeek } = settings;
  const resetHour = settings.myDayConfig.myDayResetHourOfDay;
  // Read on every render (the screen renders again at least when the day changes); the index follows its value.
  const day = myDayDate(now(), timezone, resetHour);
  const meta = useMemo(() => rowMetaIndex(objects.task, objects.attachment, objects.myDayEntry, day), [objects.task, objects.attachment, objects.myDayEntry, day]);
  return useMemo<RowContext>(() => ({
    timeFormat,
    bounds,
    tagsById,
    meta,
    onSetDue(task: Task, choice: QuickDate) {
      editTasks(store, [{ id: task.id, changes: { dueDate: quickDue(choice, task.dueDate, now(), { timezone, firstDayOfWeek }) } }]);
    },
    onToggleMyDay(task: Task, inMyDay: boolean) {
      const objects = store.getSnapshot().objects;
      const current = myDayDate(now(), timezone, resetHour);
      if (inMyDay) removeFromMyDay(store, objects, task.id, current);
      else addToMyDay(store, objects, task.id, current);
    },
    onDelete: (task: Task) => actions.setStatus([task.id], 'DELETED'),
  }), [timeFormat, timezone, firstDayOfWeek, resetHour, bounds, tagsById, meta, store, actions, now]);
}
