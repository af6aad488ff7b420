import { type DateOrder, parseDateText } from '@taskhub/domain';
import { fromCalendarDate } from './date.js';
import { monthNames, monthNamesInDates } from './week.js';

/**
 * Reads a typed date (SPEC.md section 5 formats for the user's order) as local midnight, or null when it is not a
 * date or not a real day. Month names are understood in English and in the interface language, in every form Intl writes.
 */
export function parseDateInput(text: string, order: DateOrder, locale = 'en'): Date | null {
  const parsed = parseDateText(text, order, {
    monthNames: [monthNamesInDates(locale, 'short'), monthNamesInDates(locale, 'long'), monthNames(locale, 'short'), monthNames(locale, 'long')],
  });
  return parsed ? fromCalendarDate(parsed) : null;
}
