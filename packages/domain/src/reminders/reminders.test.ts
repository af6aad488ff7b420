import { describe, expect, it } from 'vitest';
import {
  type ReminderPresetId, alertForCustom, alertForCustomTime, alertForPreset, isAllDay, presetOfAlert, presetsFor,
  reminderForNewDueDate, reminderPresets, reminderProblem, reminderTime,
} from './index.js';

const berlin = 'Europe/Berlin';
const utc = (iso: string) => Date.parse(iso);

describe('reminder presets', () => {
  it('lists every choice of SPEC.md section 4 once', () => {
    expect(reminderPresets.map((p) => p.id)).toEqual([
      'onTime', 'before5Minutes', 'before10Minutes', 'before15Minutes', 'before30Minutes', 'before1Hour', 'before1Day',
      'sameDayAt9', 'dayBeforeAt2350', 'dayBeforeAt9', 'twoDaysBeforeAt9', 'weekBeforeAt9',
    ]);
  });

  it('offers all presets but "1 day before" on all-day tasks', () => {
    expect(presetsFor(false)).toHaveLength(12);
    expect(presetsFor(true).map((p) => p.id)).not.toContain('before1Day');
    expect(presetsFor(true)).toHaveLength(11);
  });
});

// A timed task due Wednesday 10 June 2026 at 14:00 in Berlin (12:00 UTC), and the all-day task of that day.
const timed = { dueDate: utc('2026-06-10T12:00:00Z'), timeZone: berlin };
const allDay = { dueDate: utc('2026-06-09T22:00:00Z'), timeZone: berlin };

describe('alertForPreset and reminderTime', () => {
  const cases: Array<[ReminderPresetId, typeof timed, string]> = [
    ['onTime', timed, '2026-06-10T12:00:00Z'],
    ['before5Minutes', timed, '2026-06-10T11:55:00Z'],
    ['before10Minutes', timed, '2026-06-10T11:50:00Z'],
    ['before15Minutes', timed, '2026-06-10T11:45:00Z'],
    ['before30Minutes', timed, '2026-06-10T11:30:00Z'],
    ['before1Hour', timed, '2026-06-10T11:00:00Z'],
    ['before1Day', timed, '2026-06-09T12:00:00Z'],
    ['sameDayAt9', timed, '2026-06-10T07:00:00Z'],
    ['onTime', allDay, '2026-06-09T22:00:00Z'],
    ['before30Minutes', allDay, '2026-06-09T21:30:00Z'],
    ['sameDayAt9', allDay, '2026-06-10T07:00:00Z'],
    ['dayBeforeAt2350', allDay, '2026-06-09T21:50:00Z'],
    ['dayBeforeAt9', allDay, '2026-06-09T07:00:00Z'],
    ['twoDaysBeforeAt9', allDay, '2026-06-08T07:00:00Z'],
    ['weekBeforeAt9', allDay, '2026-06-03T07:00:00Z'],
  ];
  it.each(cases)('%s fires at the right instant (%#)', (id, task, expected) => {
    const alert = alertForPreset(id, task);
    expect(reminderTime({ dueDate: task.dueDate, alert }, berlin)).toBe(utc(expected));
    expect(presetOfAlert(alert, task)).toEqual({ kind: 'preset', id });
  });

  it('writes offsets as OFFSET minutes and clock presets as CUSTOM times', () => {
    expect(alertForPreset('before1Hour', timed)).toEqual({ type: 'OFFSET', offset: 60, customTime: null });
    expect(alertForPreset('dayBeforeAt9', allDay)).toEqual({ type: 'CUSTOM', offset: null, customTime: utc('2026-06-09T07:00:00Z') });
  });

  // 29 March 2026: Berlin moves from UTC+1 to UTC+2 at 02:00 local.
  const dstCases: Array<[string, number, Parameters<typeof reminderTime>[0]['alert'], string]> = [
    ['1 day before keeps 9:00 local across the change', utc('2026-03-29T07:00:00Z'), alertForPreset('before1Day', timed), '2026-03-28T08:00:00Z'],
    ['2 weeks before keeps the wall clock', utc('2026-03-29T07:00:00Z'), alertForCustom(2, 'weeks'), '2026-03-15T08:00:00Z'],
    ['15 minutes before counts elapsed minutes over the gap', utc('2026-03-29T01:10:00Z'), alertForPreset('before15Minutes', timed), '2026-03-29T00:55:00Z'],
    ['day before at 9:00 of an all-day task the day after', utc('2026-03-29T22:00:00Z'), alertForPreset('dayBeforeAt9', { dueDate: utc('2026-03-29T22:00:00Z'), timeZone: berlin }), '2026-03-29T07:00:00Z'],
    ['a week before at 9:00 lands in winter time', utc('2026-03-29T22:00:00Z'), alertForPreset('weekBeforeAt9', { dueDate: utc('2026-03-29T22:00:00Z'), timeZone: berlin }), '2026-03-23T08:00:00Z'],
  ];
  it.each(dstCases)('daylight saving: %s', (_name, dueDate, alert, expected) => {
    expect(reminderTime({ dueDate, alert }, berlin)).toBe(utc(expected));
  });

  it('has no reminder time without an alert, or for an offset without a due date', () => {
    expect(reminderTime({ dueDate: timed.dueDate, alert: { type: 'NONE' } }, berlin)).toBeNull();
    expect(reminderTime({ dueDate: null, alert: { type: 'OFFSET', offset: 5 } }, berlin)).toBeNull();
    expect(reminderTime({ dueDate: null, alert: alertForCustomTime(123_000) }, berlin)).toBe(123_000);
    expect(reminderTime({ dueDate: timed.dueDate, alert: { type: 'OFFSET', offset: -1 } }, berlin)).toBe(timed.dueDate);
  });
});

describe('impossible reminders', () => {
  it.each([
    ['before1Day', allDay, 'NEEDS_TIME'],
    ['onTime', { dueDate: null, timeZone: berlin }, 'NEEDS_DUE_DATE'],
    ['sameDayAt9', { dueDate: null, timeZone: berlin }, 'NEEDS_DUE_DATE'],
    ['lunchtime', timed, 'UNKNOWN_PRESET'],
  ] as const)('%s is refused with %s (%#)', (id, task, code) => {
    expect(reminderProblem(id, task)).toBe(code);
    if (id !== 'lunchtime') expect(() => alertForPreset(id, task)).toThrow(expect.objectContaining({ code }));
  });

  it('takes an explicit all-day flag over the due date', () => {
    expect(reminderProblem('before1Day', { ...timed, allDay: true })).toBe('NEEDS_TIME');
    expect(reminderProblem('before1Day', timed)).toBeNull();
  });

  it.each([[0, 'days'], [-3, 'hours'], [1.5, 'hours'], [100, 'weeks']] as const)('refuses a custom %s %s', (amount, unit) => {
    expect(() => alertForCustom(amount, unit)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });
});

describe('custom reminders', () => {
  it.each([
    [45, 'minutes', 45], [3, 'hours', 180], [2, 'days', 2880], [2, 'weeks', 20_160],
  ] as const)('%s %s is OFFSET %s and shows as that choice again', (amount, unit, minutes) => {
    const alert = alertForCustom(amount, unit);
    expect(alert).toEqual({ type: 'OFFSET', offset: minutes, customTime: null });
    expect(presetOfAlert(alert, timed)).toEqual({ kind: 'custom', amount, unit });
  });

  it('shows a one-day offset on an all-day task as custom, not the preset that needs a time', () => {
    expect(presetOfAlert(alertForCustom(1, 'days'), allDay)).toEqual({ kind: 'custom', amount: 1, unit: 'days' });
  });

  it('shows a time no preset names as a custom time, and no alert as none', () => {
    const time = utc('2026-06-08T16:20:00Z');
    expect(presetOfAlert(alertForCustomTime(time), allDay)).toEqual({ kind: 'customTime', time });
    expect(presetOfAlert({ type: 'NONE' }, allDay)).toEqual({ kind: 'none' });
  });
});

describe('isAllDay', () => {
  it.each([
    ['local midnight', utc('2026-06-09T22:00:00Z'), berlin, true],
    ['one minute later', utc('2026-06-09T22:01:00Z'), berlin, false],
    ['midnight of another zone', utc('2026-06-10T04:00:00Z'), berlin, false],
    ['midnight in New York', utc('2026-06-10T04:00:00Z'), 'America/New_York', true],
    ['midnight after the spring change', utc('2026-03-29T22:00:00Z'), berlin, true],
    ['no due date', null, berlin, false],
  ] as const)('%s → %s', (_name, dueDate, zone, expected) => {
    expect(isAllDay(dueDate, zone)).toBe(expected);
  });
});

describe('reminderForNewDueDate', () => {
  it('keeps a clock preset when a task moves across a daylight-saving change', () => {
    const from = { dueDate: utc('2026-03-19T23:00:00Z'), timeZone: berlin };
    const to = { dueDate: utc('2026-03-29T22:00:00Z'), timeZone: berlin };
    const alert = { ...alertForPreset('dayBeforeAt9', from), repeatInterval: 1 };
    const moved = reminderForNewDueDate(alert, from.dueDate, to.dueDate, berlin);
    expect(moved).toEqual({ ...alert, customTime: utc('2026-03-29T07:00:00Z') });
    expect(presetOfAlert(moved, to)).toEqual({ kind: 'preset', id: 'dayBeforeAt9' });
  });

  it('leaves offsets alone', () => {
    const alert = alertForCustom(3, 'hours');
    expect(reminderForNewDueDate(alert, 0, 86_400_000, berlin)).toBe(alert);
  });
});
