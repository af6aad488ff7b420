import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './phone-number.js';

describe('normalizePhoneNumber', () => {
  it.each([
    ['+14155552671', '+14155552671'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+44 20.7946.0958', '+442079460958'],
    ['  +972-54-123-4567 ', '+972541234567'],
    ['+12345678', '+12345678'],
    ['+123456789012345', '+123456789012345'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  it.each([
    '4155552671', '0044 20 7946 0958', '+1234567', '+1234567890123456', '+0123456789', '+1415555267a', '++14155552671', '', '+',
    '+1\u00a0415', '+1/415/555/2671',
  ])('refuses %j', (input) => {
    expect(normalizePhoneNumber(input)).toBeNull();
  });
});
