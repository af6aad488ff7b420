import { type timeFormats, timeDisplayFormats } from '../user.js';
import { wallClock } from './zoned-time.js';

const tokenPattern = /HH|H|hh|h|mm|A/g;

/**
 * A time of day in a time zone, in the display format of the user's clock setting (SPEC.md section 9: 'h:mm A' →
 * 3:05 PM, 'H:mm' → 15:05). The web client formats in the browser's zone (apps/web/src/format/time.ts); this one is
 * for text written away from the browser, such as a reminder's email or message, in the user's saved zone.
 */
export function formatZonedTime(
  ms: number, timeZone: string, timeFormat: (typeof timeFormats)[number], meridiem: { am: string; pm: string } = { am: 'AM', pm: 'PM' },
): string {
  const { hour, minute } = wallClock(ms, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return timeDisplayFormats[timeFormat].replace(tokenPattern, (token) => {
    switch (token) {
      case 'HH': return String(hour).padStart(2, '0');
      case 'H': return String(hour);
      case 'hh': return String(hour12).padStart(2, '0');
      case 'h': return String(hour12);
      case 'mm': return String(minute).padStart(2, '0');
      default: return hour < 12 ? meridiem.am : meridiem.pm;
    }
  });
}
