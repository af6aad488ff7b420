import type { QuickAddLanguage } from '../language.js';

/** Italian quick-add phrases. Weekday names are accepted with and without the accent ("lunedì", "lunedi"). */
export const it: QuickAddLanguage = {
  spacedWords: true,
  monthNames: [
    ['gennaio', 'gen'], ['febbraio', 'feb'], ['marzo'], ['aprile', 'apr'], ['maggio', 'mag'], ['giugno', 'giu'], ['luglio', 'lug'],
    ['agosto', 'ago'], ['settembre', 'set'], ['ottobre', 'ott'], ['novembre', 'nov'], ['dicembre', 'dic'],
  ],
  dateTemplates: [
    '{day} {month}', 'il {day} {month}', "l'{day} {month}", 'l’{day} {month}', '{day} {month} {year}', 'il {day} {month} {year}',
    '{slashDate}', 'il {slashDate}',
  ],
  ordinalSuffixes: ['°', 'º'],
  priorityWords: { High: ['alta', 'urgente'], Normal: ['media', 'normale'], Low: ['bassa'] },
  relativeDays: [
    { words: ['oggi'], days: 0 },
    { words: ['stasera', 'stanotte', 'questa sera'], days: 0, evening: true },
    { words: ['domani', 'domattina', 'domani mattina'], days: 1 },
    { words: ['domani sera'], days: 1, evening: true },
    { words: ['dopodomani'], days: 2 },
  ],
  weekdayNames: [
    ['lunedì', 'lunedi'], ['martedì', 'martedi'], ['mercoledì', 'mercoledi'], ['giovedì', 'giovedi'], ['venerdì', 'venerdi'],
    ['sabato'], ['domenica'],
  ],
  weekdayAbbreviations: [['lun'], ['mar'], ['mer'], ['gio'], ['ven'], ['sab'], ['dom']],
  weekdayTemplates: ['{weekday}', 'questo {weekday}', 'questa {weekday}'],
  nextWeekdayTemplates: [
    '{weekday} prossimo', '{weekday} prossima', 'il prossimo {weekday}', 'la prossima {weekday}', 'prossimo {weekday}',
    'prossima {weekday}',
  ],
  nextWeek: ['la prossima settimana', 'prossima settimana', 'la settimana prossima', 'settimana prossima'],
  inTemplates: ['tra {n} {unit}', 'fra {n} {unit}'],
  units: {
    day: ['giorno', 'giorni'],
    week: ['settimana', 'settimane'],
    month: ['mese', 'mesi'],
    year: ['anno', 'anni'],
  },
  numbers: {
    un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  },
  timeTemplates: ['alle {time}', 'a {clock}', 'alle ore {time}', 'ore {time}', "all'{time}", 'all’{time}'],
  am: ['di mattina', 'del mattino'],
  pm: ['di pomeriggio', 'del pomeriggio', 'di sera', 'della sera'],
  namedTimes: [{ words: ['mezzogiorno'], hour: 12 }, { words: ['mezzanotte'], hour: 0 }],
  everyTemplates: ['ogni {unit}', 'ogni {n} {unit}', 'tutti i {unit}', 'tutte le {unit}', 'tutti gli {unit}'],
  everyWeekdayTemplates: ['ogni {weekdays}', 'tutti i {weekdays}', 'tutte le {weekdays}'],
  and: ['e', '&'],
  repeatPhrases: [
    { words: ['quotidianamente', 'giornalmente'], frequency: 'day' },
    { words: ['settimanalmente'], frequency: 'week' },
    { words: ['mensilmente'], frequency: 'month' },
    { words: ['annualmente'], frequency: 'year' },
    {
      words: ['nei giorni feriali', 'ogni giorno feriale', 'tutti i giorni feriali', 'dal lunedì al venerdì', 'dal lunedi al venerdi'],
      frequency: 'week', workdays: true,
    },
  ],
};
