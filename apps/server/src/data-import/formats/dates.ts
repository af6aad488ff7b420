import {
  type RecurrenceRule, isValidCalendarDate, parseQuickAdd, resolveLanguage, zonedInstant,
} from '@taskhub/domain';
import type { ImportTask } from '../bundle.js';

/** What a parser needs to place dates written without a zone: the user's time zone, and now for relative phrases. */
export interface DateOptions {
  /** The user's IANA time zone: a floating "2026-05-01 09:00" is 9:00 there, a bare day is local midnight (all-day). */
  timeZone: string;
  /** The current instant, ms, for relative dates ("tomorrow", "every monday"); Date.now() when absent. */
  now?: number;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date or date-time as exported by Todoist and Trello: a bare day is all-day (local midnight in the
 * user's zone, the product's all-day convention), a time without an offset is floating (that wall time in the
 * user's zone), and one with `Z` or an offset is that instant. Null when the text is not one, or names no real day.
 */
export function readIsoDate(text: string, timeZone: string): number | null {
  const match = isoPattern.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, offset] = match;
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  if (!isValidCalendarDate(date)) return null;
  const time = { hour: Number(hour ?? 0), minute: Number(minute ?? 0), second: Number(second ?? 0), millisecond: Number((fraction ?? '0').padEnd(3, '0')) };
  if (time.hour > 23 || time.minute > 59 || time.second > 59) return null;
  if (!offset) return zonedInstant({ ...date, ...time }, timeZone);
  const utc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second, time.millisecond);
  if (offset.toUpperCase() === 'Z') return utc;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

const methodOfFrequency = {
  day: 'TASK_REPEAT_DAY', week: 'TASK_REPEAT_WEEK', month: 'TASK_REPEAT_MONTH', year: 'TASK_REPEAT_YEAR',
} as const;

/** A task's repeat fields from a rule: method, interval past 1, and weekdays of a weekly rule. */
export function repeatFields(rule: Pick<RecurrenceRule, 'frequency' | 'interval' | 'weekdays'>): Pick<ImportTask, 'repeatingMethod' | 'repeatInterval' | 'repeatDays'> {
  const fields: Pick<ImportTask, 'repeatingMethod' | 'repeatInterval' | 'repeatDays'> = { repeatingMethod: methodOfFrequency[rule.frequency] };
  if (rule.interval > 1) fields.repeatInterval = rule.interval;
  if (rule.frequency === 'week' && rule.weekdays && rule.weekdays.length > 0) {
    fields.repeatDays = [1, 2, 3, 4, 5, 6, 7].map((weekday) => (rule.weekdays!.includes(weekday) ? '1' : '0')).join('');
  }
  return fields;
}

export interface PhraseDate {
  dueDate?: number;
  repeat?: Pick<ImportTask, 'repeatingMethod' | 'repeatInterval' | 'repeatDays'>;
}

/**
 * A date phrase as people type it ("tomorrow at 9", "Dec 24", "every monday", "every 2 weeks") read with the
 * product's own quick-add phrases in the given language (Todoist's DATE_LANG codes such as `pt_BR` included). Null
 * when nothing of it is understood or something is left over (the whole phrase must be a date).
 */
export function readDatePhrase(text: string, language: string | undefined, options: DateOptions): PhraseDate | null {
  // A title word keeps the phrase from being taken as the title (quick add never leaves a task without one).
  const result = parseQuickAdd(`x ${text.trim()}`, {
    now: options.now ?? Date.now(), timeZone: options.timeZone, language: resolveLanguage(null, language ?? 'en'),
  });
  if (result.title !== 'x' || (result.dueDate === undefined && !result.rule)) return null;
  const found: PhraseDate = {};
  if (result.dueDate !== undefined) found.dueDate = result.dueDate;
  if (result.rule) found.repeat = repeatFields(result.rule);
  return found;
}
