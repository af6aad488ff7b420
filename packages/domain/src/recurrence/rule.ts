/** Repeat frequencies of a task (SPEC.md section 3, Recurrence); 'off' is the absence of a rule. */
export const recurrenceFrequencies = ['day', 'week', 'month', 'year'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

/** ON_DATE: the same day of the month as the start; ON_DAY: the n-th (or last) weekday of the start. */
export type RecurrenceMonthType = 'ON_DATE' | 'ON_DAY';
export type RecurrenceWeekNumber = 1 | 2 | 3 | 4 | 5 | 6 | 'last';

export type RecurrenceEnd =
  | { type: 'never' }
  /** `occurrences` counts from the start: the start itself is the first. */
  | { type: 'after'; occurrences: number }
  /** The last instant an occurrence may fall on (inclusive, like RFC 5545 UNTIL). */
  | { type: 'on'; date: number };

/**
 * A repeating task's rule. Occurrences keep the start's wall-clock time in `timeZone` (a 09:00 task stays 09:00
 * across daylight-saving changes); the start is always the first occurrence.
 */
export interface RecurrenceRule {
  frequency: RecurrenceFrequency;
  /** Every n-th day/week/month/year, n ≥ 1. */
  interval: number;
  /** Weekly only: ISO weekdays 1 = Monday … 7 = Sunday, ascending; absent = the start's weekday. */
  weekdays?: number[];
  /** Monthly only; absent = ON_DATE. */
  monthType?: RecurrenceMonthType;
  /** Monthly ON_DAY only; absent = the start's own week number. A month without that weekday is skipped. */
  weekNumber?: RecurrenceWeekNumber;
  end: RecurrenceEnd;
  /** The first occurrence (the task's due date), ms. */
  start: number;
  /** IANA zone whose wall clock the rule follows. */
  timeZone: string;
}

/** Thrown for rules the engine cannot follow (a bad interval, an RRULE feature the task model has no room for). */
export class RecurrenceError extends Error {
  override name = 'RecurrenceError';
}
