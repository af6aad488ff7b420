import { describe, expect, it } from 'vitest';
import { myDayDate, resetMinutes } from './my-day-date.js';

const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);

describe('myDayDate', () => {
  it('is today after the reset hour and yesterday before it, in the user time zone', () => {
    // 2026-03-05 04:59 and 05:00 in Berlin (UTC+1 in winter).
    expect(myDayDate(Date.UTC(2026, 2, 5, 3, 59), 'Europe/Berlin', '0500')).toBe(utcDay(2026, 3, 4));
    expect(myDayDate(Date.UTC(2026, 2, 5, 4, 0), 'Europe/Berlin', '0500')).toBe(utcDay(2026, 3, 5));
  });

  it('uses the calendar date of the time zone, not of UTC', () => {
    // 2026-03-05 23:30 UTC is already 2026-03-06 08:30 in Tokyo.
    expect(myDayDate(Date.UTC(2026, 2, 5, 23, 30), 'Asia/Tokyo', '0500')).toBe(utcDay(2026, 3, 6));
    // ...and still 2026-03-05 18:30 in New York.
    expect(myDayDate(Date.UTC(2026, 2, 5, 23, 30), 'America/New_York', '0500')).toBe(utcDay(2026, 3, 5));
  });

  it('rolls at midnight with a "0000" reset and honours minutes', () => {
    expect(myDayDate(Date.UTC(2026, 0, 1, 0, 0), 'UTC', '0000')).toBe(utcDay(2026, 1, 1));
    expect(myDayDate(Date.UTC(2026, 0, 1, 7, 29), 'UTC', '0730')).toBe(utcDay(2025, 12, 31));
    expect(myDayDate(Date.UTC(2026, 0, 1, 7, 30), 'UTC', '0730')).toBe(utcDay(2026, 1, 1));
  });

  it('follows daylight saving time: the reset is on the wall clock', () => {
    // New York moves to UTC-4 on 2026-03-08; 05:00 local is then 09:00 UTC.
    expect(myDayDate(Date.UTC(2026, 2, 9, 8, 59), 'America/New_York', '0500')).toBe(utcDay(2026, 3, 8));
    expect(myDayDate(Date.UTC(2026, 2, 9, 9, 0), 'America/New_York', '0500')).toBe(utcDay(2026, 3, 9));
  });

  it('crosses month and year ends when it goes back a day', () => {
    expect(myDayDate(Date.UTC(2026, 0, 1, 2, 0), 'UTC', '0500')).toBe(utcDay(2025, 12, 31));
    expect(myDayDate(Date.UTC(2024, 2, 1, 2, 0), 'UTC', '0500')).toBe(utcDay(2024, 2, 29));
  });
});

describe('resetMinutes', () => {
  it('reads HHMM and falls back to 05:00 for a malformed value', () => {
    expect(resetMinutes('2330')).toBe(23 * 60 + 30);
    expect(resetMinutes('2400')).toBe(300);
    expect(resetMinutes('')).toBe(300);
  });
});
