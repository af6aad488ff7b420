import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrencesBetween } from './occurrences.js';
import { oracleOccurrences } from './rrule-oracle.js';
import type { RecurrenceEnd, RecurrenceRule } from './rule.js';
import { at, wall } from './test-clock.js';

const never: RecurrenceEnd = { type: 'never' };

interface Case {
  name: string;
  rule: Omit<RecurrenceRule, 'start' | 'timeZone' | 'end' | 'interval'> & { interval?: number; end?: RecurrenceEnd };
  start: string;
  timeZone?: string;
  /** Every occurrence from the start, in local time; a shorter list than `take` means the rule ends there. */
  expected: string[];
  take?: number;
  /** The same occurrences as UTC instants, where the zone's offset is the point. */
  utc?: string[];
}

function build(c: Case): RecurrenceRule {
  const timeZone = c.timeZone ?? 'Europe/Berlin';
  return { interval: 1, end: never, ...c.rule, start: at(c.start, timeZone), timeZone };
}

/** The engine's chain of next occurrences from the start, as the server walks it when a task is completed. */
function chain(rule: RecurrenceRule, take: number): number[] {
  const found: number[] = [];
  for (let next = nextOccurrence(rule, rule.start - 1); next !== null && found.length < take; next = nextOccurrence(rule, next)) {
    found.push(next);
  }
  return found;
}

const cases: Case[] = [
  { name: 'daily, interval 3', rule: { frequency: 'day', interval: 3 }, start: '2026-01-30 09:00',
    expected: ['2026-01-30 09:00', '2026-02-02 09:00', '2026-02-05 09:00', '2026-02-08 09:00'] },
  { name: 'weekly on Mon/Wed/Fri', rule: { frequency: 'week', weekdays: [1, 3, 5] }, start: '2026-01-07 08:30',
    expected: ['2026-01-07 08:30', '2026-01-09 08:30', '2026-01-12 08:30', '2026-01-14 08:30', '2026-01-16 08:30'] },
  { name: 'every 2nd Tuesday (weekly, interval 2, BYDAY=TU)', rule: { frequency: 'week', interval: 2, weekdays: [2] },
    start: '2026-01-06 18:00', expected: ['2026-01-06 18:00', '2026-01-20 18:00', '2026-02-03 18:00', '2026-02-17 18:00'] },
  { name: 'weekly without weekdays keeps the start weekday', rule: { frequency: 'week' }, start: '2026-01-08 07:00',
    expected: ['2026-01-08 07:00', '2026-01-15 07:00', '2026-01-22 07:00'] },
  { name: 'monthly ON_DATE the 31st skips short months', rule: { frequency: 'month', monthType: 'ON_DATE' },
    start: '2026-01-31 10:00',
    expected: ['2026-01-31 10:00', '2026-03-31 10:00', '2026-05-31 10:00', '2026-07-31 10:00', '2026-08-31 10:00',
      '2026-10-31 10:00', '2026-12-31 10:00', '2027-01-31 10:00'] },
  { name: 'monthly ON_DATE the 30th skips February only', rule: { frequency: 'month' }, start: '2026-01-30 10:00',
    expected: ['2026-01-30 10:00', '2026-03-30 10:00', '2026-04-30 10:00'] },
  { name: 'monthly ON_DAY the 2nd Tuesday', rule: { frequency: 'month', monthType: 'ON_DAY', weekNumber: 2 },
    start: '2026-01-13 12:00', expected: ['2026-01-13 12:00', '2026-02-10 12:00', '2026-03-10 12:00', '2026-04-14 12:00'] },
  { name: 'monthly ON_DAY the last Friday', rule: { frequency: 'month', monthType: 'ON_DAY', weekNumber: 'last' },
    start: '2026-01-30 16:00', expected: ['2026-01-30 16:00', '2026-02-27 16:00', '2026-03-27 16:00', '2026-04-24 16:00'] },
  { name: 'week number 5 skips months without a 5th Thursday',
    rule: { frequency: 'month', monthType: 'ON_DAY', weekNumber: 5 }, start: '2026-01-29 09:00',
    expected: ['2026-01-29 09:00', '2026-04-30 09:00', '2026-07-30 09:00', '2026-10-29 09:00', '2026-12-31 09:00'] },
  { name: 'ON_DAY without a week number takes the start’s own (3rd Monday)', rule: { frequency: 'month', monthType: 'ON_DAY' },
    start: '2026-01-19 09:00', expected: ['2026-01-19 09:00', '2026-02-16 09:00', '2026-03-16 09:00'] },
  { name: 'every 2 months, last Sunday', rule: { frequency: 'month', interval: 2, monthType: 'ON_DAY', weekNumber: 'last' },
    start: '2026-01-25 11:00', expected: ['2026-01-25 11:00', '2026-03-29 11:00', '2026-05-31 11:00'] },
  { name: 'yearly on February 29 comes in leap years only', rule: { frequency: 'year' }, start: '2024-02-29 08:00',
    expected: ['2024-02-29 08:00', '2028-02-29 08:00', '2032-02-29 08:00', '2036-02-29 08:00'] },
  { name: 'end after 3 occurrences, the start counting as the first',
    rule: { frequency: 'day', end: { type: 'after', occurrences: 3 } }, start: '2026-01-01 09:00', take: 10,
    expected: ['2026-01-01 09:00', '2026-01-02 09:00', '2026-01-03 09:00'] },
  { name: 'end after 4 with weekdays', rule: { frequency: 'week', weekdays: [2, 4], end: { type: 'after', occurrences: 4 } },
    start: '2026-01-06 09:00', take: 10, expected: ['2026-01-06 09:00', '2026-01-08 09:00', '2026-01-13 09:00', '2026-01-15 09:00'] },
  { name: 'end on a date includes an occurrence on that day',
    rule: { frequency: 'week', end: { type: 'on', date: Date.parse('2026-01-26T22:59:59Z') } }, start: '2026-01-05 09:00', take: 10,
    expected: ['2026-01-05 09:00', '2026-01-12 09:00', '2026-01-19 09:00', '2026-01-26 09:00'] },
  { name: 'Berlin, clocks forward: 09:00 stays 09:00', rule: { frequency: 'day' }, start: '2026-03-28 09:00',
    expected: ['2026-03-28 09:00', '2026-03-29 09:00', '2026-03-30 09:00'],
    utc: ['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z'] },
  { name: 'Berlin, clocks forward: 02:30 moves to 03:30 on the switch day only', rule: { frequency: 'day' },
    start: '2026-03-28 02:30', expected: ['2026-03-28 02:30', '2026-03-29 03:30', '2026-03-30 02:30'],
    utc: ['2026-03-28T01:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-03-30T00:30:00.000Z'] },
  { name: 'Berlin, clocks back: 02:30 is the first of the two', rule: { frequency: 'day' }, start: '2026-10-24 02:30',
    expected: ['2026-10-24 02:30', '2026-10-25 02:30', '2026-10-26 02:30'],
    utc: ['2026-10-24T00:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z'] },
  { name: 'New York, clocks forward: weekly Sunday 02:30 → 03:30', rule: { frequency: 'week' }, timeZone: 'America/New_York',
    start: '2026-03-01 02:30', expected: ['2026-03-01 02:30', '2026-03-08 03:30', '2026-03-15 02:30'],
    utc: ['2026-03-01T07:30:00.000Z', '2026-03-08T07:30:00.000Z', '2026-03-15T06:30:00.000Z'] },
  { name: 'New York, clocks back: 01:30 is the EDT one', rule: { frequency: 'day' }, timeZone: 'America/New_York',
    start: '2026-10-31 01:30', expected: ['2026-10-31 01:30', '2026-11-01 01:30', '2026-11-02 01:30'],
    utc: ['2026-10-31T05:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z'] },
  { name: 'Lord Howe, 30-minute DST forward: 02:15 → 02:45', rule: { frequency: 'day' }, timeZone: 'Australia/Lord_Howe',
    start: '2026-10-03 02:15', expected: ['2026-10-03 02:15', '2026-10-04 02:45', '2026-10-05 02:15'],
    utc: ['2026-10-02T15:45:00.000Z', '2026-10-03T15:45:00.000Z', '2026-10-04T15:15:00.000Z'] },
  { name: 'Lord Howe, 30-minute DST back: 01:45 is the first of the two', rule: { frequency: 'day' },
    timeZone: 'Australia/Lord_Howe', start: '2026-04-04 01:45', expected: ['2026-04-04 01:45', '2026-04-05 01:45', '2026-04-06 01:45'],
    utc: ['2026-04-03T14:45:00.000Z', '2026-04-04T14:45:00.000Z', '2026-04-05T15:15:00.000Z'] },
];

describe('occurrences, table-driven and cross-checked with rrule', () => {
  it.each(cases)('$name', (c) => {
    const rule = build(c);
    const take = c.take ?? c.expected.length;
    const found = chain(rule, take);
    expect(found.map((instant) => wall(instant, rule.timeZone))).toEqual(c.expected);
    if (c.utc) expect(found.map((instant) => new Date(instant).toISOString())).toEqual(c.utc);
    expect(oracleOccurrences(rule, take)).toEqual(found);
    expect(occurrencesBetween(rule, rule.start, Number.MAX_SAFE_INTEGER, take)).toEqual(found);
  });
});

describe('nextOccurrence', () => {
  const timeZone = 'Europe/Berlin';
  const daily = (end: RecurrenceEnd = never): RecurrenceRule => ({ frequency: 'day', interval: 1, end, start: at('2026-01-01 09:00', timeZone), timeZone });

  it('answers the start for any time before it, and the next one strictly after', () => {
    const rule = daily();
    expect(nextOccurrence(rule, 0)).toBe(rule.start);
    expect(wall(nextOccurrence(rule, rule.start)!, timeZone)).toBe('2026-01-02 09:00');
    expect(wall(nextOccurrence(rule, at('2026-06-15 08:59', timeZone))!, timeZone)).toBe('2026-06-15 09:00');
    expect(wall(nextOccurrence(rule, at('2026-06-15 09:00', timeZone))!, timeZone)).toBe('2026-06-16 09:00');
  });

  it('is null after the last of N, counted by position from the start', () => {
    const rule = daily({ type: 'after', occurrences: 2 });
    expect(nextOccurrence(rule, rule.start)).not.toBeNull();
    expect(nextOccurrence(rule, at('2026-01-02 09:00', timeZone))).toBeNull();
  });

  it('with completedCount, ends once N are done whatever the dates', () => {
    const rule = daily({ type: 'after', occurrences: 3 });
    const moved = at('2026-03-01 12:00', timeZone);
    expect(wall(nextOccurrence(rule, moved, { completedCount: 2 })!, timeZone)).toBe('2026-03-02 09:00');
    expect(nextOccurrence(rule, moved, { completedCount: 3 })).toBeNull();
    expect(nextOccurrence(rule, moved)).toBeNull();
  });

  it('is null after the end date', () => {
    const rule = daily({ type: 'on', date: at('2026-01-03 09:00', timeZone) });
    expect(nextOccurrence(rule, at('2026-01-02 09:00', timeZone))).toBe(at('2026-01-03 09:00', timeZone));
    expect(nextOccurrence(rule, at('2026-01-03 09:00', timeZone))).toBeNull();
  });

  it('a 6th weekday never exists: only the start remains', () => {
    const rule: RecurrenceRule = { ...daily(), frequency: 'month', monthType: 'ON_DAY', weekNumber: 6 };
    expect(nextOccurrence(rule, rule.start - 1)).toBe(rule.start);
    expect(nextOccurrence(rule, rule.start)).toBeNull();
  });

  it('finds a 5th Thursday every 12 months decades away (February in a leap year starting on Thursday)', () => {
    const rule: RecurrenceRule = {
      ...daily(), frequency: 'month', interval: 12, monthType: 'ON_DAY', weekNumber: 5, start: at('2024-02-29 09:00', timeZone),
    };
    const next = nextOccurrence(rule, rule.start);
    expect(wall(next!, timeZone)).toBe('2052-02-29 09:00');
    expect(oracleOccurrences(rule, 2)).toEqual([rule.start, next]);
  });

  it('jumps far ahead without walking every period', () => {
    const rule: RecurrenceRule = { ...daily(), frequency: 'week', weekdays: [1, 5] };
    const started = Date.now();
    expect(wall(nextOccurrence(rule, at('2400-01-01 00:00', timeZone))!, timeZone)).toBe('2400-01-03 09:00');
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('refuses an interval below 1', () => {
    expect(() => nextOccurrence({ ...daily(), interval: 0 }, 0)).toThrow(/interval/);
  });

  it('occurrencesBetween takes from ≤ t < to and stops at the limit', () => {
    const rule = daily();
    const from = at('2026-01-03 09:00', timeZone);
    const to = at('2026-01-06 09:00', timeZone);
    expect(occurrencesBetween(rule, from, to, 10).map((t) => wall(t, timeZone))).toEqual(['2026-01-03 09:00', '2026-01-04 09:00', '2026-01-05 09:00']);
    expect(occurrencesBetween(rule, from, to, 2)).toHaveLength(2);
    expect(occurrencesBetween(rule, from, to, 0)).toEqual([]);
  });
});
