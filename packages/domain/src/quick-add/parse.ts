import type { DateOrder } from '../date-text.js';
import type { Language } from '../languages.js';
import type { RecurrenceRule } from '../recurrence/index.js';
import { isAllDay } from '../reminders/all-day.js';
import { addDays, wallClock, zonedInstant } from '../reminders/zoned-time.js';
import { defaultFirstDayOfWeek } from '../user.js';
import { type QuickAddLanguage, type QuickAddPriority, eveningHour } from './language.js';
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
import { type Marker, findMarkers } from './markers.js';
import { findPhrase } from './patterns.js';
import { type QuickAddPiece, type QuickAddSpan, removeQuickAddPieces, tidyQuickAddTitle } from './pieces.js';
import { type Day, firstOccurrence, placeDate } from './place.js';
import { type RepeatPhrase, type TimePhrase, matchersFor } from './phrases.js';

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
  /** The user's date order, how "12/1" is read (MDY: 1 December, DMY: 12 January); MDY when not given. */
  dateOrder?: DateOrder;
  /** The user's tag names: `#Home office` takes a known name of several words, longest first. */
  knownTags?: readonly string[];
  /** The user's list names, for `^Work stuff` likewise. */
  knownLists?: readonly string[];
}

export interface QuickAddResult {
  /** The text without the pieces; the whole text (trimmed) when nothing was understood. */
  title: string;
  /** The first due date: local midnight of the day for an all-day task (see isAllDay), else the instant of the time. */
  dueDate?: number;
  allDay: boolean;
  rule?: RecurrenceRule;
  /** The `#tag` names, in order, each once (the first spelling of names equal but for case). */
  tags: string[];
  /** The `!priority`, when one was typed. */
  priority?: QuickAddPriority;
  /** The `^list` name, when one was typed; match it against the user's lists (it is `known` in its piece when it was passed in). */
  list?: string;
  /** Everything understood, in text order, each with its span: the chips of a preview. */
  pieces: QuickAddPiece[];
}

interface Clock { hour: number; minute: number }

/** The time of day asked for; "tonight" alone is the evening, and makes "tonight at 9" 21:00. */
function clockOf(time: TimePhrase | undefined, evening: boolean): Clock | null {
  if (!time) return evening ? { hour: eveningHour, minute: 0 } : null;
  const hour = evening && !time.meridiem && time.hour < 12 ? time.hour + 12 : time.hour;
  return { hour, minute: time.minute };
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

function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLocaleLowerCase();
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** What the markers set: the tag names, the list and the priority. */
function markerFields(markers: readonly Marker[]): Pick<QuickAddResult, 'tags' | 'priority' | 'list'> {
  const fields: Pick<QuickAddResult, 'tags' | 'priority' | 'list'> = {
    tags: uniqueNames(markers.flatMap((marker) => (marker.kind === 'tag' ? [marker.value] : []))),
  };
  for (const marker of markers) {
    if (marker.kind === 'priority') fields.priority = marker.value;
    else if (marker.kind === 'list') fields.list = marker.value;
  }
  return fields;
}

// Neither a space nor a letter or digit: a phrase may end or start beside a cut-out piece, but its spaced words cannot
// join across one ("x^2 !high Feb 29" is not "2 Feb" around the priority), so no two pieces overlap.
const cutOut = '\u0000';

/** The text with spans turned into cutOut, so phrases found later keep their offsets into the original text. */
function blank(text: string, spans: readonly QuickAddSpan[]): string {
  return spans.reduce((rest, { start, end }) => rest.slice(0, start) + cutOut.repeat(end - start) + rest.slice(end), text);
}

/** The repeat, date and time phrases of the text (markers blanked out), with their spans. */
function findSchedule(rest: string, language: QuickAddLanguage) {
  const matchers = matchersFor(language);
  const spans: Array<QuickAddSpan & { kind: 'repeat' | 'date' | 'time' }> = [];
  function take<T>(kind: 'repeat' | 'date' | 'time', phraseMatchers: Parameters<typeof findPhrase<T>>[1]): T | undefined {
    const found = findPhrase(rest, phraseMatchers);
    if (!found) return undefined;
    rest = blank(rest, [{ start: found.index, end: found.index + found.length }]);
    spans.push({ kind, start: found.index, end: found.index + found.length });
    return found.value;
  }
  const repeat = take('repeat', matchers.repeat);
  const date = take('date', matchers.date);
  const time = take('time', matchers.time);
  return { repeat, date, time, spans };
}

/**
 * Reads a new task's text ("Call mom tomorrow at 5pm #family !high", "Gym every monday at 8am ^Health"): one repeat,
 * one date and one time phrase, every `#tag`, the first `^list` and `!priority` (see findMarkers), each cut out of the
 * title and listed as a piece with its span. A date without a time makes an all-day task; a time without a date is
 * today's, or tomorrow's once passed; a day and month without a year is the next one (today included). The title is
 * never left empty: when the phrases would take all of it they are title ("tomorrow" stays a task named tomorrow),
 * and so are the markers when nothing else is left ("#work").
 */
export function parseQuickAdd(text: string, options: QuickAddOptions): QuickAddResult {
  const language = quickAddLanguages[options.language ?? 'en'];
  const allMarkers = findMarkers(text, language, { tags: options.knownTags, lists: options.knownLists });
  const markers = tidyQuickAddTitle(removeQuickAddPieces(text, allMarkers)) === '' ? [] : allMarkers;
  const found = findSchedule(blank(text, markers), language);
  const withSchedule = tidyQuickAddTitle(removeQuickAddPieces(text, [...markers, ...found.spans]));
  const { repeat, date, time } = withSchedule === '' ? {} : found;
  const markerPieces: QuickAddPiece[] = markers;
  const base = markerFields(markers);
  if (!repeat && !date && !time) {
    const title = markers.length === 0 ? text.trim() : tidyQuickAddTitle(removeQuickAddPieces(text, markers));
    return { title, allDay: false, ...base, pieces: markerPieces };
  }

  const { now, timeZone } = options;
  const today = wallClock(now, timeZone);
  const clock = clockOf(time, date?.kind === 'days' && date.evening);
  const at = (day: Day) => zonedInstant(clock ? { ...day, ...clock } : day, timeZone);
  const isPast = (day: Day) => clock !== null && at(day) <= now;

  let day: Day;
  if (date) day = placeDate(date, today, options.weekStart ?? defaultFirstDayOfWeek, options.dateOrder ?? 'MDY');
  else if (repeat) day = firstOccurrence(repeat, today, isPast);
  else day = isPast(today) ? addDays(today, 1) : today;
  const calendarDay = { year: day.year, month: day.month, day: day.day };

  const schedulePieces = found.spans.map((span): QuickAddPiece => {
    if (span.kind === 'repeat' && repeat) return { ...span, kind: 'repeat', value: repeat };
    if (span.kind === 'time' && clock) return { ...span, kind: 'time', value: clock };
    return { ...span, kind: 'date', value: calendarDay };
  });
  const dueDate = at(calendarDay);
  return {
    title: withSchedule,
    dueDate,
    // "at midnight" lands on local 00:00, which the wire reads as all-day (isAllDay); say so rather than contradict it.
    allDay: isAllDay(dueDate, timeZone),
    ...(repeat ? { rule: ruleOf(repeat, dueDate, timeZone) } : {}),
    ...base,
    pieces: [...markerPieces, ...schedulePieces].sort((a, b) => a.start - b.start),
  };
}
