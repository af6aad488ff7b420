import { ScheduleSection } from '../scheduling/ScheduleSection.js';
import type { TaskScreenSettings } from './screen-settings.js';
import type { Task } from './task-queries.js';

/**
 * The task's schedule in the detail panel: the due date as text in the user's order (SPEC.md section 5 formats),
 * quick choices and a time, the repeat rule and the reminder (apps/web/src/scheduling).
 */
export function DueDateField({ task, settings }: { task: Task; settings: TaskScreenSettings }) {
  return <ScheduleSection task={task} settings={settings} />;
}
