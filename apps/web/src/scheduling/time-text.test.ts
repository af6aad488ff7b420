import { describe, expect, it } from 'vitest';
import { formatClock, parseClock } from './time-text.js';

describe('typed times of day', () => {
  it.each([
    ['17:30', { hour: 17, minute: 30 }], ['9', { hour: 9, minute: 0 }], ['0930', { hour: 9, minute: 30 }],
    ['9:05 pm', { hour: 21, minute: 5 }], ['12 AM', { hour: 0, minute: 0 }], ['12pm', { hour: 12, minute: 0 }],
    ['7.45 p.m.', { hour: 19, minute: 45 }], ['25:00', null], ['9:60', null], ['13 pm', null], ['soon', null], ['', null],
  ])('reads %j', (text, expected) => {
    expect(parseClock(text, 'en')).toEqual(expected);
  });

  it("reads the language's own AM/PM words", () => {
    expect(parseClock('午後3:15', 'ja')).toEqual({ hour: 15, minute: 15 });
    expect(parseClock(formatClock({ hour: 15, minute: 15 }, '12', 'ko'), 'ko')).toEqual({ hour: 15, minute: 15 });
  });

  it("writes the user's clock: 'h:mm A' or 'H:mm'", () => {
    expect(formatClock({ hour: 0, minute: 5 }, '12', 'en')).toBe('12:05 AM');
    expect(formatClock({ hour: 15, minute: 5 }, '12', 'en')).toBe('3:05 PM');
    expect(formatClock({ hour: 15, minute: 5 }, '24', 'en')).toBe('15:05');
  });
});
