import { RecurrenceError, type RecurrenceRule, type RecurrenceWeekNumber } from './rule.js';
import {
  DAY_MS, civilOfDay, dayOfCivil, daysInMonth, fromWallClock, isoWeekday, localDay, toWallClock,
} from './zoned-time.js';

/** RFC 5545 dates stop at year 9999; a rule with nothing before then has no further occurrence. */
const LAST_DAY = dayOfCivil(9999, 12, 31);
/** The Gregorian calendar repeats every 400 years (4800 months): that many empty periods in a row mean none ever. */
const MAX_EMPTY_PERIODS = 4800;

/** The start's local date and time, from which every occurrence is derived. */
interface Anchor {
  day: number;
  timeOfDay: number;
  year: number;
  month: number;
  dayOfMonth: number;
  weekday: number;
  weekNumber: RecurrenceWeekNumber;
}

function anchorOf(rule: RecurrenceRule): Anchor {
  if (!Number.isInteger(rule.interval) || rule.interval < 1) throw new RecurrenceError('interval must be an integer ≥ 1');
  const wall = toWallClock(rule.start, rule.timeZone);
  const day = Math.floor(wall / DAY_MS);
  const civil = civilOfDay(day);
  const ownWeekNumber = Math.ceil(civil.dayOfMonth / 7) as RecurrenceWeekNumber;
  return {
    ...civil, day, timeOfDay: wall - day * DAY_MS, weekday: isoWeekday(day), weekNumber: rule.weekNumber ?? ownWeekNumber,
  };
}

function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The given day of the month, or nothing when the month is too short (the 31st skips April). */
function dateInMonth(year: number, month: number, dayOfMonth: number): number[] {
  return dayOfMonth <= daysInMonth(year, month) ? [dayOfCivil(year, month, dayOfMonth)] : [];
}

/** The n-th (or last) `weekday` of a month, or nothing when the month has no n-th one. */
function weekdayInMonth(year: number, month: number, weekday: number, weekNumber: RecurrenceWeekNumber): number[] {
  const first = dayOfCivil(year, month, 1);
  const length = daysInMonth(year, month);
  if (weekNumber === 'last') {
    const last = first + length - 1;
    return [last - ((isoWeekday(last) - weekday + 7) % 7)];
  }
  const day = first + ((weekday - isoWeekday(first) + 7) % 7) + 7 * (weekNumber - 1);
  return day < first + length ? [day] : [];
}

/** Candidate local days of period k (the k-th step of `interval`), ascending; null past the year 9999. */
function periodDays(rule: RecurrenceRule, anchor: Anchor, k: number): number[] | null {
  const step = k * rule.interval;
  let days: number[];
  if (rule.frequency === 'day') days = [anchor.day + step];
  else if (rule.frequency === 'week') {
    const monday = anchor.day - (anchor.weekday - 1) + 7 * step;
    const weekdays = rule.weekdays?.length ? [...new Set(rule.weekdays)].sort((a, b) => a - b) : [anchor.weekday];
    days = weekdays.map((weekday) => monday + weekday - 1);
  } else {
    const { year, month } = rule.frequency === 'month'
      ? addMonths(anchor.year, anchor.month, step)
      : { year: anchor.year + step, month: anchor.month };
    if (year > 9999) return null;
    days = rule.frequency === 'month' && rule.monthType === 'ON_DAY'
      ? weekdayInMonth(year, month, anchor.weekday, anchor.weekNumber)
      : dateInMonth(year, month, anchor.dayOfMonth);
  }
  return days[0] !== undefined && days[0] > LAST_DAY ? null : days;
}

/** The period holding local day `day`, so a search far from the start need not walk from it. */
function periodOf(rule: RecurrenceRule, anchor: Anchor, day: number): number {
  const civil = civilOfDay(day);
  const steps = {
    day: day - anchor.day,
    week: (day - isoWeekday(day) - (anchor.day - anchor.weekday)) / 7,
    month: (civil.year - anchor.year) * 12 + civil.month - anchor.month,
    year: civil.year - anchor.year,
  }[rule.frequency];
  return Math.floor(steps / rule.interval);
}

/** Local days of the occurrences from period `fromPeriod` on; period 0 opens with the start itself. */
function* occurrenceDays(rule: RecurrenceRule, anchor: Anchor, fromPeriod: number): Generator<number> {
  if (fromPeriod === 0) yield anchor.day;
  for (let k = fromPeriod, empty = 0; empty < MAX_EMPTY_PERIODS; k++) {
    const days = periodDays(rule, anchor, k);
    if (days === null) return;
    const later = days.filter((day) => day > anchor.day && day <= LAST_DAY);
    empty = later.length > 0 ? 0 : empty + 1;
    yield* later;
  }
}

export interface OccurrenceOptions {
  /**
   * Occurrences already completed. With it an 'after N' rule ends once N are done, whatever their dates (for a
   * task whose due date was moved); without it the count runs by position from the start.
   */
  completedCount?: number;
}

/** Occurrence instants strictly after `after`, ascending, up to the rule's end. */
function* occurrencesAfter(rule: RecurrenceRule, after: number, options: OccurrenceOptions = {}): Generator<number> {
  const anchor = anchorOf(rule);
  const { end } = rule;
  const positional = end.type === 'after' && options.completedCount === undefined;
  const fromPeriod = positional || after < rule.start
    ? 0
    : Math.max(0, periodOf(rule, anchor, localDay(after, rule.timeZone)) - 1);
  let position = 0;
  let done = options.completedCount ?? 0;
  for (const day of occurrenceDays(rule, anchor, fromPeriod)) {
    const instant = day === anchor.day ? rule.start : fromWallClock(day * DAY_MS + anchor.timeOfDay, rule.timeZone);
    position += 1;
    if (positional && end.type === 'after' && position > end.occurrences) return;
    if (end.type === 'on' && instant > end.date) return;
    if (instant <= after) continue;
    if (!positional && end.type === 'after' && done >= end.occurrences) return;
    done += 1;
    yield instant;
  }
}

/** The first occurrence strictly after `after` (ms), or null once the rule has ended. */
export function nextOccurrence(rule: RecurrenceRule, after: number, options?: OccurrenceOptions): number | null {
  for (const instant of occurrencesAfter(rule, after, options)) return instant;
  return null;
}

/** Occurrences with from ≤ instant < to, ascending, at most `limit` of them. */
export function occurrencesBetween(rule: RecurrenceRule, from: number, to: number, limit: number, options?: OccurrenceOptions): number[] {
  const found: number[] = [];
  if (limit <= 0) return found;
  for (const instant of occurrencesAfter(rule, from - 1, options)) {
    if (instant >= to) break;
    found.push(instant);
    if (found.length >= limit) break;
  }
  return found;
}
