import type { QuickAddLanguage } from '../language.js';

/**
 * Brazilian Portuguese quick-add phrases. The short weekday names ("segunda", "quinta") are also ordinals ("segunda
 * via", "quinta vez"), so they count only inside a phrase ("na segunda", "toda quinta"); the full "-feira" names stand
 * alone. "as" without the accent is an article ("as 3 crianças"), so it takes only a clock time ("as 9:30").
 */
export const ptBR: QuickAddLanguage = {
  spacedWords: true,
  monthNames: [
    ['janeiro', 'jan'], ['fevereiro', 'fev'], ['março', 'marco'], ['abril', 'abr'], ['maio'], ['junho', 'jun'], ['julho', 'jul'],
    ['agosto', 'ago'], ['setembro', 'set'], ['outubro', 'out'], ['novembro', 'nov'], ['dezembro', 'dez'],
  ],
  dateTemplates: [
    '{day} de {month}', 'dia {day} de {month}', 'em {day} de {month}', 'no dia {day} de {month}', '{day} de {month} de {year}',
    'dia {day} de {month} de {year}', 'em {day} de {month} de {year}', '{slashDate}', 'dia {slashDate}', 'em {slashDate}',
    'no dia {slashDate}',
  ],
  ordinalSuffixes: ['º', '°'],
  priorityWords: { High: ['alta', 'urgente'], Normal: ['média', 'media'], Low: ['baixa'] },
  relativeDays: [
    { words: ['hoje'], days: 0 },
    { words: ['hoje à noite', 'hoje a noite', 'esta noite', 'essa noite'], days: 0, evening: true },
    { words: ['amanhã', 'amanha', 'amanhã de manhã', 'amanha de manha'], days: 1 },
    { words: ['amanhã à noite', 'amanha a noite'], days: 1, evening: true },
    { words: ['depois de amanhã', 'depois de amanha'], days: 2 },
  ],
  weekdayNames: [
    ['segunda-feira', 'segunda feira', 'segundas-feiras'], ['terça-feira', 'terça feira', 'terca-feira', 'terças-feiras'],
    ['quarta-feira', 'quarta feira', 'quartas-feiras'], ['quinta-feira', 'quinta feira', 'quintas-feiras'],
    ['sexta-feira', 'sexta feira', 'sextas-feiras'], ['sábado', 'sabado', 'sábados', 'sabados'], ['domingo', 'domingos'],
  ],
  weekdayAbbreviations: [
    ['segunda', 'segundas'], ['terça', 'terca', 'terças'], ['quarta', 'quartas'], ['quinta', 'quintas'], ['sexta', 'sextas'], [], [],
  ],
  weekdayTemplates: ['{weekday}', 'na {weekday}', 'no {weekday}', 'nesta {weekday}', 'neste {weekday}', 'essa {weekday}'],
  nextWeekdayTemplates: [
    'próxima {weekday}', 'proxima {weekday}', 'na próxima {weekday}', 'na proxima {weekday}', 'próximo {weekday}',
    'no próximo {weekday}', 'no proximo {weekday}', '{weekday} que vem', 'na {weekday} que vem', 'no {weekday} que vem',
  ],
  nextWeek: ['semana que vem', 'na semana que vem', 'próxima semana', 'proxima semana', 'na próxima semana', 'na proxima semana'],
  inTemplates: ['em {n} {unit}', 'daqui a {n} {unit}', 'dentro de {n} {unit}'],
  units: {
    day: ['dia', 'dias'],
    week: ['semana', 'semanas'],
    month: ['mês', 'mes', 'meses'],
    year: ['ano', 'anos'],
  },
  numbers: {
    um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
  },
  timeTemplates: [
    'às {time}', 'às {time}h', 'as {time}h', '{time}h', '{time}h{minute}', 'às {time}h{minute}', 'as {time}h{minute}',
    '{time} horas', 'às {time} horas', 'as {clock}', 'ao {clock}',
  ],
  am: ['da manhã', 'da manha'],
  pm: ['da tarde', 'da noite'],
  namedTimes: [{ words: ['meio-dia', 'meio dia'], hour: 12 }, { words: ['meia-noite', 'meia noite'], hour: 0 }],
  everyTemplates: [
    'todo {unit}', 'toda {unit}', 'todos os {unit}', 'todas as {unit}', 'a cada {unit}', 'a cada {n} {unit}', 'cada {n} {unit}',
  ],
  everyWeekdayTemplates: ['toda {weekdays}', 'todo {weekdays}', 'todas as {weekdays}', 'todos os {weekdays}', 'às {weekdays}', 'aos {weekdays}'],
  and: ['e', '&'],
  repeatPhrases: [
    { words: ['diariamente'], frequency: 'day' },
    { words: ['semanalmente'], frequency: 'week' },
    { words: ['quinzenalmente'], frequency: 'week', interval: 2 },
    { words: ['mensalmente'], frequency: 'month' },
    { words: ['anualmente'], frequency: 'year' },
    {
      words: ['dias úteis', 'dias uteis', 'em dias úteis', 'todo dia útil', 'todos os dias úteis', 'de segunda a sexta'],
      frequency: 'week', workdays: true,
    },
  ],
};
