import type { Alert } from '../sync/task.js';

/**
 * The reminder choices of SPEC.md section 4, "Reminder choices".
 *
 * Wire form (API.md section 4, `alert`), chosen here once:
 * - "on time", "N minutes/hours before", "1 day before" and custom amounts are `OFFSET` with `offset` in minutes
 *   before the due date. They follow the task when it moves (a repeating task's next occurrence keeps its reminder).
 * - The presets at a fixed clock time (same day 9:00, day before 23:50 or 9:00, two days or a week before 9:00) are
 *   `CUSTOM` with `customTime`, the instant of that wall-clock time in the user's zone. A same-day 9:00 cannot be an
 *   offset (it lies after the midnight that starts an all-day task, and the wire offset is never negative). When the
 *   due date moves, `reminderForNewDueDate` moves `customTime` by the same number of calendar days.
 */
export const reminderPresets = [
  { id: 'onTime', kind: 'offset', minutes: 0, needsTime: false, allDay: true },
  { id: 'before5Minutes', kind: 'offset', minutes: 5, needsTime: false, allDay: true },
  { id: 'before10Minutes', kind: 'offset', minutes: 10, needsTime: false, allDay: true },
  { id: 'before15Minutes', kind: 'offset', minutes: 15, needsTime: false, allDay: true },
  { id: 'before30Minutes', kind: 'offset', minutes: 30, needsTime: false, allDay: true },
  { id: 'before1Hour', kind: 'offset', minutes: 60, needsTime: false, allDay: true },
  // SPEC: "1 day before (needs a time set)": the day before an all-day task's midnight would be another midnight.
  { id: 'before1Day', kind: 'offset', minutes: 1440, needsTime: true, allDay: false },
  { id: 'sameDayAt9', kind: 'clock', daysBefore: 0, hour: 9, minute: 0, needsTime: false, allDay: true },
  { id: 'dayBeforeAt2350', kind: 'clock', daysBefore: 1, hour: 23, minute: 50, needsTime: false, allDay: true },
  { id: 'dayBeforeAt9', kind: 'clock', daysBefore: 1, hour: 9, minute: 0, needsTime: false, allDay: true },
  { id: 'twoDaysBeforeAt9', kind: 'clock', daysBefore: 2, hour: 9, minute: 0, needsTime: false, allDay: true },
  { id: 'weekBeforeAt9', kind: 'clock', daysBefore: 7, hour: 9, minute: 0, needsTime: false, allDay: true },
] as const satisfies readonly ReminderPresetShape[];

interface ReminderPresetShape {
  id: string;
  kind: 'offset' | 'clock';
  /** For offset presets: minutes before the due date. */
  minutes?: number;
  /** For clock presets: the calendar day before the due day, and the wall-clock time on it. */
  daysBefore?: number;
  hour?: number;
  minute?: number;
  /** Only for tasks with a time of day. */
  needsTime: boolean;
  /** Offered for all-day tasks ("The same-day, day-before, two-days and one-week presets apply to all-day tasks"). */
  allDay: boolean;
}

export type ReminderPreset = (typeof reminderPresets)[number];
export type ReminderPresetId = ReminderPreset['id'];

/** The units of a custom reminder ("custom in minutes, hours, days or weeks"), in minutes. */
export const customReminderUnits = { minutes: 1, hours: 60, days: 1440, weeks: 10_080 } as const;
export type CustomReminderUnit = keyof typeof customReminderUnits;

/** The largest offset the wire accepts (alertSchema.offset). */
export const maxReminderOffsetMinutes = 1_000_000;

/** The three alert fields a reminder sets; merge them into the task's alert, which also holds its repeat settings. */
export type ReminderFields = Pick<Alert, 'type' | 'offset' | 'customTime'>;

/** Why a reminder cannot be set. */
export const reminderErrorCodes = ['UNKNOWN_PRESET', 'NEEDS_DUE_DATE', 'NEEDS_TIME', 'INVALID_AMOUNT'] as const;
export type ReminderErrorCode = (typeof reminderErrorCodes)[number];

export class ReminderError extends Error {
  constructor(readonly code: ReminderErrorCode) {
    super(`Reminder not possible: ${code}`);
    this.name = 'ReminderError';
  }
}

export function isReminderPresetId(value: unknown): value is ReminderPresetId {
  return reminderPresets.some((preset) => preset.id === value);
}

export function reminderPreset(id: ReminderPresetId): ReminderPreset {
  return reminderPresets.find((preset) => preset.id === id)!;
}

/** The presets to offer for a task: all of them for a timed task, the all-day ones for an all-day task. */
export function presetsFor(allDay: boolean): ReminderPreset[] {
  return reminderPresets.filter((preset) => !allDay || preset.allDay);
}

/** The reminder fields that mean "no reminder". */
export const noReminder: ReminderFields = { type: 'NONE', offset: null, customTime: null };

/** A reminder at a chosen instant ("custom time"). */
export function alertForCustomTime(customTime: number): ReminderFields {
  return { type: 'CUSTOM', offset: null, customTime };
}

/** The number of minutes of a custom amount, or an error code when it is not a whole number in range. */
export function customReminderMinutes(amount: number, unit: CustomReminderUnit): number | ReminderErrorCode {
  const minutes = amount * customReminderUnits[unit];
  if (!Number.isInteger(amount) || amount < 1 || minutes > maxReminderOffsetMinutes) return 'INVALID_AMOUNT';
  return minutes;
}

/** A custom reminder "amount unit before" the due date (e.g. 3 hours → OFFSET 180). Throws ReminderError on a bad amount. */
export function alertForCustom(amount: number, unit: CustomReminderUnit): ReminderFields {
  const minutes = customReminderMinutes(amount, unit);
  if (typeof minutes === 'string') throw new ReminderError(minutes);
  return { type: 'OFFSET', offset: minutes, customTime: null };
}

/** A custom offset written in the largest whole unit (2880 → 2 days, 90 → 90 minutes), for showing the choice. */
export function customAmountOf(minutes: number): { amount: number; unit: CustomReminderUnit } {
  for (const unit of ['weeks', 'days', 'hours'] as const) {
    if (minutes > 0 && minutes % customReminderUnits[unit] === 0) return { amount: minutes / customReminderUnits[unit], unit };
  }
  return { amount: minutes, unit: 'minutes' };
}
