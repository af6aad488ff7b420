import type { QuickAddLanguage } from '../language.js';

/**
 * Russian quick-add phrases, with the inflected forms a phrase needs: "в среду", "через 3 дня", "каждые 2 недели", "по
 * понедельникам". "в 3 раза" (threefold) is no time. "дня" (afternoon, "в 3 дня") is left out as an am/pm word because
 * it is also "days" ("отпуск 3 дня").
 */
export const ru: QuickAddLanguage = {
  spacedWords: true,
  monthNames: [
    ['января', 'январь', 'янв'], ['февраля', 'февраль', 'фев'], ['марта', 'март'], ['апреля', 'апрель', 'апр'], ['мая', 'май'],
    ['июня', 'июнь'], ['июля', 'июль'], ['августа', 'август', 'авг'], ['сентября', 'сентябрь', 'сен', 'сент'],
    ['октября', 'октябрь', 'окт'], ['ноября', 'ноябрь', 'ноя'], ['декабря', 'декабрь', 'дек'],
  ],
  dateTemplates: ['{day} {month}', '{day} {month} {year}', 'к {day} {month}', '{slashDate}', 'к {slashDate}'],
  priorityWords: { High: ['высокий', 'срочно', 'важно'], Normal: ['средний', 'обычный'], Low: ['низкий'] },
  relativeDays: [
    { words: ['сегодня'], days: 0 },
    { words: ['сегодня вечером', 'сегодня ночью', 'вечером сегодня'], days: 0, evening: true },
    { words: ['завтра', 'завтра утром'], days: 1 },
    { words: ['завтра вечером'], days: 1, evening: true },
    { words: ['послезавтра'], days: 2 },
  ],
  weekdayNames: [
    ['понедельник', 'понедельникам'], ['вторник', 'вторникам'], ['среда', 'среду', 'средам'], ['четверг', 'четвергам'],
    ['пятница', 'пятницу', 'пятницам'], ['суббота', 'субботу', 'субботам'], ['воскресенье', 'воскресеньям'],
  ],
  weekdayAbbreviations: [['пн'], ['вт'], ['ср'], ['чт'], ['пт'], ['сб'], ['вс']],
  weekdayTemplates: ['{weekday}', 'в {weekday}', 'во {weekday}', 'в этот {weekday}', 'в эту {weekday}', 'в это {weekday}'],
  nextWeekdayTemplates: [
    'в следующий {weekday}', 'в следующую {weekday}', 'в следующее {weekday}', 'следующий {weekday}', 'следующую {weekday}',
    'следующее {weekday}',
  ],
  nextWeek: ['на следующей неделе', 'на будущей неделе', 'следующая неделя'],
  inTemplates: ['через {n} {unit}', 'через {unit}'],
  units: {
    day: ['день', 'дня', 'дней'],
    week: ['неделя', 'неделю', 'недели', 'недель'],
    month: ['месяц', 'месяца', 'месяцев'],
    year: ['год', 'года', 'лет'],
  },
  numbers: {
    один: 1, одну: 1, два: 2, две: 2, пару: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8, девять: 9, десять: 10,
  },
  timeTemplates: ['в {time}', 'в {time} ч', 'в {time} час', 'в {time} часа', 'в {time} часов', 'к {clock}'],
  am: ['утра', 'ночи'],
  pm: ['вечера'],
  namedTimes: [{ words: ['полдень'], hour: 12 }, { words: ['полночь'], hour: 0 }],
  everyTemplates: ['каждый {unit}', 'каждую {unit}', 'каждое {unit}', 'каждые {n} {unit}', 'раз в {unit}', 'раз в {n} {unit}'],
  everyWeekdayTemplates: ['каждый {weekdays}', 'каждую {weekdays}', 'каждое {weekdays}', 'по {weekdays}'],
  and: ['и', '&'],
  repeatPhrases: [
    { words: ['ежедневно'], frequency: 'day' },
    { words: ['еженедельно'], frequency: 'week' },
    { words: ['ежемесячно'], frequency: 'month' },
    { words: ['ежегодно'], frequency: 'year' },
    { words: ['по будням', 'в будни', 'по рабочим дням', 'каждый будний день'], frequency: 'week', workdays: true },
  ],
  notBefore: ['раз', 'раза'],
};
