import { describe, expect, it } from 'vitest';
import type { DateOrder } from '../date-text.js';
import type { Language } from '../languages.js';
import { zonedInstant } from '../reminders/zoned-time.js';
import { type QuickAddOptions, parseQuickAdd } from './index.js';

const berlin = 'Europe/Berlin';
type Due = [year: number, month: number, day: number, hour?: number];
const instant = ([year, month, day, hour]: Due) => zonedInstant({ year, month, day, hour: hour ?? 0, minute: 0 }, berlin);
// Thursday 26 November 2026, 10:00 in Berlin; weeks start on Monday, so "next friday" is 4 December.
const now = instant([2026, 11, 26, 10]);

/** The text, the title left, the text of the date chip, and the due date (with its hour when a time is given). */
type DateCase = [text: string, title: string, chip: string, due: Due];

interface LanguageDates {
  order: DateOrder;
  dates: DateCase[];
  /** A day that does not exist, which stays in the title. */
  invalid: string;
}

const languages: Record<Language, LanguageDates> = {
  en: {
    order: 'MDY',
    dates: [
      ['Pay rent Dec 1', 'Pay rent', 'Dec 1', [2026, 12, 1]],
      ['Pay rent on December 1', 'Pay rent', 'on December 1', [2026, 12, 1]],
      ['Pay rent 1 December', 'Pay rent', '1 December', [2026, 12, 1]],
      ['Pay rent on the 1st of December', 'Pay rent', 'on the 1st of December', [2026, 12, 1]],
      ['Pay rent 12/1', 'Pay rent', '12/1', [2026, 12, 1]],
      ['Pay rent on 12/1/2027', 'Pay rent', 'on 12/1/2027', [2027, 12, 1]],
      ['Pay rent 2026-12-24', 'Pay rent', '2026-12-24', [2026, 12, 24]],
      ['Party Jan 3', 'Party', 'Jan 3', [2027, 1, 3]],
      ['Party Nov 26', 'Party', 'Nov 26', [2026, 11, 26]],
      ['Party Dec 31, 2027 at 9pm', 'Party', 'Dec 31, 2027', [2027, 12, 31, 21]],
      ['Call Ann tomorrow at 9', 'Call Ann', 'tomorrow', [2026, 11, 27, 9]],
      ['Meet next friday 3pm', 'Meet', 'next friday', [2026, 12, 4, 15]],
    ],
    invalid: 'Pay Feb 30',
  },
  de: {
    order: 'DMY',
    dates: [
      ['Miete zahlen am 1. Dezember', 'Miete zahlen', 'am 1. Dezember', [2026, 12, 1]],
      ['Miete zahlen 1. Dez', 'Miete zahlen', '1. Dez', [2026, 12, 1]],
      ['Miete zahlen 1/12', 'Miete zahlen', '1/12', [2026, 12, 1]],
      ['Feier 3. Januar', 'Feier', '3. Januar', [2027, 1, 3]],
      ['Feier am 31. Dezember 2027 um 21 Uhr', 'Feier', 'am 31. Dezember 2027', [2027, 12, 31, 21]],
      ['Mama anrufen morgen um 9', 'Mama anrufen', 'morgen', [2026, 11, 27, 9]],
      ['Treffen nächsten Freitag 15 Uhr', 'Treffen', 'nächsten Freitag', [2026, 12, 4, 15]],
    ],
    invalid: 'Miete 30. Februar',
  },
  es: {
    order: 'DMY',
    dates: [
      ['Pagar alquiler el 1 de diciembre', 'Pagar alquiler', 'el 1 de diciembre', [2026, 12, 1]],
      ['Pagar alquiler 1 dic', 'Pagar alquiler', '1 dic', [2026, 12, 1]],
      ['Pagar alquiler 1/12', 'Pagar alquiler', '1/12', [2026, 12, 1]],
      ['Fiesta 3 de enero', 'Fiesta', '3 de enero', [2027, 1, 3]],
      ['Fiesta el 31 de diciembre de 2027 a las 21', 'Fiesta', 'el 31 de diciembre de 2027', [2027, 12, 31, 21]],
      ['Llamar a Ana mañana a las 9', 'Llamar a Ana', 'mañana', [2026, 11, 27, 9]],
      ['Reunión el próximo viernes a las 3 de la tarde', 'Reunión', 'el próximo viernes', [2026, 12, 4, 15]],
    ],
    invalid: 'Pagar 30 de febrero',
  },
  fr: {
    order: 'DMY',
    dates: [
      ['Payer le loyer le 1er décembre', 'Payer le loyer', 'le 1er décembre', [2026, 12, 1]],
      ['Payer le loyer 1 déc', 'Payer le loyer', '1 déc', [2026, 12, 1]],
      ['Payer le loyer 1/12', 'Payer le loyer', '1/12', [2026, 12, 1]],
      ['Fête 3 janvier', 'Fête', '3 janvier', [2027, 1, 3]],
      ['Fête le 31 décembre 2027 à 21h', 'Fête', 'le 31 décembre 2027', [2027, 12, 31, 21]],
      ['Appeler Ann demain à 9h', 'Appeler Ann', 'demain', [2026, 11, 27, 9]],
      ['Réunion vendredi prochain 15h', 'Réunion', 'vendredi prochain', [2026, 12, 4, 15]],
    ],
    invalid: 'Payer 30 février',
  },
  it: {
    order: 'DMY',
    dates: [
      ['Pagare affitto il 1 dicembre', 'Pagare affitto', 'il 1 dicembre', [2026, 12, 1]],
      ["Pagare affitto l'8 dicembre", 'Pagare affitto', "l'8 dicembre", [2026, 12, 8]],
      ['Pagare affitto 1/12', 'Pagare affitto', '1/12', [2026, 12, 1]],
      ['Festa 3 gennaio', 'Festa', '3 gennaio', [2027, 1, 3]],
      ['Festa il 31 dicembre 2027 alle 21', 'Festa', 'il 31 dicembre 2027', [2027, 12, 31, 21]],
      ['Chiamare Anna domani alle 9', 'Chiamare Anna', 'domani', [2026, 11, 27, 9]],
      ['Riunione venerdì prossimo alle 15', 'Riunione', 'venerdì prossimo', [2026, 12, 4, 15]],
    ],
    invalid: 'Pagare 30 febbraio',
  },
  'pt-BR': {
    order: 'DMY',
    dates: [
      ['Pagar aluguel dia 1 de dezembro', 'Pagar aluguel', 'dia 1 de dezembro', [2026, 12, 1]],
      ['Pagar aluguel 1º de dezembro', 'Pagar aluguel', '1º de dezembro', [2026, 12, 1]],
      ['Pagar aluguel 1/12', 'Pagar aluguel', '1/12', [2026, 12, 1]],
      ['Festa 3 de janeiro', 'Festa', '3 de janeiro', [2027, 1, 3]],
      ['Festa em 31 de dezembro de 2027 às 21h', 'Festa', 'em 31 de dezembro de 2027', [2027, 12, 31, 21]],
      ['Ligar para Ana amanhã às 9', 'Ligar para Ana', 'amanhã', [2026, 11, 27, 9]],
      ['Reunião na próxima sexta às 15h', 'Reunião', 'na próxima sexta', [2026, 12, 4, 15]],
    ],
    invalid: 'Pagar 30 de fevereiro',
  },
  ru: {
    order: 'DMY',
    dates: [
      ['Оплатить аренду 1 декабря', 'Оплатить аренду', '1 декабря', [2026, 12, 1]],
      ['Оплатить аренду к 1 декабря', 'Оплатить аренду', 'к 1 декабря', [2026, 12, 1]],
      ['Оплатить аренду 1/12', 'Оплатить аренду', '1/12', [2026, 12, 1]],
      ['Праздник 3 января', 'Праздник', '3 января', [2027, 1, 3]],
      ['Праздник 31 декабря 2027 в 21', 'Праздник', '31 декабря 2027', [2027, 12, 31, 21]],
      ['Позвонить Анне завтра в 9', 'Позвонить Анне', 'завтра', [2026, 11, 27, 9]],
      ['Встреча в следующую пятницу в 15', 'Встреча', 'в следующую пятницу', [2026, 12, 4, 15]],
    ],
    invalid: 'Оплатить 30 февраля',
  },
  ja: {
    order: 'MDY',
    dates: [
      ['12月1日に家賃を払う', '家賃を払う', '12月1日に', [2026, 12, 1]],
      ['12/1 家賃を払う', '家賃を払う', '12/1', [2026, 12, 1]],
      ['1月3日パーティー', 'パーティー', '1月3日', [2027, 1, 3]],
      ['2027年12月31日21時にパーティー', 'パーティー', '2027年12月31日', [2027, 12, 31, 21]],
      ['明日9時に母に電話', '母に電話', '明日', [2026, 11, 27, 9]],
      ['来週の金曜日午後3時に会議', '会議', '来週の金曜日', [2026, 12, 4, 15]],
    ],
    invalid: '2月30日に払う',
  },
  ko: {
    order: 'MDY',
    dates: [
      ['12월 1일에 월세 내기', '월세 내기', '12월 1일에', [2026, 12, 1]],
      ['12/1 월세 내기', '월세 내기', '12/1', [2026, 12, 1]],
      ['1월 3일 파티', '파티', '1월 3일', [2027, 1, 3]],
      ['2027년 12월 31일 오후 9시 파티', '파티', '2027년 12월 31일', [2027, 12, 31, 21]],
      ['내일 오전 9시에 엄마한테 전화', '엄마한테 전화', '내일', [2026, 11, 27, 9]],
      ['다음 주 금요일 오후 3시 회의', '회의', '다음 주 금요일', [2026, 12, 4, 15]],
    ],
    invalid: '2월 30일 납부',
  },
  'zh-CN': {
    order: 'MDY',
    dates: [
      ['12月1日交房租', '交房租', '12月1日', [2026, 12, 1]],
      ['12/1 交房租', '交房租', '12/1', [2026, 12, 1]],
      ['1月3号聚会', '聚会', '1月3号', [2027, 1, 3]],
      ['2027年12月31日晚上9点聚会', '聚会', '2027年12月31日', [2027, 12, 31, 21]],
      ['明天上午9点给妈妈打电话', '给妈妈打电话', '明天', [2026, 11, 27, 9]],
      ['下周五下午3点开会', '开会', '下周五', [2026, 12, 4, 15]],
    ],
    invalid: '2月30日交房租',
  },
};

describe.each(Object.entries(languages))('parseQuickAdd dates: %s', (language, { order, dates, invalid }) => {
  const options: QuickAddOptions = { now, timeZone: berlin, weekStart: 1, language: language as Language, dateOrder: order };

  it.each(dates)('%s', (text, title, chip, due) => {
    const result = parseQuickAdd(text, options);
    expect(result.title).toBe(title);
    expect(result.dueDate).toBe(instant(due));
    expect(result.allDay).toBe(due[3] === undefined);
    const date = result.pieces.find((piece) => piece.kind === 'date');
    expect(date && text.slice(date.start, date.end)).toBe(chip);
    expect(date?.value).toEqual({ year: due[0], month: due[1], day: due[2] });
  });

  it(`does not read ${invalid}`, () => {
    expect(parseQuickAdd(invalid, options)).toMatchObject({ title: invalid, pieces: [] });
  });
});

describe('parseQuickAdd: slashed dates follow the date order', () => {
  const base: QuickAddOptions = { now, timeZone: berlin, weekStart: 1 };
  it.each<[string, DateOrder, Due]>([
    ['Pay 12/1', 'MDY', [2026, 12, 1]],
    ['Pay 12/1', 'DMY', [2027, 1, 12]],
    ['Pay 1/12', 'DMY', [2026, 12, 1]],
    ['Pay 1/12', 'MDY', [2027, 1, 12]],
    // Only one order is a real day.
    ['Pay 28/11', 'MDY', [2026, 11, 28]],
    ['Pay 11/28', 'DMY', [2026, 11, 28]],
    ['Pay 1/12/27', 'DMY', [2027, 12, 1]],
    ['Pay 2027/1/12', 'DMY', [2027, 1, 12]],
  ])('%s (%s)', (text, dateOrder, due) => {
    expect(parseQuickAdd(text, { ...base, dateOrder })).toMatchObject({ title: 'Pay', dueDate: instant(due), allDay: true });
  });

  it('reads month-day-year when no order is given', () => {
    expect(parseQuickAdd('Pay 12/1', base).dueDate).toBe(instant([2026, 12, 1]));
  });

  it.each(['Room 12/40', 'Read 1/2/3/4', 'Version 1.2/3', 'Pay 13/13', 'Pay 0/5'])('%s stays the title', (text) => {
    expect(parseQuickAdd(text, base)).toMatchObject({ title: text, pieces: [] });
  });

  it('places 29 February on the next leap year when none is given', () => {
    expect(parseQuickAdd('Party Feb 29', base).dueDate).toBe(instant([2028, 2, 29]));
    expect(parseQuickAdd('Party Feb 29 2027', base)).toMatchObject({ title: 'Party Feb 29 2027', pieces: [] });
  });
});
