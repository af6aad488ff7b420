import { timeDisplayFormats } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { formatTime, type TimeFormat } from './time.js';

const at = (hours: number, minutes: number) => new Date(2026, 2, 5, hours, minutes);

describe('formatTime', () => {
  it('follows the display formats of SPEC section 9', () => {
    expect(timeDisplayFormats).toEqual({ '12': 'h:mm A', '24': 'H:mm' });
  });

  it.each<[number, number, TimeFormat, string]>([
    [15, 5, '12', '3:05 PM'],
    [15, 5, '24', '15:05'],
    [0, 0, '12', '12:00 AM'],
    [0, 0, '24', '0:00'],
    [12, 0, '12', '12:00 PM'],
    [12, 30, '24', '12:30'],
    [9, 7, '12', '9:07 AM'],
    [9, 7, '24', '9:07'],
    [23, 59, '12', '11:59 PM'],
    [23, 59, '24', '23:59'],
  ])('%i:%i with the %s-hour clock → %s', (hours, minutes, format, expected) => {
    expect(formatTime(at(hours, minutes), format)).toBe(expected);
  });

  it.each([
    ['ja', /^3:05 午後$/u],
    ['zh-CN', /^3:05 下午$/u],
    // ICU versions differ in the space inside 'p. m.'.
    ['es', /^3:05 p\.\s?m\.$/u],
  ])('translates only the AM/PM word (%s)', (locale, expected) => {
    expect(formatTime(at(15, 5), '12', locale)).toMatch(expected);
  });

  it('has no AM/PM word on the 24-hour clock in any language', () => {
    expect(formatTime(at(15, 5), '24', 'ja')).toBe('15:05');
  });
});
