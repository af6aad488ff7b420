import type { RecurrenceFrequency } from '../recurrence/index.js';
import type { TaskPriority } from '../sync/task.js';

/**
 * The phrases quick-add understands in one language. Phrases are templates: literal words, spaces (any run of
 * whitespace), and placeholders the parser fills: {weekday}, {weekdays} (a list joined by commas or an `and` word),
 * {n} (digits or a number word), {unit} (a word of `units`), {time} (an hour, with minutes or an am/pm word if written),
 * {clock} (a time that has minutes or an am/pm word, so "à {clock}" takes "à 9:30" but not "à 3 personnes"),
 * {minute} (digits after the hour word: "{time}時{minute}分"), {half} (a word of `halfHour`: "{time}時{half}"), and for
 * calendar dates {month} (a word of `monthNames`), {monthNumber} (1-12, "{monthNumber}月{day}日"), {day} (1-31 with an
 * optional word of `ordinalSuffixes`: "1st"), {year} (four digits) and {slashDate} ("12/1", "12/1/2027", "2027-12-01",
 * read in the user's date order).
 * Templates let each language keep its own word order
 * ("in 3 days", "dans 3 jours", "3日後"). Matching ignores case.
 */
export interface QuickAddLanguage {
  /** Whether words are separated by spaces, so a phrase must stand as whole words; false for Chinese and Japanese. */
  spacedWords: boolean;
  /** Days counted from today (today 0, tomorrow 1); `evening` also gives an evening time ("tonight"). */
  relativeDays: ReadonlyArray<{ words: readonly string[]; days: number; evening?: boolean }>;
  /** Full weekday names, Monday first; they may stand alone as a date. */
  weekdayNames: ReadonlyArray<readonly string[]>;
  /** Short weekday names, Monday first; only inside a template with other words ("on fri", "every tue"), never alone. */
  weekdayAbbreviations: ReadonlyArray<readonly string[]>;
  /** The coming weekday, today excluded: '{weekday}', 'on {weekday}'. */
  weekdayTemplates: readonly string[];
  /** That weekday in next week (the week after this one, by the user's week start): 'next {weekday}'. */
  nextWeekdayTemplates: readonly string[];
  /** The first day of next week. */
  nextWeek: readonly string[];
  /** An amount of days, weeks, months or years from today: 'in {n} {unit}'. */
  inTemplates: readonly string[];
  /** Singular and plural (and inflected) forms of each unit. */
  units: Readonly<Record<RecurrenceFrequency, readonly string[]>>;
  /** Number words accepted for {n} ('a' and 'one' are 1, 'other' in "every other week" is 2). */
  numbers: Readonly<Record<string, number>>;
  /** Words that make a bare hour a time: 'at {time}' ("at 9"). Without one a time needs minutes or am/pm ("9:30", "9am"). */
  timeTemplates: readonly string[];
  /** Markers of the 12-hour clock; empty where the 24-hour clock is the custom. */
  am: readonly string[];
  pm: readonly string[];
  /** Words for half past the hour, where a template has {half} ("9時半", "9点半", "9시 반"). */
  halfHour?: readonly string[];
  /** Times with names ("noon", "midnight"). */
  namedTimes: ReadonlyArray<{ words: readonly string[]; hour: number }>;
  /** A repeat by unit: 'every {unit}', 'every {n} {unit}'. */
  everyTemplates: readonly string[];
  /** A weekly repeat on named weekdays: 'every {weekdays}'. */
  everyWeekdayTemplates: readonly string[];
  /** Words joining weekdays in a list ("monday and thursday"); commas always join. */
  and: readonly string[];
  /** Whole phrases that mean a repeat ("daily", "every weekday"); `workdays` repeats Monday to Friday; `interval` 2 is "biweekly". */
  repeatPhrases: ReadonlyArray<{ words: readonly string[]; frequency: RecurrenceFrequency; interval?: number; workdays?: boolean }>;
  /** Month names and abbreviations, January first, in the forms a date uses (Russian genitive "декабря"); empty where months are numbered (12月). */
  monthNames: ReadonlyArray<readonly string[]>;
  /** A day of a month: '{month} {day}', 'on {day} {month}', '{day} de {month} de {year}', '{monthNumber}月{day}日', 'on {slashDate}'. */
  dateTemplates: readonly string[];
  /** Endings written after a day number ("1st", "1er", "1º"). */
  ordinalSuffixes?: readonly string[];
  /** Words after `!` for a priority ("!hoch"); the English high, medium, normal and low are understood in every language. */
  priorityWords: Readonly<Record<QuickAddPriority, readonly string[]>>;
  /** Endings that may follow a phrase in the same word and go with it (Korean 내일까지 "by tomorrow", Japanese 明日の). */
  particles?: readonly string[];
  /** Words that, right before a phrase, give it another sense (Spanish "la mañana" is the morning, not tomorrow). */
  notAfter?: readonly string[];
  /** Words that, right after a phrase, give it another sense (Japanese 9時間 is nine hours, not 9 o'clock). */
  notBefore?: readonly string[];
}

/** The priorities quick add sets (the task model's High, Normal and Low); `!1` is High, `!2` Normal, `!3` Low. */
export type QuickAddPriority = Extract<TaskPriority, 'High' | 'Normal' | 'Low'>;

/** The hour "tonight" means when no time is given. */
export const eveningHour = 20;
