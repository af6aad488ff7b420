import { describe, expect, it } from 'vitest';
import { type CalendarDate, type DateOrder, daysInMonth, formatDateText, isValidCalendarDate, parseDateText, readSlashDate } from './date-text.js';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe('parseDateText, day-month-year', () => {
  it.each<[string, CalendarDate | null]>([
    ['5.3.2026', d(2026, 3, 5)],
    ['05.03.2026', d(2026, 3, 5)],
    ['31.12.2026', d(2026, 12, 31)],
    ['05.Mar.2026', d(2026, 3, 5)],
    ['5.mar.2026', d(2026, 3, 5)],
    ['05.March.2026', d(2026, 3, 5)],
    ['2026-03-05', d(2026, 3, 5)],
    ['  05.03.2026  ', d(2026, 3, 5)],
    ['29.02.2024', d(2024, 2, 29)],
    ['31.02.2026', null],
    ['29.02.2026', null],
    ['29.02.1900', null],
    ['29.02.2000', d(2000, 2, 29)],
    ['31.04.2026', null],
    ['00.03.2026', null],
    ['05.13.2026', null],
    ['05.00.2026', null],
    ['2026-02-30', null],
    ['2026-3-5', null],
    ['05.03.26', null],
    ['05/03/2026', d(2026, 3, 5)],
    ['28/11/2026', d(2026, 11, 28)],
    ['5/3/2026', d(2026, 3, 5)],
    // Only one order names a real day, so it is that one.
    ['11/28/2026', d(2026, 11, 28)],
    ['2026/11/28', d(2026, 11, 28)],
    ['31/02/2026', null],
    ['13/13/2026', null],
    ['05/03/26', null],
    ['05/03.2026', null],
    ['5/3', null],
    ['Mar 05.2026', null],
    ['05.Foo.2026', null],
    ['123.03.2026', null],
    ['', null],
    ['today', null],
  ])('%j → %j', (text, expected) => {
    expect(parseDateText(text, 'DMY')).toEqual(expected);
  });
});

describe('parseDateText, month-day-year', () => {
  it.each<[string, CalendarDate | null]>([
    ['3.5.2026', d(2026, 3, 5)],
    ['03.05.2026', d(2026, 3, 5)],
    ['12.31.2026', d(2026, 12, 31)],
    ['Mar 05.2026', d(2026, 3, 5)],
    ['mar 5.2026', d(2026, 3, 5)],
    ['March 5.2026', d(2026, 3, 5)],
    ['Mar. 05.2026', d(2026, 3, 5)],
    ['2026-03-05', d(2026, 3, 5)],
    ['02.29.2024', d(2024, 2, 29)],
    ['02.31.2026', null],
    ['31.12.2026', null],
    ['13.01.2026', null],
    ['Feb 30.2026', null],
    ['05.Mar.2026', null],
    ['Mar05.2026', null],
    ['Mar 05 2026', null],
    ['11/28/2026', d(2026, 11, 28)],
    ['03/05/2026', d(2026, 3, 5)],
    ['3/5/2026', d(2026, 3, 5)],
    ['28/11/2026', d(2026, 11, 28)],
    ['2026/3/5', d(2026, 3, 5)],
    ['02/29/2024', d(2024, 2, 29)],
    ['02/29/2026', null],
    ['2026/02/30', null],
    ['11/28/2026/1', null],
  ])('%j → %j', (text, expected) => {
    expect(parseDateText(text, 'MDY')).toEqual(expected);
  });
});

describe('readSlashDate', () => {
  it.each<[number, number, DateOrder, number | undefined, CalendarDate | null]>([
    [12, 1, 'MDY', 2026, d(2026, 12, 1)],
    [12, 1, 'DMY', 2026, d(2026, 1, 12)],
    [13, 1, 'MDY', 2026, d(2026, 1, 13)],
    [1, 13, 'DMY', 2026, d(2026, 1, 13)],
    [2, 29, 'MDY', undefined, d(2024, 2, 29)],
    [2, 29, 'MDY', 2026, null],
    [13, 13, 'DMY', 2026, null],
    [0, 5, 'MDY', 2026, null],
  ])('%i/%i (%s, %s) → %j', (first, second, order, year, expected) => {
    expect(readSlashDate(first, second, order, year)).toEqual(expected);
  });
});

describe('parseDateText with localized month names', () => {
  const french = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
  const frenchLong = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

  it.each<[string, DateOrder, CalendarDate | null]>([
    ['05.févr.2026', 'DMY', d(2026, 2, 5)],
    ['05.févr..2026', 'DMY', d(2026, 2, 5)],
    ['05.FÉVR.2026', 'DMY', d(2026, 2, 5)],
    ['août 15.2026', 'MDY', d(2026, 8, 15)],
    ['05.Feb.2026', 'DMY', d(2026, 2, 5)],
    ['05.février.2026', 'DMY', d(2026, 2, 5)],
    ['septembre 30.2026', 'MDY', d(2026, 9, 30)],
    ['05.févrr.2026', 'DMY', null],
  ])('%j (%s) → %j', (text, order, expected) => {
    expect(parseDateText(text, order, { monthNames: [french, frenchLong] })).toEqual(expected);
  });

  it('does not know a localized name unless it is given', () => {
    expect(parseDateText('05.févr.2026', 'DMY')).toBeNull();
  });
});

describe('isValidCalendarDate and daysInMonth', () => {
  it.each<[number, number, number]>([
    [2026, 1, 31], [2026, 2, 28], [2024, 2, 29], [2000, 2, 29], [1900, 2, 28], [2026, 4, 30], [2026, 9, 30], [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('refuses fractional and out-of-range parts', () => {
    expect(isValidCalendarDate(d(2026, 1.5, 1))).toBe(false);
    expect(isValidCalendarDate(d(0, 1, 1))).toBe(false);
    expect(isValidCalendarDate(d(2026, 1, 32))).toBe(false);
    expect(isValidCalendarDate(d(2026, 1, 31))).toBe(true);
  });
});

describe('formatDateText', () => {
  it('writes the order of the setting with two-digit day and month', () => {
    expect(formatDateText(d(2026, 3, 5), 'DMY')).toBe('05.03.2026');
    expect(formatDateText(d(2026, 3, 5), 'MDY')).toBe('03.05.2026');
  });

  it.each<DateOrder>(['DMY', 'MDY'])('is read back by parseDateText (%s)', (order) => {
    for (const date of [d(2026, 1, 1), d(2024, 2, 29), d(1999, 12, 31), d(2026, 10, 9)]) {
      expect(parseDateText(formatDateText(date, order), order)).toEqual(date);
    }
  });
});
