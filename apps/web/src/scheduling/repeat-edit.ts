import {
  type Alert, type RecurrenceRule, reminderForNewDueDate, ruleFromTask, ruleToTaskFields, wallClock,
} from '@taskhub/domain';
import type { Task } from '../task-detail/task-queries.js';

export type RepeatScope = 'single' | 'following';
type ScheduleChanges = Partial<Pick<Task, 'dueDate' | 'alert' | 'repeatingMethod'>>;

/** Whether the task repeats: a repeat mode and a due date to repeat from. */
export const isRepeating = (task: Pick<Task, 'repeatingMethod' | 'alert' | 'dueDate'>, timeZone: string): boolean =>
  ruleFromTask(task, timeZone) !== null;

/** The alert with a rule's repeat fields written over its repeat half; the reminder half (type, offset, customTime) stays. */
export function alertWithRule(alert: Alert, rule: RecurrenceRule | null): Pick<Task, 'alert' | 'repeatingMethod'> {
  const fields = ruleToTaskFields(rule);
  return { repeatingMethod: fields.repeatingMethod, alert: { ...alert, ...fields.alert } };
}

/** An ON_DAY rule moved to a new start keeps "last" and otherwise takes the new start's own week of the month. */
function movedRule(rule: RecurrenceRule, start: number): RecurrenceRule {
  const moved = { ...rule, start };
  if (rule.frequency === 'month' && rule.monthType === 'ON_DAY' && rule.weekNumber !== 'last') {
    moved.weekNumber = Math.min(6, Math.ceil(wallClock(start, rule.timeZone).day / 7)) as RecurrenceRule['weekNumber'];
  }
  return moved;
}

/**
 * The edit that moves a task's due date. A clock-time reminder (CUSTOM) moves with it, keeping its days before and its
 * time of day. For a repeating task the scope decides what happens to the rule:
 *
 * - 'following' ("this and following"): the rule starts again from the new due date, so every later occurrence follows
 *   the new day (and time); an end "after N" counts from the new start.
 * - 'single' ("this task only"): only this occurrence moves; the rule keeps its start by pinning `repeatStartsOn` to the
 *   series' start (ruleFromTask reads the rule's days from it, its time of day from the due date). We chose this over
 *   splitting off a non-repeating copy: the task keeps its id, subtasks, attachments and history, the panel stays on
 *   it, and completing it moves it to the series' next occurrence after the moved date (an occurrence moved past the
 *   next one skips that one). A different time of day does carry over to later occurrences, which the wire cannot
 *   tell apart.
 */
export function dueDateChanges(task: Task, dueDate: number | null, scope: RepeatScope, timeZone: string): ScheduleChanges {
  const previous = task.dueDate;
  if (dueDate === null || previous === null) return { dueDate };
  const alert = reminderForNewDueDate(task.alert, previous, dueDate, timeZone);
  const rule = ruleFromTask(task, timeZone);
  if (!rule) return alert === task.alert ? { dueDate } : { dueDate, alert };
  if (scope === 'following') return { dueDate, ...alertWithRule(alert, movedRule(rule, dueDate)) };
  return { dueDate, alert: { ...alert, repeatStartsOn: rule.start } };
}
