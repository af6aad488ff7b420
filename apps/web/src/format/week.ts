import { defaultFirstDayOfWeek } from '@taskhub/domain';
import { dateTimeFormat } from './intl-cache.js';

/** Day of the week numbered as in the user's firstDayOfWeek setting: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type NameWidth = 'long' | 'short' | 'narrow';

// A stored setting outside 1..7 (older data, manual edits) should not break calendars, so it means the default, Monday.
function normalizedFirstDay(firstDayOfWeek: number): IsoWeekday {
  return Number.isInteger(firstDayOfWeek) && firstDayOfWeek >= 1 && firstDayOfWeek <= 7
    ? (firstDayOfWeek as IsoWeekday)
    : defaultFirstDayOfWeek as IsoWeekday;
}

/** The weekday of a date in the local time zone, Monday 1 to Sunday 7. */
export function isoWeekday(date: Date): IsoWeekday {
  return (date.getDay() === 0 ? 7 : date.getDay()) as IsoWeekday;
}

/** The seven weekdays in display order for a week that starts on firstDayOfWeek (7 → Sunday, Monday, …, Saturday). */
export function orderedWeekdays(firstDayOfWeek: number): IsoWeekday[] {
  const first = normalizedFirstDay(firstDayOfWeek);
  return Array.from({ length: 7 }, (_, index) => (((first - 1 + index) % 7) + 1) as IsoWeekday);
}

/** Local midnight of the first day of the week holding date. */
export function startOfWeek(date: Date, firstDayOfWeek: number): Date {
  const back = (isoWeekday(date) - normalizedFirstDay(firstDayOfWeek) + 7) % 7;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - back);
}

// 5 January 2026 was a Monday; noon UTC keeps every day on its date whatever the formatter's zone.
const mondayNoonUtc = Date.UTC(2026, 0, 5, 12);

/** A weekday's name in the language, e.g. (1, 'de') → 'Montag'. */
export function weekdayName(weekday: IsoWeekday, locale: string, width: NameWidth = 'long'): string {
  const day = new Date(mondayNoonUtc + (weekday - 1) * 86_400_000);
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(day);
}

/** The weekday names in display order for the week start setting. */
export function weekdayNames(locale: string, firstDayOfWeek: number, width: NameWidth = 'long'): string[] {
  return orderedWeekdays(firstDayOfWeek).map((weekday) => weekdayName(weekday, locale, width));
}

/** The twelve month names as they stand alone (calendar headers), January first, e.g. 'März' or 'март'. */
export function monthNames(locale: string, width: NameWidth = 'long'): string[] {
  return Array.from({ length: 12 }, (_, month) =>
    dateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month, 15))),
  );
}

/** The twelve month names as written inside a date (Russian 'марта', Portuguese 'mar.'), January first. */
export function monthNamesInDates(locale: string, width: 'long' | 'short' = 'short'): string[] {
  return Array.from({ length: 12 }, (_, month) => {
    const parts = dateTimeFormat(locale, { day: 'numeric', month: width, timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2026, month, 15)));
    return parts.find((part) => part.type === 'month')?.value ?? '';
  });
}
