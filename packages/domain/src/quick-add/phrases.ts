import type { RecurrenceFrequency } from '../recurrence/index.js';
import type { QuickAddLanguage } from './language.js';
import { alternation, compileTemplate, compileWords, fold, indexOfWord, makeMatcher, placeholderSources } from './patterns.js';

/** A date phrase, before it is placed on the calendar. */
export type DatePhrase =
  | { kind: 'days'; days: number; evening: boolean }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'nextWeekday'; weekday: number }
  | { kind: 'nextWeek' }
  | { kind: 'in'; amount: number; unit: RecurrenceFrequency };

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
    nextWeek, ...inAmount,
  ];
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
