import type { QuickAddLanguage } from '../language.js';

/**
 * Spanish quick-add phrases. "mañana" is tomorrow, except after "la", "esta" or "cada" ("por la mañana", "9 de la
 * mañana", "esta mañana"), where it is the morning. Short weekday names are left out: "mar" is the sea, "dom" a name.
 */
export const es: QuickAddLanguage = {
  spacedWords: true,
  monthNames: [
    ['enero', 'ene'], ['febrero', 'feb'], ['marzo'], ['abril', 'abr'], ['mayo'], ['junio', 'jun'], ['julio', 'jul'],
    ['agosto', 'ago'], ['septiembre', 'setiembre', 'sept'], ['octubre', 'oct'], ['noviembre', 'nov'], ['diciembre', 'dic'],
  ],
  dateTemplates: [
    '{day} de {month}', 'el {day} de {month}', '{day} de {month} de {year}', 'el {day} de {month} de {year}', '{day} {month}',
    'el {day} {month}', '{slashDate}', 'el {slashDate}',
  ],
  ordinalSuffixes: ['º', '°'],
  priorityWords: { High: ['alta', 'urgente'], Normal: ['media'], Low: ['baja'] },
  relativeDays: [
    { words: ['hoy'], days: 0 },
    { words: ['esta noche', 'hoy en la noche', 'hoy por la noche', 'hoy a la noche'], days: 0, evening: true },
    { words: ['mañana', 'manana', 'mañana por la mañana', 'mañana en la mañana'], days: 1 },
    { words: ['mañana por la noche', 'mañana en la noche'], days: 1, evening: true },
    { words: ['pasado mañana', 'pasado manana'], days: 2 },
  ],
  weekdayNames: [
    ['lunes'], ['martes'], ['miércoles', 'miercoles'], ['jueves'], ['viernes'], ['sábado', 'sabado', 'sábados', 'sabados'],
    ['domingo', 'domingos'],
  ],
  weekdayAbbreviations: [[], [], [], [], [], [], []],
  weekdayTemplates: ['{weekday}', 'el {weekday}', 'este {weekday}'],
  nextWeekdayTemplates: [
    'el próximo {weekday}', 'próximo {weekday}', 'el proximo {weekday}', 'proximo {weekday}', 'el {weekday} que viene',
    '{weekday} que viene', 'el {weekday} próximo',
  ],
  nextWeek: [
    'la próxima semana', 'próxima semana', 'la proxima semana', 'proxima semana', 'la semana que viene', 'semana que viene',
    'la semana próxima',
  ],
  inTemplates: ['en {n} {unit}', 'dentro de {n} {unit}'],
  units: {
    day: ['día', 'días', 'dia', 'dias'],
    week: ['semana', 'semanas'],
    month: ['mes', 'meses'],
    year: ['año', 'años'],
  },
  numbers: {
    un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  },
  timeTemplates: ['a las {time}', 'a la {time}', 'a {clock}', '{time} h', 'a las {time} h', '{time} horas', 'a las {time} horas'],
  am: ['de la mañana', 'de la manana', 'am', 'a. m.', 'a.m.'],
  pm: ['de la tarde', 'de la noche', 'pm', 'p. m.', 'p.m.'],
  namedTimes: [{ words: ['mediodía', 'mediodia'], hour: 12 }, { words: ['medianoche'], hour: 0 }],
  everyTemplates: ['cada {unit}', 'cada {n} {unit}', 'todos los {unit}', 'todas las {unit}', 'todos los {n} {unit}'],
  everyWeekdayTemplates: ['cada {weekdays}', 'todos los {weekdays}'],
  and: ['y', 'e', '&'],
  repeatPhrases: [
    { words: ['diariamente', 'a diario'], frequency: 'day' },
    { words: ['semanalmente'], frequency: 'week' },
    { words: ['quincenalmente'], frequency: 'week', interval: 2 },
    { words: ['mensualmente'], frequency: 'month' },
    { words: ['anualmente'], frequency: 'year' },
    {
      words: ['entre semana', 'de lunes a viernes', 'días laborables', 'todos los días laborables', 'cada día laborable', 'dias laborables'],
      frequency: 'week', workdays: true,
    },
  ],
  notAfter: ['la', 'esta', 'cada', 'toda la'],
};
