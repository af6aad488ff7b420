import type { Alert } from '../sync/task.js';
import { isAllDay } from './all-day.js';
import {
  type CustomReminderUnit, type ReminderErrorCode, type ReminderFields, type ReminderPreset, type ReminderPresetId,
  ReminderError, customAmountOf, isReminderPresetId, reminderPreset, reminderPresets,
} from './presets.js';
import { addDays, calendarDaysBetween, wallClock, zonedInstant } from './zoned-time.js';

/** The task a reminder is set on: its due date (null: none), and whether it is all-day (else read from the due date). */
export interface ReminderContext {
  dueDate: number | null;
  timeZone: string;
  allDay?: boolean;
}

/** The reminder as a choice of the picker. */
export type ReminderChoice =
  | { kind: 'none' }
  | { kind: 'preset'; id: ReminderPresetId }
  | { kind: 'custom'; amount: number; unit: CustomReminderUnit }
  | { kind: 'customTime'; time: number };

const minuteMs = 60_000;
const dayMinutes = 1440;

function allDayOf(context: ReminderContext): boolean {
  return context.allDay ?? isAllDay(context.dueDate, context.timeZone);
}

/** Why a preset cannot be set on this task, or null when it can (the picker disables the choice). */
export function reminderProblem(presetId: string, context: ReminderContext): ReminderErrorCode | null {
  if (!isReminderPresetId(presetId)) return 'UNKNOWN_PRESET';
  if (context.dueDate === null) return 'NEEDS_DUE_DATE';
  if (reminderPreset(presetId).needsTime && allDayOf(context)) return 'NEEDS_TIME';
  return null;
}

/** The instant of a clock preset for a due date: its wall-clock time, `daysBefore` calendar days before the due day. */
function clockPresetTime(preset: Extract<ReminderPreset, { kind: 'clock' }>, dueDate: number, timeZone: string): number {
  const day = addDays(wallClock(dueDate, timeZone), -preset.daysBefore);
  return zonedInstant({ year: day.year, month: day.month, day: day.day, hour: preset.hour, minute: preset.minute }, timeZone);
}

/** The alert fields of a preset for this task. Throws ReminderError when the combination is impossible. */
export function alertForPreset(presetId: ReminderPresetId, context: ReminderContext): ReminderFields {
  const problem = reminderProblem(presetId, context);
  if (problem) throw new ReminderError(problem);
  const preset = reminderPreset(presetId);
  if (preset.kind === 'offset') return { type: 'OFFSET', offset: preset.minutes, customTime: null };
  return { type: 'CUSTOM', offset: null, customTime: clockPresetTime(preset, context.dueDate!, context.timeZone) };
}

/** Which choice an alert shows as (the picker's current value); offsets and times no preset names are custom. */
export function presetOfAlert(alert: Pick<Alert, 'type' | 'offset' | 'customTime'>, context: ReminderContext): ReminderChoice {
  const allDay = allDayOf(context);
  if (alert.type === 'OFFSET') {
    const minutes = offsetMinutes(alert);
    const preset = reminderPresets.find((p) => p.kind === 'offset' && p.minutes === minutes && (!allDay || p.allDay));
    return preset ? { kind: 'preset', id: preset.id } : { kind: 'custom', ...customAmountOf(minutes) };
  }
  if (alert.type === 'CUSTOM' && alert.customTime !== null && alert.customTime !== undefined) {
    const time = alert.customTime;
    const { dueDate, timeZone } = context;
    const preset = dueDate === null ? undefined : reminderPresets.find(
      (p) => p.kind === 'clock' && (!allDay || p.allDay) && clockPresetTime(p, dueDate, timeZone) === time,
    );
    return preset ? { kind: 'preset', id: preset.id } : { kind: 'customTime', time };
  }
  return { kind: 'none' };
}

// Clients of the Any.do-style API send -1 for "no offset": read as on time, like a missing offset.
function offsetMinutes(alert: Pick<Alert, 'offset'>): number {
  return Math.max(0, alert.offset ?? 0);
}

/**
 * The instant a task's reminder fires, or null when it has none. `OFFSET` counts back from the due date: whole days
 * (1 day, 2 weeks) on the calendar of the user's zone, so "1 day before" a task due 9:00 fires at 9:00 even across a
 * daylight-saving change; other offsets in elapsed minutes, so "15 minutes before" is always a quarter of an hour.
 * `CUSTOM` fires at its `customTime`, with or without a due date.
 */
export function reminderTime(
  // allDay is accepted but not needed: the alert alone says when it fires, whatever kind of task holds it.
  task: { dueDate: number | null; allDay?: boolean; alert: Pick<Alert, 'type' | 'offset' | 'customTime'> }, timeZone: string,
): number | null {
  const { alert, dueDate } = task;
  if (alert.type === 'CUSTOM') return alert.customTime ?? null;
  if (alert.type !== 'OFFSET' || dueDate === null) return null;
  const minutes = offsetMinutes(alert);
  if (minutes > 0 && minutes % dayMinutes === 0) {
    const local = addDays(wallClock(dueDate, timeZone), -minutes / dayMinutes);
    return zonedInstant(local, timeZone);
  }
  return dueDate - minutes * minuteMs;
}

/**
 * The alert after the due date moved from `from` to `to` (an edit, or a repeating task's next occurrence): a `CUSTOM`
 * time keeps its distance in calendar days from the due day and its wall-clock time ("day before at 9:00" stays that);
 * offsets follow the due date by themselves.
 */
export function reminderForNewDueDate<A extends Pick<Alert, 'type' | 'customTime'>>(alert: A, from: number, to: number, timeZone: string): A {
  if (alert.type !== 'CUSTOM' || alert.customTime === null || alert.customTime === undefined) return alert;
  const daysBefore = calendarDaysBetween(alert.customTime, from, timeZone);
  const time = wallClock(alert.customTime, timeZone);
  const day = addDays(wallClock(to, timeZone), -daysBefore);
  const customTime = zonedInstant({ ...time, year: day.year, month: day.month, day: day.day }, timeZone);
  return { ...alert, customTime };
}
