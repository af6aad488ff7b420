import type { QuickAddLanguage } from '../language.js';

/**
 * Japanese quick-add phrases. Words are not spaced, so single-kanji weekdays (月, 火 … 日) are left out: 毎週日 would
 * read 毎週日本語 as Sundays. 月 alone is no unit (3月後半 is late March); 毎月 is a phrase of its own. 9時間 (nine hours)
 * is no time.
 */
export const ja: QuickAddLanguage = {
  spacedWords: false,
  monthNames: [],
  dateTemplates: ['{monthNumber}月{day}日', '{year}年{monthNumber}月{day}日', '{slashDate}'],
  priorityWords: { High: ['高', '重要'], Normal: ['普通'], Low: ['低'] },
  relativeDays: [
    { words: ['今日', '今日中'], days: 0 },
    { words: ['今夜', '今晩', '今日の夜'], days: 0, evening: true },
    { words: ['明日', 'あした', '明日中'], days: 1 },
    { words: ['明日の夜', '明晩'], days: 1, evening: true },
    { words: ['明後日', 'あさって'], days: 2 },
  ],
  weekdayNames: [
    ['月曜日', '月曜'], ['火曜日', '火曜'], ['水曜日', '水曜'], ['木曜日', '木曜'], ['金曜日', '金曜'], ['土曜日', '土曜'],
    ['日曜日', '日曜'],
  ],
  weekdayAbbreviations: [[], [], [], [], [], [], []],
  weekdayTemplates: ['{weekday}', '今週の{weekday}', '今週{weekday}', '次の{weekday}'],
  nextWeekdayTemplates: ['来週の{weekday}', '来週{weekday}'],
  nextWeek: ['来週'],
  inTemplates: ['{n}{unit}後'],
  units: {
    day: ['日', '日間'],
    week: ['週', '週間'],
    month: ['ヶ月', 'か月', 'カ月', 'ヵ月', 'ケ月'],
    year: ['年', '年間'],
  },
  numbers: { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 },
  timeTemplates: ['{time}時', '{time}時{minute}分', '{time}時{half}'],
  halfHour: ['半'],
  am: ['午前', '朝'],
  pm: ['午後', '夜'],
  namedTimes: [{ words: ['正午'], hour: 12 }, { words: ['真夜中'], hour: 0 }],
  everyTemplates: ['{n}{unit}ごと', '{n}{unit}毎'],
  everyWeekdayTemplates: ['毎週{weekdays}', '{weekdays}ごと'],
  and: ['と', '、', '・'],
  repeatPhrases: [
    { words: ['毎日', '毎朝', '毎晩'], frequency: 'day' },
    { words: ['毎週'], frequency: 'week' },
    { words: ['隔週'], frequency: 'week', interval: 2 },
    { words: ['毎月'], frequency: 'month' },
    { words: ['毎年'], frequency: 'year' },
    { words: ['平日', '毎平日', '平日毎日'], frequency: 'week', workdays: true },
  ],
  particles: ['までに', 'まで', 'から', 'に', 'の', 'は'],
  notBefore: ['間'],
};
