import type { DateOrder } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { type DateDisplayOptions, formatDate, formatNumericDate, fromCalendarDate, toCalendarDate } from './date.js';
import { parseDateInput } from './date-input.js';

const march5 = new Date(2026, 2, 5, 15, 5);

describe('formatDate', () => {
  it.each<[string, DateOrder, DateDisplayOptions, string]>([
    ['en', 'MDY', {}, 'Mar 5, 2026'],
    ['en', 'DMY', {}, '5 Mar 2026'],
    ['en', 'MDY', { year: false }, 'Mar 5'],
    ['en', 'DMY', { year: false }, '5 Mar'],
    ['en', 'MDY', { month: 'long', weekday: 'long' }, 'Thursday, March 5, 2026'],
    ['en', 'DMY', { month: 'long', weekday: 'short', year: false }, 'Thu, 5 March'],
    ['de', 'DMY', {}, '5. März 2026'],
    ['de', 'MDY', {}, 'März 5, 2026'],
    ['fr', 'DMY', { month: 'long' }, '5 mars 2026'],
    ['fr', 'MDY', { month: 'long' }, 'mars 5, 2026'],
    ['ja', 'MDY', {}, '2026年3月5日'],
    ['ja', 'DMY', {}, '2026年3月5日'],
    ['zh-CN', 'DMY', { year: false }, '3月5日'],
  ])('%s %s %j → %s', (locale, order, options, expected) => {
    expect(formatDate(march5, order, locale, options)).toBe(expected);
  });
});

describe('formatNumericDate', () => {
  it('writes digits in the order of the setting', () => {
    expect(formatNumericDate(march5, 'MDY')).toBe('03.05.2026');
    expect(formatNumericDate(march5, 'DMY')).toBe('05.03.2026');
  });
});

describe('calendar dates', () => {
  it('takes the local day of a Date and gives back local midnight', () => {
    expect(toCalendarDate(march5)).toEqual({ year: 2026, month: 3, day: 5 });
    expect(fromCalendarDate({ year: 2026, month: 3, day: 5 })).toEqual(new Date(2026, 2, 5));
  });
});

describe('parseDateInput', () => {
  it.each<[string, DateOrder, string, Date | null]>([
    ['05.03.2026', 'DMY', 'en', new Date(2026, 2, 5)],
    ['03.05.2026', 'MDY', 'en', new Date(2026, 2, 5)],
    ['Mar 05.2026', 'MDY', 'en', new Date(2026, 2, 5)],
    ['05.Mar.2026', 'DMY', 'de', new Date(2026, 2, 5)],
    ['05.März.2026', 'DMY', 'de', new Date(2026, 2, 5)],
    ['05.мар.2026', 'DMY', 'ru', new Date(2026, 2, 5)],
    ['05.марта.2026', 'DMY', 'ru', new Date(2026, 2, 5)],
    ['05.mar.2026', 'DMY', 'pt-BR', new Date(2026, 2, 5)],
    ['marzo 05.2026', 'MDY', 'es', new Date(2026, 2, 5)],
    ['2026-03-05', 'MDY', 'ja', new Date(2026, 2, 5)],
    ['11/28/2026', 'MDY', 'en', new Date(2026, 10, 28)],
    ['28/11/2026', 'DMY', 'fr', new Date(2026, 10, 28)],
    ['28/11/2026', 'MDY', 'en', new Date(2026, 10, 28)],
    ['02/30/2026', 'MDY', 'en', null],
    ['05.März.2026', 'DMY', 'en', null],
    ['31.02.2026', 'DMY', 'en', null],
    ['next week', 'DMY', 'en', null],
  ])('%j (%s, %s)', (text, order, locale, expected) => {
    expect(parseDateInput(text, order, locale)).toEqual(expected);
  });

  it('reads back what formatNumericDate writes', () => {
    for (const order of ['MDY', 'DMY'] as const) {
      expect(parseDateInput(formatNumericDate(march5, order), order)).toEqual(new Date(2026, 2, 5));
    }
  });
});
