import { type DateOrder, isValidCalendarDate, readSlashDate } from '../date-text.js';
import type { RecurrenceFrequency } from '../recurrence/index.js';
import type { QuickAddLanguage } from './language.js';
import { alternation, compileTemplate, compileWords, fold, indexOfWord, makeMatcher, placeholderSources } from './patterns.js';

/** A date phrase, before it is placed on the calendar. */
export type DatePhrase =
  | { kind: 'days'; days: number; evening: boolean }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'nextWeekday'; weekday: number }
  | { kind: 'nextWeek' }
  | { kind: 'in'; amount: number; unit: RecurrenceFrequency }
  /** A day of a month; without a year the next one from today. `first`/`second` of "12/1" wait for the user's date order. */
  | { kind: 'on'; month: number; day: number; year?: number }
  | { kind: 'slash'; first: number; second: number; year?: number };

/** A time of day, 24-hour. */
export interface TimePhrase {
  hour: number;
  minute: number;
  /** Whether am/pm was written, so "tonight at 9" knows 9 means 21:00. */
  meridiem: boolean;
}

export interface RepeatPhrase {
  frequency: RecurrenceFrequency;
  interval: number;
  weekdays?: number[];
}

type Matchers<T> = Array<ReturnType<typeof makeMatcher<T>>>;

/** The compiled phrases of a language, by kind. */
export interface LanguageMatchers {
  repeat: Matchers<RepeatPhrase>;
  date: Matchers<DatePhrase>;
  time: Matchers<TimePhrase>;
}

/** A number from digits or a number word; null when it is neither or not at least 1. */
function amountOf(text: string | undefined, language: QuickAddLanguage): number | null {
  if (text === undefined) return 1;
  const value = /^\d+$/.test(text) ? Number(text) : Object.entries(language.numbers).find(([word]) => fold(word) === fold(text))?.[1];
  return value !== undefined && value >= 1 ? value : null;
}

function unitOf(text: string | undefined, language: QuickAddLanguage): RecurrenceFrequency | null {
  const entry = Object.entries(language.units).find(([, words]) => text !== undefined && indexOfWord([words], text) === 0);
  return entry ? (entry[0] as RecurrenceFrequency) : null;
}

/** ISO weekday (1 Monday … 7 Sunday) of a weekday name or abbreviation. */
function weekdayOf(text: string, language: QuickAddLanguage): number | null {
  const index = indexOfWord(language.weekdayNames.map((names, i) => [...names, ...language.weekdayAbbreviations[i]!]), text);
  return index < 0 ? null : index + 1;
}

/** Reads "5pm", "17:30", "9", "noon", "午後3" into a time; null for hours or minutes that do not exist. */
export function timeOf(text: string, language: QuickAddLanguage): TimePhrase | null {
  const named = language.namedTimes.find((entry) => indexOfWord([entry.words], text) === 0);
  if (named) return { hour: named.hour, minute: 0, meridiem: true };
  const parts = /^(.*?)\s*(\d{1,2})(?::(\d{2}))?\s*(.*)$/u.exec(text.trim());
  if (!parts) return null;
  let hour = Number(parts[2]);
  const minute = parts[3] === undefined ? 0 : Number(parts[3]);
  const [before = '', after = ''] = [parts[1], parts[4]];
  if (before !== '' && after !== '') return null;
  const marker = before || after;
  const isAm = marker !== '' && indexOfWord([language.am], marker) === 0;
  const isPm = marker !== '' && indexOfWord([language.pm], marker) === 0;
  if (minute > 59 || hour > 23) return null;
  if (isAm || isPm) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (isPm ? 12 : 0);
  }
  return { hour, minute, meridiem: isAm || isPm };
}

/** The time of a matched time template: its {time} or {clock}, with the minutes of a {minute} ("9時30分") or {half}. */
function templateTime(groups: Record<string, string>, language: QuickAddLanguage): TimePhrase | null {
  const text = groups.time ?? groups.clock ?? '';
  const time = timeOf(text, language);
  const minutes = groups.half === undefined ? groups.minute : '30';
  if (!time || minutes === undefined) return time;
  const minute = Number(minutes);
  return text.includes(':') || minute > 59 ? null : { ...time, minute };
}

function repeatMatchers(language: QuickAddLanguage): Matchers<RepeatPhrase> {
  const every = language.everyTemplates.map((template) => makeMatcher(compileTemplate(template, language), (groups) => {
    const unit = unitOf(groups.unit, language);
    const interval = amountOf(groups.n, language);
    return unit && interval ? { frequency: unit, interval } : null;
  }));
  const weekdayWords = new RegExp(alternation([...language.weekdayNames.flat(), ...language.weekdayAbbreviations.flat()]), 'giu');
  const onWeekdays = language.everyWeekdayTemplates.map((template) => makeMatcher(compileTemplate(template, language), (groups) => {
    const weekdays = [...(groups.weekdays ?? '').matchAll(weekdayWords)].map((found) => weekdayOf(found[0], language) ?? 0);
    return { frequency: 'week' as const, interval: 1, weekdays: [...new Set(weekdays)].sort((a, b) => a - b) };
  }));
  const phrases = language.repeatPhrases.map((phrase) => makeMatcher(
    compileWords(phrase.words, language),
    () => ({ frequency: phrase.frequency, interval: phrase.interval ?? 1, ...(phrase.workdays ? { weekdays: [1, 2, 3, 4, 5] } : {}) }),
  ));
  return [...every, ...onWeekdays, ...phrases];
}

function dateMatchers(language: QuickAddLanguage): Matchers<DatePhrase> {
  const relative = language.relativeDays.map((entry) => makeMatcher(
    compileWords(entry.words, language),
    () => ({ kind: 'days' as const, days: entry.days, evening: entry.evening ?? false }),
  ));
  const weekday = (kind: 'weekday' | 'nextWeekday') => (template: string) => makeMatcher(compileTemplate(template, language), (groups) => {
    const day = weekdayOf(groups.weekday ?? '', language);
    return day === null ? null : { kind, weekday: day };
  });
  const nextWeek = makeMatcher(compileWords(language.nextWeek, language), () => ({ kind: 'nextWeek' as const }));
  const inAmount = language.inTemplates.map((template) => makeMatcher(compileTemplate(template, language), (groups) => {
    const unit = unitOf(groups.unit, language);
    const amount = amountOf(groups.n, language);
    return unit && amount ? { kind: 'in' as const, amount, unit } : null;
  }));
  return [
    ...relative, ...language.weekdayTemplates.map(weekday('weekday')), ...language.nextWeekdayTemplates.map(weekday('nextWeekday')),
    nextWeek, ...inAmount, ...absoluteDateMatchers(language),
  ];
}

/** A year as written: four digits, or two for this century ("12/1/27"). */
const yearOf = (text: string | undefined) => (text === undefined ? undefined : Number(text) + (text.length === 2 ? 2000 : 0));

/** A day that exists (in a leap year when no year is given, so "Feb 29" waits to be placed), or null ("Feb 30"). */
function dayOn(month: number, day: number, year?: number): DatePhrase | null {
  if (!isValidCalendarDate({ year: year ?? 2024, month, day })) return null;
  return { kind: 'on', month, day, ...(year === undefined ? {} : { year }) };
}

/** "12/1", "1/12/2027", "2027/12/1" or "2027-12-01"; null when no order of the numbers names a real day. */
function slashDateOf(text: string): DatePhrase | null {
  const yearFirst = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (yearFirst) return dayOn(Number(yearFirst[2]), Number(yearFirst[3]), Number(yearFirst[1]));
  const parts = text.split('/');
  const [first, second, year] = [Number(parts[0]), Number(parts[1]), yearOf(parts[2])];
  if (readSlashDate(first, second, 'MDY', year) === null) return null;
  return { kind: 'slash', first, second, ...(year === undefined ? {} : { year }) };
}

/** The month and day of a slashed date in the user's order (the other order when only it is a real day). */
export function slashDay(phrase: { first: number; second: number; year?: number }, order: DateOrder): { month: number; day: number } {
  const date = readSlashDate(phrase.first, phrase.second, order, phrase.year);
  return date ? { month: date.month, day: date.day } : { month: phrase.first, day: phrase.second };
}

function absoluteDateMatchers(language: QuickAddLanguage): Matchers<DatePhrase> {
  return language.dateTemplates.map((template) => makeMatcher(compileTemplate(template, language), (groups) => {
    if (groups.slashDate !== undefined) return slashDateOf(groups.slashDate);
    const month = groups.monthNumber === undefined ? indexOfWord(language.monthNames, (groups.month ?? '').replace(/\.$/, '')) + 1 : Number(groups.monthNumber);
    return dayOn(month, Number(/^\d+/.exec(groups.day ?? '')?.[0]), yearOf(groups.year));
  }));
}

function timeMatchers(language: QuickAddLanguage): Matchers<TimePhrase> {
  const read = (groups: Record<string, string>) => templateTime(groups, language);
  const alone = compileTemplate('{clock}', language, placeholderSources(language, false));
  return [...language.timeTemplates.map((template) => makeMatcher(compileTemplate(template, language), read)), makeMatcher(alone, read)];
}

const compiled = new WeakMap<QuickAddLanguage, LanguageMatchers>();

/** The phrases of a language compiled once. */
export function matchersFor(language: QuickAddLanguage): LanguageMatchers {
  let matchers = compiled.get(language);
  if (!matchers) {
    matchers = { repeat: repeatMatchers(language), date: dateMatchers(language), time: timeMatchers(language) };
    compiled.set(language, matchers);
  }
  return matchers;
}
