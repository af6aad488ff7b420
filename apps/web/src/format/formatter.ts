import type { DateOrder } from '@taskhub/domain';
import { type DateDisplayOptions, formatDate, formatNumericDate } from './date.js';
import { parseDateInput } from './date-input.js';
import { formatTime, type TimeFormat } from './time.js';
import { type IsoWeekday, monthNames, type NameWidth, orderedWeekdays, startOfWeek, weekdayNames } from './week.js';

/** The three user settings that shape dates and times (webConfig.dateFormat, webConfig.timeFormat, firstDayOfWeek). */
export interface DateTimeSettings {
  dateFormat: DateOrder;
  timeFormat: TimeFormat;
  firstDayOfWeek: number;
}

export interface DateTimeFormatter {
  time(date: Date): string;
  date(date: Date, options?: DateDisplayOptions): string;
  numericDate(date: Date): string;
  parseDate(text: string): Date | null;
  weekdays(): IsoWeekday[];
  weekdayNames(width?: NameWidth): string[];
  monthNames(width?: NameWidth): string[];
  startOfWeek(date: Date): Date;
}

/** Every date and time helper bound to one language and the user's settings, so screens never pass them around. */
export function createDateTimeFormatter(locale: string, settings: DateTimeSettings): DateTimeFormatter {
  const { dateFormat, timeFormat, firstDayOfWeek } = settings;
  return {
    time: (date) => formatTime(date, timeFormat, locale),
    date: (date, options) => formatDate(date, dateFormat, locale, options),
    numericDate: (date) => formatNumericDate(date, dateFormat),
    parseDate: (text) => parseDateInput(text, dateFormat, locale),
    weekdays: () => orderedWeekdays(firstDayOfWeek),
    weekdayNames: (width) => weekdayNames(locale, firstDayOfWeek, width),
    monthNames: (width) => monthNames(locale, width),
    startOfWeek: (date) => startOfWeek(date, firstDayOfWeek),
  };
}
