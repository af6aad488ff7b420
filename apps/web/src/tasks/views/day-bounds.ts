import { dayNumber, startOfDay } from './dates.js';

/** The day boundaries of "now" in the user's time zone; classifying a due date is then a few comparisons. */
export interface DayBounds {
  today: number;
  todayStart: number;
  tomorrowStart: number;
  dayAfterStart: number;
  /** The end of Next 7 days: the start of the eighth day from today. */
  weekEnd: number;
}

export function dayBounds(now: number, timeZone: string): DayBounds {
  const today = dayNumber(now, timeZone);
  return {
    today,
    todayStart: startOfDay(today, timeZone),
    tomorrowStart: startOfDay(today + 1, timeZone),
    dayAfterStart: startOfDay(today + 2, timeZone),
    weekEnd: startOfDay(today + 7, timeZone),
  };
}
