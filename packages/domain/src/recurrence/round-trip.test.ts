import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertSchema, taskFieldSchemas } from '../sync/task.js';
import { nextOccurrence } from './occurrences.js';
import { DAY_MS } from './zoned-time.js';
import { fromRRule, toRRule } from './ical.js';
import { normalRuleArbitrary } from './rule-arbitrary.js';
import type { RecurrenceRule } from './rule.js';
import { at } from './test-clock.js';
import { ruleFromTask, ruleToTaskFields } from './wire.js';

const timeZone = 'Europe/Berlin';
const start = at('2026-01-13 09:00', timeZone); // the 2nd Tuesday of January

describe('round trips', () => {
  it('rule → RRULE text → rule gives the rule back', () => {
    fc.assert(fc.property(normalRuleArbitrary, (rule) => {
      expect(fromRRule(toRRule(rule), rule.start, rule.timeZone)).toEqual(rule);
    }), { numRuns: 300 });
  });

  it('rule → wire fields → rule gives the rule back, and the fields pass the alert schema', () => {
    fc.assert(fc.property(normalRuleArbitrary, (rule) => {
      const fields = ruleToTaskFields(rule);
      const alert = alertSchema.parse({ type: 'NONE', ...fields.alert });
      expect(ruleFromTask({ repeatingMethod: fields.repeatingMethod, alert, dueDate: rule.start }, rule.timeZone)).toEqual(rule);
    }), { numRuns: 300 });
  });
});

describe('toRRule', () => {
  const base: RecurrenceRule = { frequency: 'week', interval: 1, end: { type: 'never' }, start, timeZone };
  it.each<[string, Partial<RecurrenceRule>, string]>([
    ['every 2nd Tuesday, 5 times', { interval: 2, weekdays: [2], end: { type: 'after', occurrences: 5 } }, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=5'],
    ['Mon/Wed/Fri', { weekdays: [1, 3, 5] }, 'FREQ=WEEKLY;BYDAY=MO,WE,FR'],
    ['daily every 3 days', { frequency: 'day', interval: 3 }, 'FREQ=DAILY;INTERVAL=3'],
    ['monthly on the date', { frequency: 'month', monthType: 'ON_DATE' }, 'FREQ=MONTHLY'],
    ['monthly, 2nd Tuesday', { frequency: 'month', monthType: 'ON_DAY', weekNumber: 2 }, 'FREQ=MONTHLY;BYDAY=+2TU'],
    ['monthly, last Tuesday', { frequency: 'month', monthType: 'ON_DAY', weekNumber: 'last' }, 'FREQ=MONTHLY;BYDAY=-1TU'],
    ['yearly until a date (UTC)', { frequency: 'year', end: { type: 'on', date: Date.parse('2030-01-13T22:59:59Z') } }, 'FREQ=YEARLY;UNTIL=20300113T225959Z'],
  ])('%s', (_name, change, expected) => {
    expect(toRRule({ ...base, ...change })).toBe(expected);
  });
});

describe('fromRRule', () => {
  it('reads what calendars send', () => {
    expect(fromRRule('RRULE:FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2', start, timeZone))
      .toEqual({ frequency: 'month', interval: 1, monthType: 'ON_DAY', weekNumber: 2, end: { type: 'never' }, start, timeZone });
    expect(fromRRule('RRULE:FREQ=WEEKLY;WKST=SU;INTERVAL=2;BYDAY=TU,MO', start, timeZone))
      .toEqual({ frequency: 'week', interval: 2, weekdays: [1, 2], end: { type: 'never' }, start, timeZone });
    expect(fromRRule('FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', start, timeZone))
      .toEqual({ frequency: 'week', interval: 1, weekdays: [1, 2, 3, 4, 5], end: { type: 'never' }, start, timeZone });
    expect(fromRRule('FREQ=MONTHLY;BYMONTHDAY=13;COUNT=3', start, timeZone))
      .toEqual({ frequency: 'month', interval: 1, monthType: 'ON_DATE', end: { type: 'after', occurrences: 3 }, start, timeZone });
  });

  it('an UNTIL date means the whole of that day; a floating UNTIL is local time', () => {
    expect(fromRRule('FREQ=DAILY;UNTIL=20260120', start, timeZone).end).toEqual({ type: 'on', date: Date.parse('2026-01-20T22:59:59Z') });
    expect(fromRRule('FREQ=DAILY;UNTIL=20260120T100000', start, timeZone).end).toEqual({ type: 'on', date: Date.parse('2026-01-20T09:00:00Z') });
  });

  it.each([
    ['FREQ=HOURLY', /FREQ/],
    ['FREQ=DAILY;BYHOUR=9,17', /byhour/],
    ['FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1', /bysetpos/],
    ['FREQ=MONTHLY;BYMONTHDAY=1,15', /BYMONTHDAY/],
    ['FREQ=MONTHLY;BYDAY=+2WE', /weekday/],
    ['FREQ=YEARLY;BYMONTH=3', /BYMONTH/],
    ['FREQ=WEEKLY;BYDAY=+1MO', /numbered/],
  ])('refuses %s, which a task cannot hold', (text, why) => {
    expect(() => fromRRule(text, start, timeZone)).toThrow(why);
  });
});

describe('ruleFromTask', () => {
  const alert = { type: 'NONE' as const };
  it('is null when the task does not repeat or has no due date', () => {
    expect(ruleFromTask({ repeatingMethod: 'TASK_REPEAT_OFF', alert, dueDate: start }, timeZone)).toBeNull();
    expect(ruleFromTask({ repeatingMethod: 'TASK_REPEAT_DAY', alert, dueDate: null }, timeZone)).toBeNull();
  });

  it('reads a bare alert as every 1, forever, from the due date; -1 occurrences as forever', () => {
    expect(ruleFromTask({ repeatingMethod: 'TASK_REPEAT_MONTH', alert, dueDate: start }, timeZone))
      .toEqual({ frequency: 'month', interval: 1, monthType: 'ON_DATE', end: { type: 'never' }, start, timeZone });
    const forever = { ...alert, repeatEndType: 'REPEAT_END_AFTER_OCCURRENCES' as const, repeatEndsAfterOccurrences: -1 };
    expect(ruleFromTask({ repeatingMethod: 'TASK_REPEAT_DAY', alert: forever, dueDate: start }, timeZone)?.end).toEqual({ type: 'never' });
  });

  it('takes the day of repeatStartsOn at the due date’s time, and an end date as its whole day', () => {
    const rule = ruleFromTask({
      repeatingMethod: 'TASK_REPEAT_WEEK',
      alert: { ...alert, repeatDays: '1010100', repeatStartsOn: at('2026-01-05 00:00', timeZone), repeatEndType: 'REPEAT_END_ON_DATE', repeatEndsOn: at('2026-02-01 00:00', timeZone) },
      dueDate: start,
    }, timeZone);
    expect(rule).toEqual({
      frequency: 'week', interval: 1, weekdays: [1, 3, 5], start: at('2026-01-05 09:00', timeZone),
      end: { type: 'on', date: Date.parse('2026-02-01T22:59:59Z') }, timeZone,
    });
  });

  it('works out every date the wire accepts, in the zones furthest from UTC; later ones are cut to the last', () => {
    const last = Date.UTC(10000, 0, 2) - 1;
    const alertAtTheEnd = { type: 'CUSTOM' as const, customTime: last, repeatStartsOn: last, repeatEndType: 'REPEAT_END_ON_DATE' as const, repeatEndsOn: last, repeatNextOccurrence: last };
    expect(alertSchema.safeParse(alertAtTheEnd).success).toBe(true);
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      for (const dueDate of [0, last]) {
        const rule = ruleFromTask({ repeatingMethod: 'TASK_REPEAT_DAY', alert: alertAtTheEnd, dueDate }, zone);
        expect(Number.isFinite(rule?.start) && rule?.end.type === 'on' && Number.isFinite(rule.end.date), `${zone} ${dueDate}`).toBe(true);
      }
    }
    // Earlier versions stored dates up to what a Date holds; devices still push them back, so they are cut, not refused.
    expect(alertSchema.parse({ ...alertAtTheEnd, repeatEndsOn: 8_640_000_000_000_000 })).toEqual(alertAtTheEnd);
    expect(taskFieldSchemas.dueDate.parse(last + 1)).toBe(last);
    expect(alertSchema.safeParse({ ...alertAtTheEnd, repeatEndsOn: 8_640_000_000_000_001 }).success).toBe(false);
  });

  it('moves a task on only to dates the wire accepts: repeats end with year 9999 in the task\'s zone', () => {
    for (const zone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
      const lastEvening = at('9999-12-31 23:00', zone);
      const rule = ruleFromTask({ repeatingMethod: 'TASK_REPEAT_DAY', alert: { type: 'NONE' }, dueDate: lastEvening - DAY_MS }, zone)!;
      expect(nextOccurrence(rule, rule.start)).toBe(lastEvening);
      expect(taskFieldSchemas.dueDate.safeParse(lastEvening).success).toBe(true);
      expect(nextOccurrence(rule, lastEvening)).toBeNull();
    }
  });

  it('turning repeat off clears every repeat field', () => {
    expect(ruleToTaskFields(null)).toEqual({
      repeatingMethod: 'TASK_REPEAT_OFF',
      alert: { repeatInterval: null, repeatDays: null, repeatMonthType: null, repeatWeekNumber: null, repeatStartsOn: null, repeatEndType: null, repeatEndsOn: null, repeatEndsAfterOccurrences: null },
    });
  });
});
