/**
 * Wall-clock time in an IANA time zone, computed with Intl only (no time-zone library). Reminders and quick-add use
 * it to turn "9:00 on the day before" into an instant that stays at 9:00 local across daylight-saving changes.
 * These are named fields over the recurrence engine's floating wall-clock numbers, so both share one conversion.
 */
import { fromWallClock, toWallClock } from '../recurrence/zoned-time.js';

/** A reading of a wall clock: month 1-12, weekday 1 (Monday) to 7 (Sunday). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

/** The wall-clock fields needed to name a local time; missing time fields are 0. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

const dayMs = 86_400_000;

/** The wall clock of the time zone at an instant. */
export function wallClock(ms: number, timeZone: string): WallClock {
  const wall = new Date(toWallClock(ms, timeZone));
  const weekday = wall.getUTCDay();
  return {
    year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(), second: wall.getUTCSeconds(), millisecond: wall.getUTCMilliseconds(), weekday: weekday === 0 ? 7 : weekday,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
export function zoneOffset(ms: number, timeZone: string): number {
  return toWallClock(ms, timeZone) - ms;
}

/** A local date-time read as if it were UTC: a number that orders and adds like the wall clock. */
function wallNumber(local: LocalDateTime): number {
  return Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0, local.second ?? 0, local.millisecond ?? 0);
}

/**
 * The instant a wall-clock time happens in the zone. A time skipped by a daylight-saving jump (02:30 on a spring-forward
 * night) moves forward by the jump (03:30); a time that happens twice (autumn) is the first one. This is the
 * "compatible" choice of Temporal and of most calendars. Out-of-range fields roll over (day 32 is the next month).
 */
export function zonedInstant(local: LocalDateTime, timeZone: string): number {
  return fromWallClock(wallNumber(local), timeZone);
}

/** The calendar day of `date` moved by whole days (negative for earlier), month and year ends included. */
export function addDays<T extends LocalDateTime>(date: T, days: number): T {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { ...date, year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The instant local midnight starts the day holding `ms` in the zone. */
export function startOfZonedDay(ms: number, timeZone: string): number {
  const { year, month, day } = wallClock(ms, timeZone);
  return zonedInstant({ year, month, day }, timeZone);
}

/** Whole calendar days from the local day of `from` to the local day of `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: number, to: number, timeZone: string): number {
  const a = wallClock(from, timeZone);
  const b = wallClock(to, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / dayMs);
}
