import { startOfZonedDay } from './zoned-time.js';

/**
 * How an all-day task is told from a timed one. The wire has no all-day field (API.md section 4), so this is the one
 * rule every part follows: a due date at exactly local midnight (00:00:00.000) in the user's time zone is an all-day
 * task; any other instant is a task due at that time. The web client already writes the start of the day in the
 * user's zone when a day is picked without a time, so its dates read as all-day. A task meant for 00:00 sharp is
 * therefore shown as all-day; 00:01 is the earliest timed due date.
 */
export function isAllDay(dueDate: number | null | undefined, timeZone: string): boolean {
  return dueDate !== null && dueDate !== undefined && dueDate === startOfZonedDay(dueDate, timeZone);
}

/** The due date that makes a task all-day on the local day holding `ms`. */
export function allDayDueDate(ms: number, timeZone: string): number {
  return startOfZonedDay(ms, timeZone);
}
