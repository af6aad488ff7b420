import { type dateFormats } from './user.js';

/** The user's date order setting: month-day-year or day-month-year. */
export type DateOrder = (typeof dateFormats)[number];

/** A day of the calendar with no time or time zone; month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** English short month names, always understood by the parser whatever the interface language. */
export const englishMonthAbbreviations = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Whether year, month and day name a day that exists (31.02 does not; 29.02 only in leap years). */
export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Number of days of a month (1-12) in the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export interface ParseDateTextOptions {
  /** Lists of twelve month names or abbreviations (January first) of the interface language, accepted besides the English ones. */
  monthNames?: ReadonlyArray<readonly string[]>;
}

// Trailing dots are dropped from month names so a localized abbreviation such as 'févr.' matches 'févr' in '05.févr.2026'.
function normalizeMonthName(name: string): string {
  return name.trim().replace(/\.+$/, '').toLocaleLowerCase();
}

const englishMonthNames = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

function monthFromName(name: string, extra: ReadonlyArray<readonly string[]> = []): number | null {
  const wanted = normalizeMonthName(name);
  if (wanted === '') return null;
  // Full English names ('March') are accepted as a convenience beside the abbreviations.
  for (const list of [englishMonthAbbreviations, englishMonthNames, ...extra]) {
    const index = list.findIndex((candidate) => normalizeMonthName(candidate) === wanted);
    if (index >= 0 && index < 12) return index + 1;
  }
  return null;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const slashPattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const yearFirstSlashPattern = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const numericPattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const dayMonthNamePattern = /^(\d{1,2})\.([^\d\s.]+)\.+(\d{4})$/u;
const monthNameDayPattern = /^([^\d\s.]+)\.?\s+(\d{1,2})\.(\d{4})$/u;

function checked(date: CalendarDate): CalendarDate | null {
  return isValidCalendarDate(date) ? date : null;
}

/**
 * The day of a date written with slashes ("11/28", "28/11/2026"): the two numbers read in the user's order, or, when
 * only the other order names a real day ("28/11" for a month-day-year user), in that one; null when neither does.
 * Without a year the day is checked against a leap year, so "2/29" is kept for the caller to place.
 */
export function readSlashDate(first: number, second: number, order: DateOrder, year?: number): CalendarDate | null {
  const inYear = year ?? 2024;
  const asDayMonth = { year: inYear, month: second, day: first };
  const asMonthDay = { year: inYear, month: first, day: second };
  const [preferred, other] = order === 'DMY' ? [asDayMonth, asMonthDay] : [asMonthDay, asDayMonth];
  return checked(preferred) ?? checked(other);
}

/**
 * Parses a typed date (SPEC.md section 5). Day-month-year accepts D.M.YYYY, DD.MM.YYYY, DD.MMM.YYYY and YYYY-MM-DD;
 * month-day-year accepts M.D.YYYY, MM.DD.YYYY, MMM DD.YYYY and YYYY-MM-DD. Both also accept slashes: D/M/YYYY or
 * M/D/YYYY in the user's order (the other order only when it is the one real day, see readSlashDate) and YYYY/M/D.
 * Anything else, or a day that does not exist, is null.
 */
export function parseDateText(text: string, order: DateOrder, options: ParseDateTextOptions = {}): CalendarDate | null {
  const input = text.trim();
  const iso = isoPattern.exec(input);
  if (iso) return checked({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });
  const yearFirst = yearFirstSlashPattern.exec(input);
  if (yearFirst) return checked({ year: Number(yearFirst[1]), month: Number(yearFirst[2]), day: Number(yearFirst[3]) });
  const slashed = slashPattern.exec(input);
  if (slashed) return readSlashDate(Number(slashed[1]), Number(slashed[2]), order, Number(slashed[3]));

  const numeric = numericPattern.exec(input);
  if (numeric) {
    const first = Number(numeric[1]);
    const second = Number(numeric[2]);
    const year = Number(numeric[3]);
    return checked(order === 'DMY' ? { year, month: second, day: first } : { year, month: first, day: second });
  }

  if (order === 'DMY') {
    const named = dayMonthNamePattern.exec(input);
    if (!named) return null;
    const month = monthFromName(named[2]!, options.monthNames);
    return month === null ? null : checked({ year: Number(named[3]), month, day: Number(named[1]) });
  }

  const named = monthNameDayPattern.exec(input);
  if (!named) return null;
  const month = monthFromName(named[1]!, options.monthNames);
  return month === null ? null : checked({ year: Number(named[3]), month, day: Number(named[2]) });
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Writes a date the way parseDateText reads it back: DD.MM.YYYY or MM.DD.YYYY. */
export function formatDateText(date: CalendarDate, order: DateOrder): string {
  const year = String(date.year).padStart(4, '0');
  return order === 'DMY' ? `${pad2(date.day)}.${pad2(date.month)}.${year}` : `${pad2(date.month)}.${pad2(date.day)}.${year}`;
}
