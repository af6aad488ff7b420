import type { QuickAddLanguage } from '../language.js';

/** German quick-add phrases. Short weekday names (Mo, Di, … So) are left out: "so" and "do" are everyday words. */
export const de: QuickAddLanguage = {
  spacedWords: true,
  monthNames: [
    ['januar', 'jänner', 'jan'], ['februar', 'feb'], ['märz', 'maerz', 'mär'], ['april', 'apr'], ['mai'], ['juni', 'jun'],
    ['juli', 'jul'], ['august', 'aug'], ['september', 'sep', 'sept'], ['oktober', 'okt'], ['november', 'nov'], ['dezember', 'dez'],
  ],
  dateTemplates: [
    '{day}. {month}', 'am {day}. {month}', '{day}. {month} {year}', 'am {day}. {month} {year}', '{day} {month}', 'am {day} {month}',
    '{slashDate}', 'am {slashDate}',
  ],
  priorityWords: { High: ['hoch', 'wichtig'], Normal: ['mittel'], Low: ['niedrig'] },
  relativeDays: [
    { words: ['heute'], days: 0 },
    { words: ['heute abend', 'heute nacht'], days: 0, evening: true },
    { words: ['morgen'], days: 1 },
    { words: ['übermorgen'], days: 2 },
  ],
  weekdayNames: [['montag'], ['dienstag'], ['mittwoch'], ['donnerstag'], ['freitag'], ['samstag', 'sonnabend'], ['sonntag']],
  weekdayAbbreviations: [[], [], [], [], [], [], []],
  weekdayTemplates: ['{weekday}', 'am {weekday}', 'diesen {weekday}'],
  nextWeekdayTemplates: ['nächsten {weekday}', 'am nächsten {weekday}', 'kommenden {weekday}', 'am kommenden {weekday}'],
  nextWeek: ['nächste woche', 'kommende woche'],
  inTemplates: ['in {n} {unit}'],
  units: {
    day: ['tag', 'tage', 'tagen'],
    week: ['woche', 'wochen'],
    month: ['monat', 'monate', 'monaten'],
    year: ['jahr', 'jahre', 'jahren'],
  },
  numbers: {
    ein: 1, eine: 1, einem: 1, einer: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
  },
  timeTemplates: ['um {time}', '{time} uhr', 'um {time} uhr', 'gegen {time}'],
  am: [],
  pm: [],
  namedTimes: [{ words: ['mittag', 'mittags'], hour: 12 }, { words: ['mitternacht'], hour: 0 }],
  everyTemplates: ['jeden {unit}', 'jede {unit}', 'jedes {unit}', 'alle {n} {unit}', 'jede {n}. {unit}', 'jeden {n}. {unit}'],
  everyWeekdayTemplates: ['jeden {weekdays}'],
  and: ['und', '&'],
  repeatPhrases: [
    { words: ['täglich'], frequency: 'day' },
    { words: ['wöchentlich'], frequency: 'week' },
    { words: ['monatlich'], frequency: 'month' },
    { words: ['jährlich'], frequency: 'year' },
    { words: ['werktags', 'jeden werktag', 'an werktagen'], frequency: 'week', workdays: true },
  ],
};
