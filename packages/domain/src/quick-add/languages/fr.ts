import type { QuickAddLanguage } from '../language.js';

/**
 * French quick-add phrases. Times are written "9h", "14h30" or "à 9:30"; a bare "à 3" is left out ("Table à 3
 * personnes"). "Vendredi prochain" is read like "next friday" in English, the Friday of next week; "vendredi en huit" too.
 * "midi" inside "après-midi" is no time.
 */
export const fr: QuickAddLanguage = {
  spacedWords: true,
  monthNames: [
    ['janvier', 'janv'], ['février', 'fevrier', 'févr', 'fevr'], ['mars'], ['avril', 'avr'], ['mai'], ['juin'], ['juillet', 'juil'],
    ['août', 'aout'], ['septembre', 'sept'], ['octobre', 'oct'], ['novembre', 'nov'], ['décembre', 'decembre', 'déc'],
  ],
  dateTemplates: ['{day} {month}', 'le {day} {month}', '{day} {month} {year}', 'le {day} {month} {year}', '{slashDate}', 'le {slashDate}'],
  ordinalSuffixes: ['er'],
  priorityWords: { High: ['haute', 'urgent', 'urgente'], Normal: ['moyenne', 'normale'], Low: ['basse'] },
  relativeDays: [
    { words: ["aujourd'hui", 'aujourd’hui', 'aujourdhui'], days: 0 },
    { words: ['ce soir', 'cette nuit'], days: 0, evening: true },
    { words: ['demain', 'demain matin'], days: 1 },
    { words: ['demain soir'], days: 1, evening: true },
    { words: ['après-demain', 'après demain', 'apres-demain', 'apres demain'], days: 2 },
  ],
  weekdayNames: [
    ['lundi', 'lundis'], ['mardi', 'mardis'], ['mercredi', 'mercredis'], ['jeudi', 'jeudis'], ['vendredi', 'vendredis'],
    ['samedi', 'samedis'], ['dimanche', 'dimanches'],
  ],
  weekdayAbbreviations: [['lun'], ['mar'], ['mer'], ['jeu'], ['ven'], ['sam'], ['dim']],
  weekdayTemplates: ['{weekday}', 'ce {weekday}'],
  nextWeekdayTemplates: ['{weekday} prochain', 'le {weekday} prochain', '{weekday} en huit'],
  nextWeek: ['la semaine prochaine', 'semaine prochaine'],
  inTemplates: ['dans {n} {unit}'],
  units: {
    day: ['jour', 'jours'],
    week: ['semaine', 'semaines'],
    month: ['mois'],
    year: ['an', 'ans', 'année', 'années'],
  },
  numbers: {
    un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  },
  timeTemplates: [
    '{time}h', '{time} h', 'à {time}h', 'à {time} h', 'a {time}h', 'vers {time}h', '{time}h{minute}', 'à {time}h{minute}',
    'vers {time}h{minute}', '{time} heures', 'à {time} heures', 'à {clock}',
  ],
  am: [],
  pm: [],
  namedTimes: [{ words: ['midi'], hour: 12 }, { words: ['minuit'], hour: 0 }],
  everyTemplates: ['chaque {unit}', 'tous les {unit}', 'toutes les {unit}', 'tous les {n} {unit}', 'toutes les {n} {unit}'],
  everyWeekdayTemplates: ['chaque {weekdays}', 'tous les {weekdays}', 'le {weekdays} de chaque semaine'],
  and: ['et', '&'],
  repeatPhrases: [
    { words: ['quotidiennement'], frequency: 'day' },
    { words: ['hebdomadairement'], frequency: 'week' },
    { words: ['mensuellement'], frequency: 'month' },
    { words: ['annuellement'], frequency: 'year' },
    { words: ['en semaine', 'les jours ouvrés', 'tous les jours ouvrés', 'chaque jour ouvré', 'du lundi au vendredi'], frequency: 'week', workdays: true },
  ],
  notAfter: ['après-', 'apres-'],
};
