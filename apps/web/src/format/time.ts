import { type timeFormats, timeDisplayFormats } from '@taskhub/domain';
import { dateTimeFormat } from './intl-cache.js';

/** The user's clock setting: '12' or '24' hours. */
export type TimeFormat = (typeof timeFormats)[number];

const tokenPattern = /HH|H|hh|h|mm|A/g;

/** AM or PM in the language (e.g. 'PM', '午後', 'p. m.'), as Intl names the period of that time of day. */
function meridiem(date: Date, locale: string): string {
  const parts = dateTimeFormat(locale, { hour: 'numeric', hour12: true }).formatToParts(date);
  return parts.find((part) => part.type === 'dayPeriod')?.value ?? (date.getHours() < 12 ? 'AM' : 'PM');
}

function formatToken(token: string, date: Date, locale: string): string {
  const hours = date.getHours();
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  switch (token) {
    case 'HH': return String(hours).padStart(2, '0');
    case 'H': return String(hours);
    case 'hh': return String(hours12).padStart(2, '0');
    case 'h': return String(hours12);
    case 'mm': return String(date.getMinutes()).padStart(2, '0');
    default: return meridiem(date, locale);
  }
}

/**
 * A time of day in the local time zone, following the display format of the user's clock setting (SPEC.md section 9:
 * 'h:mm A' → 3:05 PM, 'H:mm' → 15:05); only the AM/PM word is translated.
 */
export function formatTime(date: Date, timeFormat: TimeFormat, locale = 'en'): string {
  return timeDisplayFormats[timeFormat].replace(tokenPattern, (token) => formatToken(token, date, locale));
}
