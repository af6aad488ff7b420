import { type CalendarDate, type DateOrder, formatDateText } from '@taskhub/domain';
import { dateTimeFormat } from './intl-cache.js';

export interface DateDisplayOptions {
  /** Month name width; default short ('Mar'). */
  month?: 'short' | 'long';
  /** Whether the year is shown; default true. */
  year?: boolean;
  /** Weekday name width, or no weekday (default). */
  weekday?: 'short' | 'long';
}

/** The day of a Date in the local time zone. */
export function toCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Local midnight of a calendar day. */
export function fromCalendarDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(year, month - 1, day);
  // new Date() maps years 0-99 to 1900-1999.
  date.setFullYear(year);
  return date;
}

/** A date in digits in the user's order, DD.MM.YYYY or MM.DD.YYYY: the text the date input accepts back. */
export function formatNumericDate(date: Date, order: DateOrder): string {
  return formatDateText(toCalendarDate(date), order);
}

/**
 * A date with a month name, in the language, with day and month in the user's order ('Mar 5, 2026' or '5 Mar 2026').
 * When the language already writes that order (German '5. März 2026' for day-month-year) or writes months as numbers
 * with unit signs (Chinese, Japanese, Korean: '2026年3月5日', unambiguous either way), the language's own form is used.
 */
export function formatDate(date: Date, order: DateOrder, locale = 'en', options: DateDisplayOptions = {}): string {
  const { month = 'short', year = true, weekday } = options;
  const parts = dateTimeFormat(locale, { weekday, day: 'numeric', month, year: year ? 'numeric' : undefined }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const dayIndex = parts.findIndex((candidate) => candidate.type === 'day');
  const monthIndex = parts.findIndex((candidate) => candidate.type === 'month');
  const nativeOrder: DateOrder = dayIndex < monthIndex ? 'DMY' : 'MDY';
  if (nativeOrder === order || /\d/.test(part('month'))) return parts.map((candidate) => candidate.value).join('');

  let text = order === 'MDY' ? `${part('month')} ${part('day')}` : `${part('day')} ${part('month')}`;
  if (year) text = order === 'MDY' ? `${text}, ${part('year')}` : `${text} ${part('year')}`;
  return weekday ? `${part('weekday')}, ${text}` : text;
}
