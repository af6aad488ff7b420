import { zonedInstant } from '@taskhub/domain';

/** Zones and times shared by the time-zone change tests (test/api/reminders-timezone.test.ts, time-zone-*.test.ts). */
export const minute = 60_000;
export const berlin = 'Europe/Berlin';
export const newYork = 'America/New_York';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The instant of `hour:min` on `day` in `zone`. */
export const at = (day: CalendarDay, hour: number, min: number, zone: string) => zonedInstant({ ...day, hour, minute: min }, zone);
