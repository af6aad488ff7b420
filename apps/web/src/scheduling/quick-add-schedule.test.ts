import { zonedInstant } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { quickAddFields } from './quick-add-schedule.js';

const zone = 'Europe/Berlin';
/** Thursday 26 November 2026, 10:00. */
const context = { now: zonedInstant({ year: 2026, month: 11, day: 26, hour: 10 }, zone), timeZone: zone, weekStart: 1, locale: 'en' };
const day = (year: number, month: number, date: number) => zonedInstant({ year, month, day: date }, zone);

describe('quickAddFields', () => {
  it('reads slashed dates in the user\'s order', () => {
    expect(quickAddFields('Pay 1/12', { ...context, dateOrder: 'DMY' }).schedule.dueDate).toBe(day(2026, 12, 1));
    expect(quickAddFields('Pay 1/12', { ...context, dateOrder: 'MDY' }).schedule.dueDate).toBe(day(2027, 1, 12));
    expect(quickAddFields('Pay Dec 1', context)).toEqual({ title: 'Pay', schedule: { dueDate: day(2026, 12, 1) } });
  });

  it('keeps tags, lists and priorities in the title, since it does not apply them', () => {
    expect(quickAddFields('Plan #work ^Home !high tomorrow', context)).toEqual({
      title: 'Plan #work ^Home !high', schedule: { dueDate: day(2026, 11, 27) },
    });
    expect(quickAddFields('Plan #work', context)).toEqual({ title: 'Plan #work', schedule: {} });
  });
});
