import type { Alert, RepeatingMethod } from '../sync/task.js';
import type { SyncObject } from '../sync/models.js';
import type { RecurrenceEnd, RecurrenceFrequency, RecurrenceRule, RecurrenceWeekNumber } from './rule.js';
import { DAY_MS, endOfLocalDay, fromWallClock, localDay, toWallClock } from './zoned-time.js';

const methodOfFrequency: Record<RecurrenceFrequency, RepeatingMethod> = {
  day: 'TASK_REPEAT_DAY', week: 'TASK_REPEAT_WEEK', month: 'TASK_REPEAT_MONTH', year: 'TASK_REPEAT_YEAR',
};
const frequencyOfMethod: Partial<Record<RepeatingMethod, RecurrenceFrequency>> = Object.fromEntries(
  Object.entries(methodOfFrequency).map(([frequency, method]) => [method, frequency]),
);

/** The repeat half of a task's `alert` (API.md section 4); the reminder half (type, offset, customTime) is not ours. */
export type RepeatAlertFields = Required<Pick<Alert,
  'repeatInterval' | 'repeatDays' | 'repeatMonthType' | 'repeatWeekNumber' | 'repeatStartsOn' | 'repeatEndType'
  | 'repeatEndsOn' | 'repeatEndsAfterOccurrences'>>;

export interface RecurrenceTaskFields {
  repeatingMethod: RepeatingMethod;
  alert: RepeatAlertFields;
}

type TaskSchedule = Pick<SyncObject<'task'>, 'repeatingMethod' | 'alert' | 'dueDate'>;

/** '1010100' (Monday first) ↔ [1, 3, 5]. */
function weekdaysOfDays(repeatDays: string | null | undefined): number[] | undefined {
  const weekdays = [...(repeatDays ?? '')].flatMap((flag, index) => (flag === '1' ? [index + 1] : []));
  return weekdays.length > 0 ? weekdays : undefined;
}

function daysOfWeekdays(weekdays: number[]): string {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => (weekdays.includes(weekday) ? '1' : '0')).join('');
}

function endOfAlert(alert: Alert, timeZone: string): RecurrenceEnd {
  const count = alert.repeatEndsAfterOccurrences;
  if (alert.repeatEndType === 'REPEAT_END_AFTER_OCCURRENCES' && typeof count === 'number' && count >= 1) return { type: 'after', occurrences: count };
  // Clients send a date: the whole of that day in the user's zone counts.
  const endsOn = alert.repeatEndsOn;
  if (alert.repeatEndType === 'REPEAT_END_ON_DATE' && typeof endsOn === 'number') {
    return { type: 'on', date: endOfLocalDay(endsOn, timeZone) };
  }
  return { type: 'never' };
}

/**
 * The start: the day of `repeatStartsOn` (the rule's first occurrence, which counts for 'after N') at the due
 * date's time of day, so a client sending a bare date for `repeatStartsOn` still gets the task's time.
 */
function startOf(dueDate: number, repeatStartsOn: number | null | undefined, timeZone: string): number {
  if (typeof repeatStartsOn !== 'number') return dueDate;
  const time = toWallClock(dueDate, timeZone) - localDay(dueDate, timeZone) * DAY_MS;
  const start = fromWallClock(localDay(repeatStartsOn, timeZone) * DAY_MS + time, timeZone);
  return localDay(start, timeZone) === localDay(dueDate, timeZone) ? dueDate : start;
}

/** The rule of a task from its wire fields, or null when it does not repeat (or has no due date to repeat from). */
export function ruleFromTask(task: TaskSchedule, timeZone: string): RecurrenceRule | null {
  const frequency = frequencyOfMethod[task.repeatingMethod];
  if (!frequency || typeof task.dueDate !== 'number') return null;
  const alert = task.alert;
  const rule: RecurrenceRule = {
    frequency,
    interval: alert.repeatInterval ?? 1,
    end: endOfAlert(alert, timeZone),
    start: startOf(task.dueDate as number, alert.repeatStartsOn, timeZone),
    timeZone,
  };
  const weekdays = frequency === 'week' ? weekdaysOfDays(alert.repeatDays) : undefined;
  if (weekdays) rule.weekdays = weekdays;
  if (frequency === 'month') {
    rule.monthType = alert.repeatMonthType ?? 'ON_DATE';
    if (rule.monthType === 'ON_DAY' && (alert.repeatWeekNumber ?? null) !== null) rule.weekNumber = alert.repeatWeekNumber as RecurrenceWeekNumber;
  }
  return rule;
}

/** The wire fields of a rule; null turns repeating off and clears the repeat fields. */
export function ruleToTaskFields(rule: RecurrenceRule | null): RecurrenceTaskFields {
  const end = rule?.end ?? { type: 'never' };
  const onDay = rule?.frequency === 'month' && rule.monthType === 'ON_DAY';
  return {
    repeatingMethod: rule ? methodOfFrequency[rule.frequency] : 'TASK_REPEAT_OFF',
    alert: {
      repeatInterval: rule ? rule.interval : null,
      repeatDays: rule?.frequency === 'week' && rule.weekdays?.length ? daysOfWeekdays(rule.weekdays) : null,
      repeatMonthType: rule?.frequency === 'month' ? (rule.monthType ?? 'ON_DATE') : null,
      repeatWeekNumber: onDay ? (rule.weekNumber ?? null) : null,
      repeatStartsOn: rule ? rule.start : null,
      repeatEndType: !rule ? null
        : end.type === 'after' ? 'REPEAT_END_AFTER_OCCURRENCES' : end.type === 'on' ? 'REPEAT_END_ON_DATE' : 'REPEAT_END_NEVER',
      repeatEndsOn: end.type === 'on' ? end.date : null,
      repeatEndsAfterOccurrences: end.type === 'after' ? end.occurrences : null,
    },
  };
}
