/** Test support, not exported: fast-check generators of recurrence rules over several zones. */
import fc from 'fast-check';
import type { RecurrenceEnd, RecurrenceRule, RecurrenceWeekNumber } from './rule.js';
import { DAY_MS, civilOfDay, daysInMonth, endOfLocalDay, fromWallClock, isoWeekday, localDay, utcDate } from './zoned-time.js';

export const zones = [
  'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'UTC', 'Asia/Kolkata', 'Pacific/Auckland', 'America/Santiago',
];

/** A start in local time; days lean to month ends and hours to 00–03, where the calendar and DST bite. */
const startArbitrary = fc.record({
  timeZone: fc.constantFrom(...zones),
  year: fc.integer({ min: 2020, max: 2040 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 27, max: 31 })),
  hour: fc.oneof(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 3 })),
  minute: fc.constantFrom(0, 15, 30, 45),
}).map(({ timeZone, year, month, day, hour, minute }) => {
  const wall = utcDate(year, month, Math.min(day, daysInMonth(year, month))) + (hour * 60 + minute) * 60_000;
  return { timeZone, start: fromWallClock(wall, timeZone) };
});

/** The week numbers the start itself satisfies: its own, and 'last' when no later one fits in the month. */
function ownWeekNumbers(start: number, timeZone: string): RecurrenceWeekNumber[] {
  const { year, month, dayOfMonth } = civilOfDay(localDay(start, timeZone));
  const own = Math.ceil(dayOfMonth / 7) as RecurrenceWeekNumber;
  return dayOfMonth + 7 > daysInMonth(year, month) ? [own, 'last'] : [own];
}

const endArbitrary = (start: number, timeZone: string): fc.Arbitrary<RecurrenceEnd> => fc.oneof(
  fc.constant<RecurrenceEnd>({ type: 'never' }),
  fc.integer({ min: 1, max: 30 }).map((occurrences): RecurrenceEnd => ({ type: 'after', occurrences })),
  fc.integer({ min: 0, max: 3000 }).map((days): RecurrenceEnd => ({ type: 'on', date: endOfLocalDay(start + days * DAY_MS, timeZone) })),
);

/**
 * Rules whose start is one of their own occurrences (as the task's due date always is), so RFC 5545 semantics
 * (DTSTART counts only when it matches) and the engine's (the start always counts) agree.
 */
export const ruleArbitrary: fc.Arbitrary<RecurrenceRule> = startArbitrary.chain(({ timeZone, start }) => fc.record({
  frequency: fc.constantFrom('day', 'week', 'month', 'year') as fc.Arbitrary<RecurrenceRule['frequency']>,
  interval: fc.integer({ min: 1, max: 4 }),
  weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }), { nil: undefined }),
  onDay: fc.boolean(),
  weekNumber: fc.constantFrom(...ownWeekNumbers(start, timeZone)),
  end: endArbitrary(start, timeZone),
}).map(({ frequency, interval, weekdays, onDay, weekNumber, end }) => {
  const rule: RecurrenceRule = { frequency, interval, end, start, timeZone };
  if (frequency === 'week' && weekdays) {
    rule.weekdays = [...new Set([...weekdays, isoWeekday(localDay(start, timeZone))])].sort((a, b) => a - b);
  }
  if (frequency === 'month') rule.monthType = onDay ? 'ON_DAY' : 'ON_DATE';
  if (frequency === 'month' && onDay) rule.weekNumber = weekNumber;
  return rule;
}));

/**
 * Any rule in its normal form (weekdays ascending, month type and week number spelled out), over the whole range
 * the wire allows: what a round trip through the wire or an RRULE must give back unchanged.
 */
export const normalRuleArbitrary: fc.Arbitrary<RecurrenceRule> = startArbitrary.chain(({ timeZone, start }) => fc.record({
  frequency: fc.constantFrom('day', 'week', 'month', 'year') as fc.Arbitrary<RecurrenceRule['frequency']>,
  interval: fc.integer({ min: 1, max: 1000 }),
  weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }), { nil: undefined }),
  onDay: fc.boolean(),
  weekNumber: fc.constantFrom<RecurrenceWeekNumber>(1, 2, 3, 4, 5, 6, 'last'),
  end: fc.oneof(
    fc.constant<RecurrenceEnd>({ type: 'never' }),
    fc.integer({ min: 1, max: 10_000 }).map((occurrences): RecurrenceEnd => ({ type: 'after', occurrences })),
    fc.integer({ min: -10, max: 10_000 }).map((days): RecurrenceEnd => ({ type: 'on', date: endOfLocalDay(start + days * DAY_MS, timeZone) })),
  ),
}).map(({ frequency, interval, weekdays, onDay, weekNumber, end }) => {
  const rule: RecurrenceRule = { frequency, interval, end, start, timeZone };
  if (frequency === 'week' && weekdays) rule.weekdays = [...weekdays].sort((a, b) => a - b);
  if (frequency === 'month') rule.monthType = onDay ? 'ON_DAY' : 'ON_DATE';
  if (frequency === 'month' && onDay) rule.weekNumber = weekNumber;
  return rule;
}));
