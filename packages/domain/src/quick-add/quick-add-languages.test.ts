import { describe, expect, it } from 'vitest';
import type { Language } from '../languages.js';
import { wallClock, zonedInstant } from '../reminders/zoned-time.js';
import { type QuickAddOptions, type QuickAddResult, parseQuickAdd } from './index.js';

/** The schedule fields of a result, the ones these tables are about (markers and pieces have their own tests). */
const scheduleOf = ({ title, dueDate, allDay, rule }: QuickAddResult) =>
  ({ title, allDay, ...(dueDate === undefined ? {} : { dueDate }), ...(rule ? { rule } : {}) });

const berlin = 'Europe/Berlin';
const at = (month: number, day: number, hour?: number, minute?: number) =>
  zonedInstant({ year: 2026, month, day, hour: hour ?? 0, minute: minute ?? 0 }, berlin);
// Wednesday 10 June 2026, 10:00 in Berlin; weeks start on Monday.
const now = at(6, 10, 10);
/** A due date given without a time is local midnight, which reads as all-day. */
const allDay = (due: number) => {
  const { hour, minute } = wallClock(due, berlin);
  return hour === 0 && minute === 0;
};

type DateCase = [text: string, title: string, due: number];
type RepeatCase = [text: string, title: string, due: number, rule: Record<string, unknown>];
interface LanguageCases {
  dates: DateCase[];
  repeats: RepeatCase[];
  /** Text with no phrase in it, or with a word a phrase must not be read from. */
  plain: string[];
}

const daily = { frequency: 'day', interval: 1 };
const weekly = { frequency: 'week', interval: 1 };
const monthly = { frequency: 'month', interval: 1, monthType: 'ON_DATE' };
const yearly = { frequency: 'year', interval: 1 };
const everyTwoWeeks = { frequency: 'week', interval: 2 };
const workdays = { frequency: 'week', interval: 1, weekdays: [1, 2, 3, 4, 5] };
const mondays = { frequency: 'week', interval: 1, weekdays: [1] };
const mondaysAndThursdays = { frequency: 'week', interval: 1, weekdays: [1, 4] };

const languages: Partial<Record<Language, LanguageCases>> = {
  es: {
    dates: [
      ['Comprar leche hoy', 'Comprar leche', at(6, 10)],
      ['Llamar a mamá mañana', 'Llamar a mamá', at(6, 11)],
      ['Llamar a mamá mañana a las 9', 'Llamar a mamá', at(6, 11, 9)],
      ['Cine esta noche', 'Cine', at(6, 10, 20)],
      ['Informe pasado mañana', 'Informe', at(6, 12)],
      ['Dentista el viernes', 'Dentista', at(6, 12)],
      ['Dentista el próximo viernes', 'Dentista', at(6, 19)],
      ['Planificar la semana que viene', 'Planificar', at(6, 15)],
      ['Renovar pasaporte en 3 días', 'Renovar pasaporte', at(6, 13)],
      ['Renovar pasaporte dentro de dos semanas', 'Renovar pasaporte', at(6, 24)],
      ['Pagar impuestos en un mes', 'Pagar impuestos', at(7, 10)],
      ['Reunión a las 17:30', 'Reunión', at(6, 10, 17, 30)],
      ['Correr mañana a las 7 de la mañana', 'Correr', at(6, 11, 7)],
      ['Llamar a Ana a las 5 de la tarde', 'Llamar a Ana', at(6, 10, 17)],
      ['Comer con Bo a mediodía', 'Comer con Bo', at(6, 10, 12)],
      ['Renovar DNI en 2 años', 'Renovar DNI', zonedInstant({ year: 2028, month: 6, day: 10, hour: 0, minute: 0 }, berlin)],
    ],
    repeats: [
      ['Gimnasio cada lunes a las 8', 'Gimnasio', at(6, 15, 8), mondays],
      ['Regar plantas todos los días', 'Regar plantas', at(6, 10), daily],
      ['Revisión cada 2 semanas', 'Revisión', at(6, 10), everyTwoWeeks],
      ['Pagar alquiler cada mes', 'Pagar alquiler', at(6, 10), monthly],
      ['Yoga todos los lunes y jueves', 'Yoga', at(6, 11), mondaysAndThursdays],
      ['Reunión diaria de lunes a viernes a las 9:30', 'Reunión diaria', at(6, 11, 9, 30), workdays],
    ],
    plain: ['Correr por la mañana', 'Café esta mañana con Luis', 'Ver el mar', 'Comprar 9 huevos', 'Llamar a las 25:00'],
  },
  fr: {
    dates: [
      ["Acheter du lait aujourd'hui", 'Acheter du lait', at(6, 10)],
      ['Appeler maman demain', 'Appeler maman', at(6, 11)],
      ['Appeler maman demain à 9h', 'Appeler maman', at(6, 11, 9)],
      ['Cinéma ce soir', 'Cinéma', at(6, 10, 20)],
      ['Rapport après-demain', 'Rapport', at(6, 12)],
      ['Dentiste vendredi', 'Dentiste', at(6, 12)],
      ['Dentiste vendredi prochain', 'Dentiste', at(6, 19)],
      ['Planifier la semaine prochaine', 'Planifier', at(6, 15)],
      ['Renouveler passeport dans 3 jours', 'Renouveler passeport', at(6, 13)],
      ['Renouveler passeport dans une semaine', 'Renouveler passeport', at(6, 17)],
      ['Payer impôts dans 1 mois', 'Payer impôts', at(7, 10)],
      ['Réunion à 14h30', 'Réunion', at(6, 10, 14, 30)],
      ['Réunion à 17:30', 'Réunion', at(6, 10, 17, 30)],
      ['Déjeuner avec Bo à midi', 'Déjeuner avec Bo', at(6, 10, 12)],
    ],
    repeats: [
      ['Sport chaque lundi à 8h', 'Sport', at(6, 15, 8), mondays],
      ['Arroser les plantes tous les jours', 'Arroser les plantes', at(6, 10), daily],
      ['Bilan toutes les 2 semaines', 'Bilan', at(6, 10), everyTwoWeeks],
      ['Payer le loyer tous les mois', 'Payer le loyer', at(6, 10), monthly],
      ['Yoga tous les lundis et jeudis', 'Yoga', at(6, 11), mondaysAndThursdays],
      ['Point en semaine à 9h30', 'Point', at(6, 11, 9, 30), workdays],
    ],
    plain: ['Table à 4 personnes', 'Réunion cet après-midi', 'Acheter 9 œufs', 'Demandes du marché'],
  },
  it: {
    dates: [
      ['Comprare il latte oggi', 'Comprare il latte', at(6, 10)],
      ['Chiamare la mamma domani', 'Chiamare la mamma', at(6, 11)],
      ['Chiamare la mamma domani alle 9', 'Chiamare la mamma', at(6, 11, 9)],
      ['Cinema stasera', 'Cinema', at(6, 10, 20)],
      ['Relazione dopodomani', 'Relazione', at(6, 12)],
      ['Dentista venerdì', 'Dentista', at(6, 12)],
      ['Dentista venerdi prossimo', 'Dentista', at(6, 19)],
      ['Pianificare la prossima settimana', 'Pianificare', at(6, 15)],
      ['Rinnovare passaporto tra 3 giorni', 'Rinnovare passaporto', at(6, 13)],
      ['Rinnovare passaporto fra due settimane', 'Rinnovare passaporto', at(6, 24)],
      ['Pagare le tasse tra un mese', 'Pagare le tasse', at(7, 10)],
      ['Riunione alle 17:30', 'Riunione', at(6, 10, 17, 30)],
      ['Chiamare Anna alle 3 del pomeriggio', 'Chiamare Anna', at(6, 10, 15)],
      ['Pranzo con Bo a mezzogiorno', 'Pranzo con Bo', at(6, 10, 12)],
    ],
    repeats: [
      ['Palestra ogni lunedì alle 8', 'Palestra', at(6, 15, 8), mondays],
      ['Innaffiare le piante tutti i giorni', 'Innaffiare le piante', at(6, 10), daily],
      ['Revisione ogni 2 settimane', 'Revisione', at(6, 10), everyTwoWeeks],
      ["Pagare l'affitto ogni mese", "Pagare l'affitto", at(6, 10), monthly],
      ['Yoga ogni lunedì e giovedì', 'Yoga', at(6, 11), mondaysAndThursdays],
      ['Riunione nei giorni feriali alle 9:30', 'Riunione', at(6, 11, 9, 30), workdays],
    ],
    plain: ['Sei pronto?', 'Comprare 9 uova', 'Vacanze al mare', 'Domandare a Luca'],
  },
  'pt-BR': {
    dates: [
      ['Comprar leite hoje', 'Comprar leite', at(6, 10)],
      ['Ligar para a mãe amanhã', 'Ligar para a mãe', at(6, 11)],
      ['Ligar para a mãe amanhã às 9', 'Ligar para a mãe', at(6, 11, 9)],
      ['Cinema hoje à noite', 'Cinema', at(6, 10, 20)],
      ['Relatório depois de amanhã', 'Relatório', at(6, 12)],
      ['Dentista na sexta', 'Dentista', at(6, 12)],
      ['Dentista sexta-feira que vem', 'Dentista', at(6, 19)],
      ['Planejar semana que vem', 'Planejar', at(6, 15)],
      ['Renovar passaporte em 3 dias', 'Renovar passaporte', at(6, 13)],
      ['Renovar passaporte daqui a duas semanas', 'Renovar passaporte', at(6, 24)],
      ['Pagar imposto em um mês', 'Pagar imposto', at(7, 10)],
      ['Reunião às 14h30', 'Reunião', at(6, 10, 14, 30)],
      ['Reunião às 17:30', 'Reunião', at(6, 10, 17, 30)],
      ['Almoço com Bo ao meio-dia', 'Almoço com Bo', at(6, 10, 12)],
    ],
    repeats: [
      ['Academia toda segunda às 8h', 'Academia', at(6, 15, 8), mondays],
      ['Regar as plantas todos os dias', 'Regar as plantas', at(6, 10), daily],
      ['Revisão a cada 2 semanas', 'Revisão', at(6, 10), everyTwoWeeks],
      ['Pagar aluguel todo mês', 'Pagar aluguel', at(6, 10), monthly],
      ['Ioga às segundas e quintas', 'Ioga', at(6, 11), mondaysAndThursdays],
      ['Daily de segunda a sexta às 9:30', 'Daily', at(6, 11, 9, 30), workdays],
    ],
    plain: ['Pagar segunda via do boleto', 'Buscar as 3 crianças', 'Comprar 9 ovos', 'Ler a quinta parte'],
  },
  ru: {
    dates: [
      ['Купить молоко сегодня', 'Купить молоко', at(6, 10)],
      ['Позвонить маме завтра', 'Позвонить маме', at(6, 11)],
      ['Позвонить маме завтра в 9', 'Позвонить маме', at(6, 11, 9)],
      ['Кино сегодня вечером', 'Кино', at(6, 10, 20)],
      ['Отчёт послезавтра', 'Отчёт', at(6, 12)],
      ['Стоматолог в пятницу', 'Стоматолог', at(6, 12)],
      ['Стоматолог во вторник', 'Стоматолог', at(6, 16)],
      ['Стоматолог в следующую пятницу', 'Стоматолог', at(6, 19)],
      ['Спланировать на следующей неделе', 'Спланировать', at(6, 15)],
      ['Продлить паспорт через 3 дня', 'Продлить паспорт', at(6, 13)],
      ['Продлить паспорт через неделю', 'Продлить паспорт', at(6, 17)],
      ['Заплатить налог через 2 месяца', 'Заплатить налог', at(8, 10)],
      ['Встреча в 17:30', 'Встреча', at(6, 10, 17, 30)],
      ['Позвонить Анне в 11 вечера', 'Позвонить Анне', at(6, 10, 23)],
      ['Обед с Борей в полдень', 'Обед с Борей', at(6, 10, 12)],
    ],
    repeats: [
      ['Спортзал каждый понедельник в 8', 'Спортзал', at(6, 15, 8), mondays],
      ['Поливать цветы каждый день', 'Поливать цветы', at(6, 10), daily],
      ['Обзор каждые 2 недели', 'Обзор', at(6, 10), everyTwoWeeks],
      ['Платить за квартиру ежемесячно', 'Платить за квартиру', at(6, 10), monthly],
      ['Йога по понедельникам и четвергам', 'Йога', at(6, 11), mondaysAndThursdays],
      ['Планёрка по будням в 9:30', 'Планёрка', at(6, 11, 9, 30), workdays],
      ['Техосмотр раз в год', 'Техосмотр', at(6, 10), yearly],
    ],
    plain: ['Сократить расходы в 2 раза', 'Отпуск 3 дня', 'Купить 9 яиц', 'Средства на ремонт'],
  },
  ja: {
    dates: [
      ['今日牛乳を買う', '牛乳を買う', at(6, 10)],
      ['明日母に電話', '母に電話', at(6, 11)],
      ['明日9時に母に電話', '母に電話', at(6, 11, 9)],
      ['今夜映画', '映画', at(6, 10, 20)],
      ['あさって報告書', '報告書', at(6, 12)],
      ['金曜日に歯医者', '歯医者', at(6, 12)],
      ['来週の金曜日に歯医者', '歯医者', at(6, 19)],
      ['来週計画を立てる', '計画を立てる', at(6, 15)],
      ['3日後にパスポート更新', 'パスポート更新', at(6, 13)],
      ['二週間後にパスポート更新', 'パスポート更新', at(6, 24)],
      ['1ヶ月後に税金を払う', '税金を払う', at(7, 10)],
      ['会議 午後3時', '会議', at(6, 10, 15)],
      ['会議 17:30', '会議', at(6, 10, 17, 30)],
      ['会議 明日9時半', '会議', at(6, 11, 9, 30)],
      ['会議 14時15分', '会議', at(6, 10, 14, 15)],
    ],
    repeats: [
      ['毎週月曜日8時にジム', 'ジム', at(6, 15, 8), mondays],
      ['毎日植物に水やり', '植物に水やり', at(6, 10), daily],
      ['2週間ごとに振り返り', '振り返り', at(6, 10), everyTwoWeeks],
      ['毎月家賃を払う', '家賃を払う', at(6, 10), monthly],
      ['毎週月曜と木曜にヨガ', 'ヨガ', at(6, 11), mondaysAndThursdays],
      ['平日9:30に朝会', '朝会', at(6, 11, 9, 30), workdays],
      ['隔週で定例', 'で定例', at(6, 10), everyTwoWeeks],
      // 日 is no short Sunday: the week repeats, 日本語 stays.
      ['毎週日本語の勉強', '日本語の勉強', at(6, 10), weekly],
    ],
    plain: ['2時間勉強する', '3月後半の旅行', '卵を9個買う', 'きょうだいに連絡'],
  },
  ko: {
    dates: [
      ['오늘 우유 사기', '우유 사기', at(6, 10)],
      ['내일 엄마한테 전화', '엄마한테 전화', at(6, 11)],
      ['내일 오전 9시에 엄마한테 전화', '엄마한테 전화', at(6, 11, 9)],
      ['오늘 밤 영화', '영화', at(6, 10, 20)],
      ['모레 보고서 제출', '보고서 제출', at(6, 12)],
      ['금요일에 치과', '치과', at(6, 12)],
      ['다음 주 금요일 치과', '치과', at(6, 19)],
      ['다음 주 계획 세우기', '계획 세우기', at(6, 15)],
      ['3일 후 여권 갱신', '여권 갱신', at(6, 13)],
      ['일주일 후 여권 갱신', '여권 갱신', at(6, 17)],
      ['한 달 뒤 세금 납부', '세금 납부', at(7, 10)],
      ['회의 오후 3시', '회의', at(6, 10, 15)],
      ['회의 17:30', '회의', at(6, 10, 17, 30)],
      ['보고서 내일까지', '보고서', at(6, 11)],
      ['회의 내일 9시 반', '회의', at(6, 11, 9, 30)],
    ],
    repeats: [
      ['매주 월요일 8시 헬스', '헬스', at(6, 15, 8), mondays],
      ['매일 화분에 물 주기', '화분에 물 주기', at(6, 10), daily],
      ['2주마다 회고', '회고', at(6, 10), everyTwoWeeks],
      ['매달 월세 내기', '월세 내기', at(6, 10), monthly],
      ['매주 월요일과 목요일 요가', '요가', at(6, 11), mondaysAndThursdays],
      ['평일 9:30 스탠드업', '스탠드업', at(6, 11, 9, 30), workdays],
      ['매년 건강검진', '건강검진', at(6, 10), yearly],
      // 일 is no short Sunday: the week repeats, 일 (work) stays.
      ['매주 일 정리', '일 정리', at(6, 10), weekly],
      ['매주 금요일마다 회식', '회식', at(6, 12), { frequency: 'week', interval: 1, weekdays: [5] }],
    ],
    plain: ['3시간 공부하기', '계란 9개 사기', '오늘의집 앱 정리', '모래 사기'],
  },
  'zh-CN': {
    dates: [
      ['今天买牛奶', '买牛奶', at(6, 10)],
      ['明天给妈妈打电话', '给妈妈打电话', at(6, 11)],
      ['明天上午9点给妈妈打电话', '给妈妈打电话', at(6, 11, 9)],
      ['今晚看电影', '看电影', at(6, 10, 20)],
      ['后天交报告', '交报告', at(6, 12)],
      ['周五看牙医', '看牙医', at(6, 12)],
      ['下周五看牙医', '看牙医', at(6, 19)],
      ['下周做计划', '做计划', at(6, 15)],
      ['3天后续签护照', '续签护照', at(6, 13)],
      ['两周后续签护照', '续签护照', at(6, 24)],
      ['一个月后交税', '交税', at(7, 10)],
      ['下午3点开会', '开会', at(6, 10, 15)],
      ['17:30开会', '开会', at(6, 10, 17, 30)],
      ['明天9点半开会', '开会', at(6, 11, 9, 30)],
      ['明天的会议', '会议', at(6, 11)],
      // 一起 is "together": next week, not next Monday.
      ['下周一起吃饭', '一起吃饭', at(6, 15)],
    ],
    repeats: [
      ['每周一早上8点健身', '健身', at(6, 15, 8), mondays],
      ['每天浇花', '浇花', at(6, 10), daily],
      ['每两周复盘', '复盘', at(6, 10), everyTwoWeeks],
      ['每月交房租', '交房租', at(6, 10), monthly],
      ['每周一和周四练瑜伽', '练瑜伽', at(6, 11), mondaysAndThursdays],
      ['周一到周五9:30站会', '站会', at(6, 11, 9, 30), workdays],
      // Once a week, not Mondays.
      ['每周一次大扫除', '一次大扫除', at(6, 10), weekly],
      ['每周三次跑步', '三次跑步', at(6, 10), weekly],
    ],
    plain: ['写工作日报', '买9个鸡蛋', '3月份的旅行计划', '学习2小时'],
  },
};

describe.each(Object.entries(languages))('parseQuickAdd: %s', (language, { dates, repeats, plain }) => {
  const options: QuickAddOptions = { now, timeZone: berlin, weekStart: 1, language: language as Language };

  it.each(dates)('%s', (text, title, due) => {
    expect(scheduleOf(parseQuickAdd(text, options))).toEqual({ title, dueDate: due, allDay: allDay(due) });
  });

  it.each(repeats)('%s', (text, title, due, rule) => {
    expect(scheduleOf(parseQuickAdd(text, options))).toEqual({
      title, dueDate: due, allDay: allDay(due), rule: { ...rule, end: { type: 'never' }, start: due, timeZone: berlin },
    });
  });

  it.each(plain)('%s stays the title', (text) => {
    expect(scheduleOf(parseQuickAdd(text, options))).toEqual({ title: text, allDay: false });
  });
});
