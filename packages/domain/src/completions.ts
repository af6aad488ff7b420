import { z } from 'zod';
import { addDays, wallClock } from './reminders/zoned-time.js';

/** The longest history the completions chart may ask for, in days. */
export const maxCompletionDays = 31;

/** `GET /me/completions?days=N`: how many of the last days (today included) to count; 7 when absent. */
export const completionsQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(maxCompletionDays).default(7),
});

/** One calendar day of the chart, in the user's time zone. */
export interface CompletionDay {
  /** `YYYY-MM-DD`. */
  date: string;
  count: number;
}

/** The answer of `GET /me/completions`: the running counter, whether it counts yet, and the days oldest first. */
export interface CompletionsAnswer {
  completedCounter: number;
  tracking: boolean;
  days: CompletionDay[];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dateKey = (date: { year: number; month: number; day: number }) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** Counts completion instants per local day over the `days` days ending with today in the zone, oldest first. */
export function completionsPerDay(completedAt: readonly number[], now: number, days: number, timeZone: string): CompletionDay[] {
  const today = wallClock(now, timeZone);
  const keys = Array.from({ length: days }, (_, index) => dateKey(addDays(today, index - days + 1)));
  const counts = new Map(keys.map((key) => [key, 0]));
  for (const instant of completedAt) {
    const key = dateKey(wallClock(instant, timeZone));
    const count = counts.get(key);
    if (count !== undefined) counts.set(key, count + 1);
  }
  return keys.map((date) => ({ date, count: counts.get(date)! }));
}
