import { describe, expect, it } from 'vitest';
import { isoWeekday, monthNames, monthNamesInDates, orderedWeekdays, startOfWeek, weekdayName, weekdayNames } from './week.js';

// Thursday 5 March 2026, late evening, so a start-of-week computed in UTC rather than locally would show.
const thursday = new Date(2026, 2, 5, 23, 30);

describe('orderedWeekdays', () => {
  it.each([
    [1, [1, 2, 3, 4, 5, 6, 7]],
    [2, [2, 3, 4, 5, 6, 7, 1]],
    [6, [6, 7, 1, 2, 3, 4, 5]],
    [7, [7, 1, 2, 3, 4, 5, 6]],
  ])('a week starting on %i', (first, expected) => {
    expect(orderedWeekdays(first)).toEqual(expected);
  });

  it.each([0, 8, 1.5, Number.NaN])('treats an invalid setting (%s) as Monday', (first) => {
    expect(orderedWeekdays(first)[0]).toBe(1);
  });
});

describe('startOfWeek', () => {
  it.each([
    [1, new Date(2026, 2, 2)],
    [4, new Date(2026, 2, 5)],
    [5, new Date(2026, 1, 27)],
    [6, new Date(2026, 1, 28)],
    [7, new Date(2026, 2, 1)],
  ])('a week starting on %i holding Thursday 5 March starts %s', (first, expected) => {
    expect(startOfWeek(thursday, first)).toEqual(expected);
  });

  it('crosses a year boundary', () => {
    expect(startOfWeek(new Date(2026, 0, 1), 1)).toEqual(new Date(2025, 11, 29));
  });

  it('gives local midnight of the date itself when it is the first day', () => {
    const sunday = new Date(2026, 2, 8, 10);
    expect(startOfWeek(sunday, 7)).toEqual(new Date(2026, 2, 8));
    expect(isoWeekday(sunday)).toBe(7);
  });
});

describe('weekday and month names', () => {
  it.each([
    ['en', 1, 'Monday'],
    ['de', 1, 'Montag'],
    ['fr', 7, 'dimanche'],
    ['ru', 3, 'среда'],
    ['ja', 6, '土曜日'],
  ] as const)('%s weekday %i is %s', (locale, day, name) => {
    expect(weekdayName(day, locale)).toBe(name);
  });

  it('lists the names in the order of the week start', () => {
    expect(weekdayNames('en', 7, 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('de', 6)).toEqual(['Samstag', 'Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']);
  });

  it('names the months in the language, standalone and inside a date', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('es')[2]).toBe('marzo');
    expect(monthNames('ru')[2]).toBe('март');
    expect(monthNamesInDates('ru', 'long')[2]).toBe('марта');
  });
});
