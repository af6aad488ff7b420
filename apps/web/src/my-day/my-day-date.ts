const dayMs = 24 * 60 * 60 * 1000;

/** Minutes after midnight of a reset hour written "HHMM" ("0500" → 300); a malformed value counts as the default 05:00. */
export function resetMinutes(resetHourOfDay: string): number {
  const match = /^([01]\d|2[0-3])([0-5]\d)$/.exec(resetHourOfDay);
  if (!match) return 5 * 60;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The wall clock (date and minutes of the day) at an instant in an IANA time zone. */
export function wallClock(now: number, timeZone: string): { year: number; month: number; day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: value('year'), month: value('month'), day: value('day'), minutes: value('hour') * 60 + value('minute') };
}

/**
 * The date of the user's current My Day, as myDayEntry.date stores it: midnight UTC (ms) of the calendar day.
 * My Day rolls over at the reset hour in the user's time zone, not at midnight: at 03:00 with a "0500" reset the
 * user is still in yesterday's My Day.
 */
export function myDayDate(now: number, timeZone: string, resetHourOfDay: string): number {
  const clock = wallClock(now, timeZone);
  const midnight = Date.UTC(clock.year, clock.month - 1, clock.day);
  return clock.minutes < resetMinutes(resetHourOfDay) ? midnight - dayMs : midnight;
}

/** The calendar day (midnight UTC, ms) a due date falls on, read on this device's clock as the date input writes it. */
export function dueDay(dueDate: number): number {
  const date = new Date(dueDate);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}
