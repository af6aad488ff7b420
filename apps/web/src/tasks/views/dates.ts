import { dateTimeFormat } from '../../format/intl-cache.js';

const dayMs = 86_400_000;

/** The calendar date of an instant in a time zone, as a day number (days since 1970-01-01). */
export function dayNumber(ms: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.floor(Date.UTC(part('year'), part('month') - 1, part('day')) / dayMs);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant the day `day` starts in the time zone (a new task's due date for that day). */
export function startOfDay(day: number, timeZone: string): number {
  const wallMidnight = day * dayMs;
  const guess = wallMidnight - zoneOffset(wallMidnight, timeZone);
  // Checked once more at the guess, for days on which daylight saving time changes the offset.
  return wallMidnight - zoneOffset(guess, timeZone);
}

/** A time zone the browser understands: the user's, else the browser's own. */
export function usableTimeZone(timeZone: string | null | undefined): string {
  if (timeZone) {
    try {
      dateTimeFormat('en-US', { timeZone });
      return timeZone;
    } catch {
      // An unknown zone name falls through to the browser's zone.
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
