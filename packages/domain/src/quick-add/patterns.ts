import type { QuickAddLanguage } from './language.js';

/** A phrase found in the text: where it is, and what its placeholders held. */
export interface PhraseMatch<T> {
  index: number;
  length: number;
  value: T;
}

/** A compiled template and how to read its placeholders into a value (null: the match is not a real phrase). */
interface Matcher<T> {
  pattern: RegExp;
  read: (groups: Record<string, string>) => T | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An alternation of words, longest first so "tues" is tried before "tue". */
export function alternation(words: readonly string[]): string {
  const sorted = [...new Set(words)].filter((word) => word !== '').sort((a, b) => b.length - a.length);
  return sorted.length === 0 ? '(?!)' : `(?:${sorted.map((word) => escape(word).replace(/\s+/g, '\\s+')).join('|')})`;
}

/** The regular-expression sources of the placeholders for one language. */
export function placeholderSources(language: QuickAddLanguage, allowAbbreviations: boolean): Record<string, string> {
  const weekdayWords = [...language.weekdayNames.flat(), ...(allowAbbreviations ? language.weekdayAbbreviations.flat() : [])];
  const weekday = alternation(weekdayWords);
  // Korean and Japanese join with a particle written onto the word before it (월요일과, 月曜と).
  const joiner = `\\s*(?:,|${alternation(language.and)})\\s*`;
  const named = alternation(language.namedTimes.flatMap((t) => t.words));
  const meridiem = alternation([...language.am, ...language.pm]);
  return {
    weekday,
    weekdays: `${weekday}(?:${joiner}${weekday})*`,
    n: `(?:\\d{1,3}|${alternation(Object.keys(language.numbers))})`,
    unit: alternation(Object.values(language.units).flat()),
    // A template around the time makes a bare hour enough ("at 9"). The am/pm word comes after the hour ("9am") or,
    // in Chinese, Japanese and Korean, before it (下午3点, 午後3時, 오후 3시).
    time: `(?:${named}|(?:${meridiem}\\s*)?\\d{1,2}(?::\\d{2})?(?:\\s*${meridiem})?)`,
    clock: `(?:${named}|(?:${meridiem}\\s*)?\\d{1,2}:\\d{2}(?:\\s*${meridiem})?|${meridiem}\\s*\\d{1,2}|\\d{1,2}\\s*${meridiem})`,
    minute: '\\d{1,2}',
    half: alternation(language.halfHour ?? []),
    month: `${alternation(language.monthNames.flat())}\\.?`,
    monthNumber: '(?<!\\d)\\d{1,2}',
    day: `\\d{1,2}${language.ordinalSuffixes?.length ? `${alternation(language.ordinalSuffixes)}?` : ''}`,
    year: '(?<!\\d)\\d{4}',
    // Numbers joined by slashes or dashes belong to no date when more of them follow or precede ("1/2/3/4", "v1.2/3").
    slashDate: '(?<![\\d/.:-])(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{4}/\\d{1,2}/\\d{1,2}|\\d{1,2}/\\d{1,2}(?:/(?:\\d{4}|\\d{2}))?)(?![/.:-]?\\d)',
  };
}

// A day and month without a year must not be the start or end of one with a year, so that "Feb 29, 2027", which does
// not exist, is not read as "Feb 29" beside a title "2027" (2027年2月29日 likewise).
const yearBefore = '(?<!\\d{4}\\s*[年년]\\s*)';
const yearAfter = '(?!,?\\s*(?:de\\s+)?\\d{4}(?!\\d))';
const yearless = (template: string) => template.includes('{day}') && !template.includes('{year}');

/** Compiles a template such as 'in {n} {unit}' into a regular expression with one named group a placeholder. */
export function compileTemplate(template: string, language: QuickAddLanguage, sources = placeholderSources(language, template !== '{weekday}')): RegExp {
  const space = language.spacedWords ? '\\s+' : '\\s*';
  const body = template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name) return `(?<${name}>${sources[name]})`;
    return part.split(/\s+/).map(escape).join(space);
  }).join('');
  return withBoundaries(yearless(template) ? `${yearBefore}${body}${yearAfter}` : body, language);
}

/** A regular expression finding any of the words (a phrase with no placeholders, such as "tomorrow"). */
export function compileWords(words: readonly string[], language: QuickAddLanguage): RegExp {
  return withBoundaries(alternation(words), language);
}

function withBoundaries(body: string, language: QuickAddLanguage): RegExp {
  // Letters and digits next to a phrase mean it is part of a longer word ("sunday" is not "sun").
  const wordEnd = language.spacedWords ? '(?![\\p{L}\\p{N}])' : '';
  const wordStart = language.spacedWords ? '(?<![\\p{L}\\p{N}])' : '';
  const particles = language.particles?.length ? `(?:${alternation(language.particles)})?` : '';
  const notAfter = language.notAfter?.length ? `(?<!${wordStart}${alternation(language.notAfter)}\\s*)` : '';
  const notBefore = language.notBefore?.length ? `(?!\\s*${alternation(language.notBefore)}${wordEnd})` : '';
  return new RegExp(`${notAfter}${wordStart}${body}${particles}${wordEnd}${notBefore}`, 'giu');
}

export function makeMatcher<T>(pattern: RegExp, read: Matcher<T>['read']): Matcher<T> {
  return { pattern, read };
}

/** The leftmost phrase any matcher finds (the longest one where several start together), read into its value. */
export function findPhrase<T>(text: string, matchers: ReadonlyArray<Matcher<T>>): PhraseMatch<T> | null {
  let best: PhraseMatch<T> | null = null;
  for (const { pattern, read } of matchers) {
    for (const found of text.matchAll(pattern)) {
      if (best && (found.index > best.index || (found.index === best.index && found[0].length <= best.length))) break;
      const value = read(found.groups ?? {});
      if (value === null) continue;
      best = { index: found.index, length: found[0].length, value };
      break;
    }
  }
  return best;
}

/** The lower-case form words are compared in. */
export const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** Which entry of a list of word lists holds a word (the weekday index of 'fri'), or -1. */
export function indexOfWord(lists: ReadonlyArray<readonly string[]>, word: string): number {
  const wanted = fold(word);
  return lists.findIndex((list) => list.some((candidate) => fold(candidate) === wanted));
}
