import { describe, expect, it } from 'vitest';
import { isAllDay } from '../reminders/all-day.js';
import { zonedInstant } from '../reminders/zoned-time.js';
import { type QuickAddOptions, type QuickAddResult, parseQuickAdd } from './index.js';

/** The schedule fields of a result, the ones these tables are about (markers and pieces have their own tests). */
const scheduleOf = ({ title, dueDate, allDay, rule }: QuickAddResult) =>
  ({ title, allDay, ...(dueDate === undefined ? {} : { dueDate }), ...(rule ? { rule } : {}) });

const berlin = 'Europe/Berlin';
const at = (month: number, day: number, hour?: number, minute?: number, zone = berlin) =>
  zonedInstant({ year: 2026, month, day, hour: hour ?? 0, minute: minute ?? 0 }, zone);
// Wednesday 10 June 2026, 10:00 in Berlin; weeks start on Monday.
const options: QuickAddOptions = { now: at(6, 10, 10), timeZone: berlin, weekStart: 1, language: 'en' };

type Case = [text: string, title: string, due: number | undefined, allDay: boolean];

describe('parseQuickAdd: English dates and times', () => {
  const cases: Case[] = [
    ['Buy milk today', 'Buy milk', at(6, 10), true],
    ['Buy milk tomorrow', 'Buy milk', at(6, 11), true],
    ['Buy milk Tomorrow', 'Buy milk', at(6, 11), true],
    ['Call mom tonight', 'Call mom', at(6, 10, 20), false],
    ['Call mom tonight at 9', 'Call mom', at(6, 10, 21), false],
    ['Report day after tomorrow', 'Report', at(6, 12), true],
    ['Dentist friday', 'Dentist', at(6, 12), true],
    ['Dentist on fri', 'Dentist', at(6, 12), true],
    ['Dentist wednesday', 'Dentist', at(6, 17), true],
    ['Dentist next friday', 'Dentist', at(6, 19), true],
    ['Dentist next mon', 'Dentist', at(6, 15), true],
    ['Plan next week', 'Plan', at(6, 15), true],
    ['Renew passport in 3 days', 'Renew passport', at(6, 13), true],
    ['Renew passport in 2 weeks', 'Renew passport', at(6, 24), true],
    ['Renew passport in a week', 'Renew passport', at(6, 17), true],
    ['Pay tax in 1 month', 'Pay tax', at(7, 10), true],
    ['Call Ann at 5pm', 'Call Ann', at(6, 10, 17), false],
    ['Call Ann at 5 p.m.', 'Call Ann', at(6, 10, 17), false],
    ['Call Ann at 9', 'Call Ann', at(6, 11, 9), false],
    ['Call Ann 17:30', 'Call Ann', at(6, 10, 17, 30), false],
    ['Call Ann 5:30 pm', 'Call Ann', at(6, 10, 17, 30), false],
    ['Call Ann 12pm', 'Call Ann', at(6, 10, 12), false],
    ['Lunch with Bo at noon', 'Lunch with Bo', at(6, 10, 12), false],
    ['Call Ann tomorrow at 9', 'Call Ann', at(6, 11, 9), false],
    ['Call Ann at 9am tomorrow', 'Call Ann', at(6, 11, 9), false],
    ['Meeting on monday at 14:00', 'Meeting', at(6, 15, 14), false],
    ['Send report - tomorrow', 'Send report', at(6, 11), true],
    // Local midnight is how the wire marks an all-day task, so "at midnight" is one.
    ['Backup at midnight tomorrow', 'Backup', at(6, 11), true],
  ];
  it.each(cases)('%s', (text, title, due, allDay) => {
    const result = parseQuickAdd(text, options);
    expect(scheduleOf(result)).toEqual({ title, dueDate: due, allDay });
    expect(isAllDay(result.dueDate, berlin)).toBe(allDay);
  });

  it('takes "next week" from the user\'s week start', () => {
    expect(parseQuickAdd('Plan next week', { ...options, weekStart: 7 }).dueDate).toBe(at(6, 14));
    expect(parseQuickAdd('Plan next friday', { ...options, weekStart: 7 }).dueDate).toBe(at(6, 19));
  });
});

describe('parseQuickAdd: text without a phrase', () => {
  it.each([
    'Read a book', 'Buy sunscreen', 'Sat down with Jo', 'Mondays are hard', 'Buy 9 eggs', 'Meet at 25:00', 'Meet at 13pm',
    'Fix the wed decoration', 'tomorrow', '  Plain title  ',
  ])('%s stays the title', (text) => {
    expect(scheduleOf(parseQuickAdd(text, options))).toEqual({ title: text.trim(), allDay: false });
  });
});

describe('parseQuickAdd: repeats', () => {
  type RepeatCase = [text: string, title: string, due: number, allDay: boolean, rule: Record<string, unknown>];
  const cases: RepeatCase[] = [
    ['Gym every monday at 8am', 'Gym', at(6, 15, 8), false, { frequency: 'week', interval: 1, weekdays: [1] }],
    ['Standup every weekday at 9:30', 'Standup', at(6, 11, 9, 30), false, { frequency: 'week', interval: 1, weekdays: [1, 2, 3, 4, 5] }],
    ['Water plants every day', 'Water plants', at(6, 10), true, { frequency: 'day', interval: 1 }],
    ['Water plants daily at 8', 'Water plants', at(6, 11, 8), false, { frequency: 'day', interval: 1 }],
    ['Review every week', 'Review', at(6, 10), true, { frequency: 'week', interval: 1 }],
    ['Review every 2 weeks', 'Review', at(6, 10), true, { frequency: 'week', interval: 2 }],
    ['Review every other week', 'Review', at(6, 10), true, { frequency: 'week', interval: 2 }],
    ['Weekly review at 9', 'review', at(6, 17, 9), false, { frequency: 'week', interval: 1 }],
    ['Pay rent every month', 'Pay rent', at(6, 10), true, { frequency: 'month', interval: 1, monthType: 'ON_DATE' }],
    ['Birthday card every year', 'Birthday card', at(6, 10), true, { frequency: 'year', interval: 1 }],
    ['Yoga every tue and thu', 'Yoga', at(6, 11), true, { frequency: 'week', interval: 1, weekdays: [2, 4] }],
    ['Yoga every monday, wednesday', 'Yoga', at(6, 10), true, { frequency: 'week', interval: 1, weekdays: [1, 3] }],
    ['Clean every week from tomorrow', 'Clean from', at(6, 11), true, { frequency: 'week', interval: 1 }],
  ];
  it.each(cases)('%s', (text, title, due, allDay, rule) => {
    expect(scheduleOf(parseQuickAdd(text, options))).toEqual({
      title, dueDate: due, allDay, rule: { ...rule, end: { type: 'never' }, start: due, timeZone: berlin },
    });
  });
});

describe('parseQuickAdd: daylight-saving days', () => {
  // Berlin springs forward at 02:00 on 29 March 2026; New York falls back at 02:00 on 1 November 2026.
  const saturday = { ...options, now: at(3, 28, 12) };
  it.each([
    ['Call tomorrow at 9', saturday, '2026-03-29T07:00:00Z', false],
    ['Call tomorrow', saturday, '2026-03-28T23:00:00Z', true],
    ['Call tomorrow at 2:30', saturday, '2026-03-29T01:30:00Z', false],
    ['Gym every day at 9', saturday, '2026-03-29T07:00:00Z', false],
    ['Call tomorrow at 1:30', { ...options, timeZone: 'America/New_York', now: at(10, 31, 12, 0, 'America/New_York') }, '2026-11-01T05:30:00Z', false],
  ] as const)('%s', (text, when, expected, allDay) => {
    const result = parseQuickAdd(text, when);
    expect(result.dueDate).toBe(Date.parse(expected));
    expect(result.allDay).toBe(allDay);
    expect(isAllDay(result.dueDate, when.timeZone)).toBe(allDay);
  });
});

describe('parseQuickAdd: German', () => {
  const de: QuickAddOptions = { ...options, language: 'de' };
  it.each<Case>([
    ['Milch kaufen morgen', 'Milch kaufen', at(6, 11), true],
    ['Mama anrufen morgen um 9', 'Mama anrufen', at(6, 11, 9), false],
    ['Zahnarzt am Freitag', 'Zahnarzt', at(6, 12), true],
    ['Zahnarzt nächsten Freitag', 'Zahnarzt', at(6, 19), true],
    ['Planen nächste Woche', 'Planen', at(6, 15), true],
    ['Pass verlängern in 3 Tagen', 'Pass verlängern', at(6, 13), true],
    ['Pass verlängern in einer Woche', 'Pass verlängern', at(6, 17), true],
    ['Termin um 17 Uhr', 'Termin', at(6, 10, 17), false],
    ['Termin 17:30 Uhr', 'Termin', at(6, 10, 17, 30), false],
    ['Kino heute Abend', 'Kino', at(6, 10, 20), false],
    ['Essen übermorgen mittags', 'Essen', at(6, 12, 12), false],
  ])('%s', (text, title, due, allDay) => {
    expect(scheduleOf(parseQuickAdd(text, de))).toEqual({ title, dueDate: due, allDay });
  });

  it.each([
    ['Sport jeden Montag um 8', 'Sport', at(6, 15, 8), { frequency: 'week', interval: 1, weekdays: [1] }],
    ['Blumen gießen täglich', 'Blumen gießen', at(6, 10), { frequency: 'day', interval: 1 }],
    ['Bericht alle 2 Wochen', 'Bericht', at(6, 10), { frequency: 'week', interval: 2 }],
    ['Miete jeden Monat', 'Miete', at(6, 10), { frequency: 'month', interval: 1, monthType: 'ON_DATE' }],
    ['Standup werktags um 9:30', 'Standup', at(6, 11, 9, 30), { frequency: 'week', interval: 1, weekdays: [1, 2, 3, 4, 5] }],
  ] as const)('%s', (text, title, due, rule) => {
    const result = parseQuickAdd(text, de);
    expect(result.title).toBe(title);
    expect(result.rule).toEqual({ ...rule, end: { type: 'never' }, start: due, timeZone: berlin });
  });

  it('reads English phrases when no language is given', () => {
    const { language: _, ...withoutLanguage } = options;
    expect(parseQuickAdd('Anruf tomorrow', withoutLanguage)).toMatchObject({ title: 'Anruf', dueDate: at(6, 11) });
  });
});
