import { daysInMonth } from '../date-text.js';
import type { Language } from '../languages.js';
import type { RecurrenceFrequency, RecurrenceRule } from '../recurrence/index.js';
import { isAllDay } from '../reminders/all-day.js';
import { addDays, wallClock, zonedInstant } from '../reminders/zoned-time.js';
import { defaultFirstDayOfWeek } from '../user.js';
import { type QuickAddLanguage, eveningHour } from './language.js';
import { de } from './languages/de.js';
import { en } from './languages/en.js';
import { es } from './languages/es.js';
import { fr } from './languages/fr.js';
import { it } from './languages/it.js';
import { ja } from './languages/ja.js';
import { ko } from './languages/ko.js';
import { ptBR } from './languages/pt-BR.js';
import { ru } from './languages/ru.js';
import { zhCN } from './languages/zh-CN.js';
import { findPhrase } from './patterns.js';
import { type DatePhrase, type RepeatPhrase, type TimePhrase, matchersFor } from './phrases.js';

/** The phrase tables by interface language. */
export const quickAddLanguages: Record<Language, QuickAddLanguage> = {
  en, de, es, fr, it, ja, ko, 'pt-BR': ptBR, ru, 'zh-CN': zhCN,
};

export interface QuickAddOptions {
  /** The current instant, ms. */
  now: number;
  /** The user's IANA time zone: "tomorrow at 9" is 9:00 there. */
  timeZone: string;
  /** The user's week start, 1 Monday … 7 Sunday ("next week" is its first day). */
  weekStart?: number;
  language?: Language;
}

export interface QuickAddResult {
  title: string;
  /** The first due date: local midnight of the day for an all-day task (see isAllDay), else the instant of the time. */
  dueDate?: number;
  allDay: boolean;
  rule?: RecurrenceRule;
}

interface Day { year: number; month: number; day: number }
interface Clock { hour: number; minute: number }

function isoWeekday({ year, month, day }: Day): number {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** A day moved by whole units; a month or year without the day keeps its last day (31 January + 1 month = 28/29 February). */
function addUnits(start: Day, unit: RecurrenceFrequency, amount: number): Day {
  if (unit === 'day') return addDays(start, amount);
  if (unit === 'week') return addDays(start, 7 * amount);
  const months = start.year * 12 + start.month - 1 + (unit === 'month' ? amount : 12 * amount);
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)) };
}

function placeDate(phrase: DatePhrase, today: Day, weekStart: number): Day {
  const weekday = isoWeekday(today);
  const nextWeekStart = addDays(today, (weekStart - weekday + 7) % 7 || 7);
  switch (phrase.kind) {
    case 'days': return addDays(today, phrase.days);
    case 'weekday': return addDays(today, (phrase.weekday - weekday + 7) % 7 || 7);
    case 'nextWeekday': return addDays(nextWeekStart, (phrase.weekday - weekStart + 7) % 7);
    case 'nextWeek': return nextWeekStart;
    case 'in': return addUnits(today, phrase.unit, phrase.amount);
  }
}

/** The time of day asked for; "tonight" alone is the evening, and makes "tonight at 9" 21:00. */
function clockOf(time: TimePhrase | undefined, evening: boolean): Clock | null {
  if (!time) return evening ? { hour: eveningHour, minute: 0 } : null;
  const hour = evening && !time.meridiem && time.hour < 12 ? time.hour + 12 : time.hour;
  return { hour, minute: time.minute };
}

/**
 * The first occurrence of a repeat with no date given: today, or the first of its weekdays from today; when the time
 * asked for has already passed today, the occurrence after it, so a new repeating task does not start overdue.
 */
function firstOccurrence(repeat: RepeatPhrase, today: Day, isPast: (day: Day) => boolean): Day {
  if (repeat.weekdays && repeat.weekdays.length > 0) {
    for (let offset = 0; offset <= 7; offset += 1) {
      const day = addDays(today, offset);
      if (repeat.weekdays.includes(isoWeekday(day)) && !isPast(day)) return day;
    }
  }
  return isPast(today) ? addUnits(today, repeat.frequency, repeat.interval) : today;
}

function ruleOf(repeat: RepeatPhrase, start: number, timeZone: string): RecurrenceRule {
  return {
    frequency: repeat.frequency,
    interval: repeat.interval,
    ...(repeat.weekdays && repeat.weekdays.length > 0 ? { weekdays: repeat.weekdays } : {}),
    ...(repeat.frequency === 'month' ? { monthType: 'ON_DATE' as const } : {}),
    end: { type: 'never' },
    start,
    timeZone,
  };
}

/** The text with the phrases found taken out, spaces tidied, and commas or dashes left dangling at the ends dropped. */
function cleanTitle(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, '');
}

/**
 * Reads a due date, a time and a repeat out of a new task's text ("Call mom tomorrow at 5pm", "Gym every monday at
 * 8am"): one phrase of each kind, each removed from the title. Text with no phrase, or nothing but phrases, is all
 * title. A date without a time makes an all-day task; a time without a date is today's, or tomorrow's once passed.
 */
export function parseQuickAdd(text: string, options: QuickAddOptions): QuickAddResult {
  const language = quickAddLanguages[options.language ?? 'en'];
  const matchers = matchersFor(language);
  let rest = text;
  function take<T>(kind: Parameters<typeof findPhrase<T>>[1]): T | undefined {
    const found = findPhrase(rest, kind);
    if (!found) return undefined;
    rest = rest.slice(0, found.index) + ' '.repeat(found.length) + rest.slice(found.index + found.length);
    return found.value;
  }
  const repeat = take(matchers.repeat);
  const date = take(matchers.date);
  const time = take(matchers.time);
  const title = cleanTitle(rest);
  if ((!repeat && !date && !time) || title === '') return { title: text.trim(), allDay: false };

  const { now, timeZone } = options;
  const today = wallClock(now, timeZone);
  const clock = clockOf(time, date?.kind === 'days' && date.evening);
  const at = (day: Day) => zonedInstant(clock ? { ...day, ...clock } : day, timeZone);
  const isPast = (day: Day) => clock !== null && at(day) <= now;

  let day: Day;
  if (date) day = placeDate(date, today, options.weekStart ?? defaultFirstDayOfWeek);
  else if (repeat) day = firstOccurrence(repeat, today, isPast);
  else day = isPast(today) ? addDays(today, 1) : today;

  const dueDate = at({ year: day.year, month: day.month, day: day.day });
  // "at midnight" lands on local 00:00, which the wire reads as all-day (isAllDay); say so rather than contradict it.
  return { title, dueDate, allDay: isAllDay(dueDate, timeZone), ...(repeat ? { rule: ruleOf(repeat, dueDate, timeZone) } : {}) };
}
