import { timeDisplayFormats, type WebConfig } from '@taskhub/domain';
import type { ClockTime } from './due-parts.js';

type TimeFormat = WebConfig['timeFormat'];

const meridiems = new Map<string, { am: string; pm: string }>();

/**
 * AM and PM as Intl writes them in the language ('AM', '午後', 'p. m.'), so a time typed as shown is read back. Kept per
 * language: every due chip of a board's first render asks (two DateTimeFormats each, ~20 ms of a warm open of a big
 * board: bench/board-browser.ts).
 */
export function meridiemNames(locale: string): { am: string; pm: string } {
  const known = meridiems.get(locale);
  if (known) return known;
  const period = (hour: number) => new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true, timeZone: 'UTC' })
    .formatToParts(Date.UTC(2000, 0, 1, hour)).find((part) => part.type === 'dayPeriod')?.value;
  const names = { am: period(9) ?? 'AM', pm: period(15) ?? 'PM' };
  meridiems.set(locale, names);
  return names;
}

/** A time of day in the display format of the user's clock (SPEC.md section 9: 'h:mm A' or 'H:mm'). */
export function formatClock({ hour, minute }: ClockTime, timeFormat: TimeFormat, locale: string): string {
  const names = meridiemNames(locale);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return timeDisplayFormats[timeFormat].replace(/HH|H|hh|h|mm|A/g, (token) => {
    if (token === 'H' || token === 'HH') return String(hour).padStart(token.length, '0');
    if (token === 'h' || token === 'hh') return String(hour12).padStart(token.length, '0');
    if (token === 'mm') return String(minute).padStart(2, '0');
    return hour < 12 ? names.am : names.pm;
  });
}

const normalise = (text: string) => text.toLowerCase().replace(/[\s.]/g, '');

/**
 * A typed time of day, or null. Either clock is accepted whatever the setting ("9:30 pm", "21:30", "9pm", "0930"), with
 * the language's own AM/PM words as well as English ones; a bare hour without AM/PM is read on the 24-hour clock.
 */
export function parseClock(text: string, locale = 'en'): ClockTime | null {
  const names = meridiemNames(locale);
  let rest = normalise(text);
  let meridiem: 'am' | 'pm' | null = null;
  for (const [kind, words] of [['am', ['am', 'a', normalise(names.am)]], ['pm', ['pm', 'p', normalise(names.pm)]]] as const) {
    const word = words.filter(Boolean).sort((a, b) => b.length - a.length).find((w) => rest.endsWith(w) || rest.startsWith(w));
    if (word && !meridiem) {
      meridiem = kind;
      rest = rest.endsWith(word) ? rest.slice(0, -word.length) : rest.slice(word.length);
    }
  }
  const match = /^(\d{1,2})(?::?(\d{2}))?$/.exec(rest);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hour > 23) return null;
  return { hour, minute };
}
