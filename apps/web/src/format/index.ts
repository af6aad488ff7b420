export { createDateTimeFormatter, type DateTimeFormatter, type DateTimeSettings } from './formatter.js';
export { useDateTimeFormat } from './useDateTimeFormat.js';
export { formatTime, type TimeFormat } from './time.js';
export { formatDate, formatNumericDate, fromCalendarDate, toCalendarDate, type DateDisplayOptions } from './date.js';
export { parseDateInput } from './date-input.js';
export {
  isoWeekday, monthNames, monthNamesInDates, orderedWeekdays, startOfWeek, weekdayName, weekdayNames,
  type IsoWeekday, type NameWidth,
} from './week.js';
