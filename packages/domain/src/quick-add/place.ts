import { type DateOrder, daysInMonth, isValidCalendarDate } from '../date-text.js';
import type { RecurrenceFrequency } from '../recurrence/index.js';
import { addDays } from '../reminders/zoned-time.js';
import { type DatePhrase, type RepeatPhrase, slashDay } from './phrases.js';

/** A day of the calendar in the user's time zone; month is 1-12. */
export interface Day { year: number; month: number; day: number }

export function isoWeekday({ year, month, day }: Day): number {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** A day moved by whole units; a month or year without the day keeps its last day (31 January + 1 month = 28/29 February). */
export function addUnits(start: Day, unit: RecurrenceFrequency, amount: number): Day {
  if (unit === 'day') return addDays(start, amount);
  if (unit === 'week') return addDays(start, 7 * amount);
  const months = start.year * 12 + start.month - 1 + (unit === 'month' ? amount : 12 * amount);
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)) };
}

/** A month and day with no year: this year's, or next year's once it has passed ("Jan 3" typed in November); 29 February the next leap year's. */
function upcoming(month: number, day: number, today: Day): Day {
  let year = today.month > month || (today.month === month && today.day > day) ? today.year + 1 : today.year;
  while (!isValidCalendarDate({ year, month, day })) year += 1;
  return { year, month, day };
}

/** Where a date phrase lands, from today, the user's week start (1 Monday … 7 Sunday) and date order. */
export function placeDate(phrase: DatePhrase, today: Day, weekStart: number, order: DateOrder): Day {
  const weekday = isoWeekday(today);
  const nextWeekStart = addDays(today, (weekStart - weekday + 7) % 7 || 7);
  switch (phrase.kind) {
    case 'days': return addDays(today, phrase.days);
    case 'weekday': return addDays(today, (phrase.weekday - weekday + 7) % 7 || 7);
    case 'nextWeekday': return addDays(nextWeekStart, (phrase.weekday - weekStart + 7) % 7);
    case 'nextWeek': return nextWeekStart;
    case 'in': return addUnits(today, phrase.unit, phrase.amount);
    case 'on': return phrase.year === undefined ? upcoming(phrase.month, phrase.day, today) : { year: phrase.year, month: phrase.month, day: phrase.day };
    case 'slash': {
      const { month, day } = slashDay(phrase, order);
      return phrase.year === undefined ? upcoming(month, day, today) : { year: phrase.year, month, day };
    }
  }
}

/**
 * The first occurrence of a repeat with no date given: today, or the first of its weekdays from today; when the time
 * asked for has already passed today, the occurrence after it, so a new repeating task does not start overdue.
 */
export function firstOccurrence(repeat: RepeatPhrase, today: Day, isPast: (day: Day) => boolean): Day {
  if (repeat.weekdays && repeat.weekdays.length > 0) {
    for (let offset = 0; offset <= 7; offset += 1) {
      const day = addDays(today, offset);
      if (repeat.weekdays.includes(isoWeekday(day)) && !isPast(day)) return day;
    }
  }
  return isPast(today) ? addUnits(today, repeat.frequency, repeat.interval) : today;
}
