import { describe, expect, it } from 'vitest';
import { quickDates, quickDue } from './quick-dates.js';
import { at, now, settings } from './testing/schedule-fixtures.js';

describe('quick dates', () => {
  it('are one list: today, tomorrow, next week, no date', () => {
    expect(quickDates.map((quick) => quick.choice)).toEqual(['today', 'tomorrow', 'nextWeek', 'none']);
  });

  it('give the day all-day, or keep the time of day already set', () => {
    expect(quickDue('today', null, now, settings)).toBe(at(3, 4));
    expect(quickDue('tomorrow', at(2, 1, 17, 30), now, settings)).toBe(at(3, 5, 17, 30));
    expect(quickDue('none', at(2, 1, 17, 30), now, settings)).toBeNull();
  });

  it('start next week on the user week start', () => {
    expect(quickDue('nextWeek', null, now, settings)).toBe(at(3, 9));
    expect(quickDue('nextWeek', null, now, { ...settings, firstDayOfWeek: 7 })).toBe(at(3, 8));
    expect(quickDue('nextWeek', null, now, { ...settings, firstDayOfWeek: 3 })).toBe(at(3, 11));
  });
});
