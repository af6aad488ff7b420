import { addDays, isAllDay, wallClock, zonedInstant } from '@taskhub/domain';
import { fromCalendarDate, toCalendarDate } from '../format/index.js';

/** A calendar day (month 1–12) and a time of day, both on the wall clock of the user's time zone. */
export interface CalendarDay { year: number; month: number; day: number }
export interface ClockTime { hour: number; minute: number }

/**
 * A due date split into its day and its time in the user's zone; the time is null for an all-day task. The wire has
 * no all-day field: the domain's isAllDay reads local midnight as all-day, so a day without a time is written as
 * that midnight.
 */
export function dueParts(dueDate: number, timeZone: string): { day: CalendarDay; time: ClockTime | null } {
  const clock = wallClock(dueDate, timeZone);
  const day = { year: clock.year, month: clock.month, day: clock.day };
  return { day, time: isAllDay(dueDate, timeZone) ? null : { hour: clock.hour, minute: clock.minute } };
}

/** The due date of a day and an optional time (none: all-day, local midnight) in the zone. */
export function composeDue(day: CalendarDay, time: ClockTime | null, timeZone: string): number {
  return zonedInstant({ ...day, hour: time?.hour ?? 0, minute: time?.minute ?? 0 }, timeZone);
}

export type QuickDay = 'today' | 'tomorrow' | 'nextWeek';

/** The day of a quick choice: today, tomorrow, or the first day of next week by the user's week start. */
export function quickDay(choice: QuickDay, now: number, timeZone: string, weekStart: number): CalendarDay {
  const today = wallClock(now, timeZone);
  const plain = { year: today.year, month: today.month, day: today.day };
  if (choice === 'today') return plain;
  if (choice === 'tomorrow') return addDays(plain, 1);
  return addDays(plain, (weekStart - today.weekday + 7) % 7 || 7);
}

/**
 * The format helpers read and write dates through the browser's local Date; a calendar day passes through them
 * as local midnight, which names the same day whatever the browser's zone.
 */
export const dayAsDate = (day: CalendarDay): Date => fromCalendarDate(day);
export const dateAsDay = (date: Date): CalendarDay => toCalendarDate(date);
