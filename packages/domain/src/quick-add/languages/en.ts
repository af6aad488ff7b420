import type { QuickAddLanguage } from '../language.js';

/** English quick-add phrases. */
export const en: QuickAddLanguage = {
  spacedWords: true,
  monthNames: [
    ['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'], ['july', 'jul'],
    ['august', 'aug'], ['september', 'sep', 'sept'], ['october', 'oct'], ['november', 'nov'], ['december', 'dec'],
  ],
  dateTemplates: [
    '{month} {day}', 'on {month} {day}', '{month} {day}, {year}', 'on {month} {day}, {year}', '{month} {day} {year}',
    'on {month} {day} {year}', '{day} {month}', 'on {day} {month}', '{day} {month} {year}', 'on {day} {month} {year}',
    'the {day} of {month}', 'on the {day} of {month}', '{day} of {month}', '{slashDate}', 'on {slashDate}',
  ],
  ordinalSuffixes: ['st', 'nd', 'rd', 'th'],
  priorityWords: { High: [], Normal: [], Low: [] },
  relativeDays: [
    { words: ['today'], days: 0 },
    { words: ['tonight'], days: 0, evening: true },
    { words: ['tomorrow', 'tmrw', 'tmr'], days: 1 },
    { words: ['day after tomorrow', 'the day after tomorrow'], days: 2 },
  ],
  weekdayNames: [['monday'], ['tuesday'], ['wednesday'], ['thursday'], ['friday'], ['saturday'], ['sunday']],
  weekdayAbbreviations: [['mon'], ['tue', 'tues'], ['wed'], ['thu', 'thur', 'thurs'], ['fri'], ['sat'], ['sun']],
  weekdayTemplates: ['{weekday}', 'on {weekday}', 'this {weekday}'],
  nextWeekdayTemplates: ['next {weekday}', 'on next {weekday}'],
  nextWeek: ['next week'],
  inTemplates: ['in {n} {unit}'],
  units: {
    day: ['day', 'days'],
    week: ['week', 'weeks'],
    month: ['month', 'months'],
    year: ['year', 'years'],
  },
  numbers: {
    a: 1, an: 1, one: 1, other: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  },
  timeTemplates: ['at {time}', '@ {time}', "{time} o'clock", "at {time} o'clock"],
  am: ['am', 'a.m.'],
  pm: ['pm', 'p.m.'],
  namedTimes: [{ words: ['noon', 'midday'], hour: 12 }, { words: ['midnight'], hour: 0 }],
  everyTemplates: ['every {unit}', 'every {n} {unit}', 'each {unit}'],
  everyWeekdayTemplates: ['every {weekdays}', 'each {weekdays}'],
  and: ['and', '&'],
  repeatPhrases: [
    { words: ['daily'], frequency: 'day' },
    { words: ['weekly'], frequency: 'week' },
    { words: ['monthly'], frequency: 'month' },
    { words: ['yearly', 'annually'], frequency: 'year' },
    { words: ['every weekday', 'every workday', 'on weekdays'], frequency: 'week', workdays: true },
  ],
};
