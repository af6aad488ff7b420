import { editObject, zonedInstant } from '@taskhub/domain';
import type { ObjectStore } from '@taskhub/sync-client';
import type { ReactElement } from 'react';
import { useSyncSnapshot } from '../../store/ObjectStoreContext.js';
import type { Task } from '../../task-detail/task-queries.js';
import type { withServerObjects } from '../../task-detail/testing/render-screen.js';
import type { ScheduleSettings } from '../schedule-settings.js';

/** Berlin: a zone with daylight saving and an offset, so a test cannot pass by reading UTC for local time. */
export const zone = 'Europe/Berlin';
export const settings: ScheduleSettings = { dateFormat: 'DMY', timeFormat: '24', firstDayOfWeek: 1, timezone: zone };

/** Wednesday 4 March 2026, 10:00 in Berlin. */
export const now = zonedInstant({ year: 2026, month: 3, day: 4, hour: 10 }, zone);

export const at = (month: number, day: number, hour = 0, minute = 0) => zonedInstant({ year: 2026, month, day, hour, minute }, zone);

/** A list and the task `t1` with the given fields. */
export function seedTask(fields: Record<string, unknown> = {}) {
  return (store: ObjectStore) => {
    store.create('category', { id: 'work', name: 'Work', position: 'a', isDefault: true });
    store.create('task', { id: 't1', title: 'Write report', categoryId: 'work', position: 'a', ...fields });
  };
}

/** Renders `children(task)` with the live task `t1` from the store, as the detail panel does. */
export function WithTask({ children }: { children(task: Task): ReactElement }) {
  const task = useSyncSnapshot().objects.task.t1;
  return task ? children(task) : <p>missing</p>;
}

/**
 * Lets local edits reach objects put as the server sends them (withServerObjects keeps those beside the memory store),
 * through the same merge rule the store uses, so a test can check a notification marked read.
 */
export function editServerObjects(store: ReturnType<typeof withServerObjects>, clock: () => number) {
  const edit = store.edit.bind(store);
  store.edit = (model, id, changes) => {
    const current = store.getSnapshot().objects[model][id];
    if (!current) return edit(model, id, changes);
    store.put(model, editObject(model, current, changes as Record<string, unknown>, clock()));
  };
}
