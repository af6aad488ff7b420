import type { RecurrenceFrequency } from '../recurrence/index.js';

/**
 * The phrases quick-add understands in one language. Phrases are templates: literal words, spaces (any run of
 * whitespace), and placeholders the parser fills: {weekday}, {weekdays} (a list joined by commas or an `and` word),
 * {n} (digits or a number word), {unit} (a word of `units`) and {time}. Templates let each language keep its own word
 * order ("in 3 days", "dans 3 jours", "3日後"). Matching ignores case.
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
  /** Times with names ("noon", "midnight"). */
  namedTimes: ReadonlyArray<{ words: readonly string[]; hour: number }>;
  /** A repeat by unit: 'every {unit}', 'every {n} {unit}'. */
  everyTemplates: readonly string[];
  /** A weekly repeat on named weekdays: 'every {weekdays}'. */
  everyWeekdayTemplates: readonly string[];
  /** Words joining weekdays in a list ("monday and thursday"); commas always join. */
  and: readonly string[];
  /** Whole phrases that mean a repeat ("daily", "every weekday"); `workdays` repeats Monday to Friday. */
  repeatPhrases: ReadonlyArray<{ words: readonly string[]; frequency: RecurrenceFrequency; workdays?: boolean }>;
}

/** The hour "tonight" means when no time is given. */
export const eveningHour = 20;
