import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatZonedTime } from './time-format.js';
import { addDays, calendarDaysBetween, startOfZonedDay, wallClock, zonedInstant } from './zoned-time.js';

const utc = (iso: string) => Date.parse(iso);

describe('zonedInstant', () => {
  it.each([
    ['an ordinary summer time', 'Europe/Berlin', { year: 2026, month: 6, day: 10, hour: 9 }, '2026-06-10T07:00:00Z'],
    ['a time skipped in spring moves forward by the jump', 'Europe/Berlin', { year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, '2026-03-29T01:30:00Z'],
    ['a time repeated in autumn is the first one', 'Europe/Berlin', { year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, '2026-10-25T00:30:00Z'],
    ['New York spring gap', 'America/New_York', { year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, '2026-03-08T07:30:00Z'],
    ['a zone ahead of UTC by 5:45', 'Asia/Kathmandu', { year: 2026, month: 1, day: 1 }, '2025-12-31T18:15:00Z'],
    ['Lord Howe half-hour change', 'Australia/Lord_Howe', { year: 2026, month: 4, day: 5, hour: 1, minute: 45 }, '2026-04-04T14:45:00Z'],
  ] as const)('%s', (_name, zone, local, expected) => {
    expect(zonedInstant(local, zone)).toBe(utc(expected));
  });

  it('reads back every instant it can name (property)', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Tokyo', 'America/Santiago', 'UTC'];
    fc.assert(fc.property(fc.integer({ min: utc('2000-01-01T00:00:00Z'), max: utc('2040-01-01T00:00:00Z') }), fc.constantFrom(...zones), (ms, zone) => {
      const wall = wallClock(ms, zone);
      const back = zonedInstant(wall, zone);
      // In a repeated autumn hour the first of the two instants is chosen; both show the same wall clock.
      expect(wallClock(back, zone)).toEqual(wall);
      expect(back <= ms && ms - back <= 3_600_000).toBe(true);
    }));
  });
});

describe('calendar helpers', () => {
  it('moves days across month and year ends', () => {
    expect(addDays({ year: 2026, month: 1, day: 1 }, -1)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(addDays({ year: 2028, month: 2, day: 28, hour: 9 }, 1)).toEqual({ year: 2028, month: 2, day: 29, hour: 9 });
  });

  it('finds local midnight and counts calendar days in the zone', () => {
    expect(startOfZonedDay(utc('2026-03-29T12:00:00Z'), 'Europe/Berlin')).toBe(utc('2026-03-28T23:00:00Z'));
    expect(calendarDaysBetween(utc('2026-03-28T23:30:00Z'), utc('2026-03-29T22:30:00Z'), 'Europe/Berlin')).toBe(1);
    expect(wallClock(utc('2026-06-14T10:00:00Z'), 'Europe/Berlin').weekday).toBe(7);
  });
});

describe('formatZonedTime (SPEC.md section 9)', () => {
  it.each([
    ['2026-06-10T13:05:00Z', '12', '3:05 PM'],
    ['2026-06-10T13:05:00Z', '24', '15:05'],
    ['2026-06-09T22:00:00Z', '12', '12:00 AM'],
    ['2026-06-09T22:00:00Z', '24', '0:00'],
    ['2026-06-10T10:30:00Z', '12', '12:30 PM'],
  ] as const)('%s with the %s-hour clock is %s in Berlin', (iso, format, expected) => {
    expect(formatZonedTime(utc(iso), 'Europe/Berlin', format)).toBe(expected);
  });
});
