import { type DateOrder, type RecurrenceRule, type RecurrenceWeekNumber, wallClock } from '@taskhub/domain';
import type { IntlShape } from 'react-intl';
import { formatDate, weekdayName, type IsoWeekday } from '../format/index.js';
import { dayAsDate } from './due-parts.js';

/** The week of the month an ON_DAY rule uses: its own, or the start's (the 8th–14th is the second). */
export function weekNumberOf(rule: RecurrenceRule): RecurrenceWeekNumber {
  return rule.weekNumber ?? (Math.min(6, Math.ceil(wallClock(rule.start, rule.timeZone).day / 7)) as RecurrenceWeekNumber);
}

/** The weekdays of a weekly rule: its own list, or the start's weekday. */
export function weekdaysOf(rule: RecurrenceRule): number[] {
  return rule.weekdays?.length ? rule.weekdays : [wallClock(rule.start, rule.timeZone).weekday];
}

function everyPart(intl: IntlShape, rule: RecurrenceRule, firstDayOfWeek: number): string {
  const every = intl.formatMessage({ id: `scheduling.summary.${rule.frequency}` }, { interval: rule.interval });
  const start = wallClock(rule.start, rule.timeZone);
  if (rule.frequency === 'week') {
    const order = (day: number) => (day - firstDayOfWeek + 7) % 7;
    const names = [...weekdaysOf(rule)].sort((a, b) => order(a) - order(b)).map((day) => weekdayName(day as IsoWeekday, intl.locale));
    return intl.formatMessage({ id: 'scheduling.summary.onDays' }, { every, days: new Intl.ListFormat(intl.locale).format(names) });
  }
  if (rule.frequency === 'month' && rule.monthType === 'ON_DAY') {
    const nth = intl.formatMessage({ id: `scheduling.weekNumber.${weekNumberOf(rule)}` });
    return intl.formatMessage({ id: 'scheduling.summary.onDay' }, { every, nth, weekday: weekdayName(start.weekday as IsoWeekday, intl.locale) });
  }
  if (rule.frequency === 'month') return intl.formatMessage({ id: 'scheduling.summary.onDate' }, { every, day: start.day });
  return every;
}

/** The rule as a sentence, e.g. "Every 2 weeks on Tuesday, 5 times"; "Does not repeat" without a rule. */
export function describeRule(intl: IntlShape, rule: RecurrenceRule | null, dateFormat: DateOrder, firstDayOfWeek = 1): string {
  if (!rule) return intl.formatMessage({ id: 'scheduling.summary.off' });
  const text = everyPart(intl, rule, firstDayOfWeek);
  if (rule.end.type === 'after') return intl.formatMessage({ id: 'scheduling.summary.times' }, { rule: text, count: rule.end.occurrences });
  if (rule.end.type === 'on') {
    const end = wallClock(rule.end.date, rule.timeZone);
    const date = formatDate(dayAsDate({ year: end.year, month: end.month, day: end.day }), dateFormat, intl.locale);
    return intl.formatMessage({ id: 'scheduling.summary.until' }, { rule: text, date });
  }
  return text;
}
