import type { QuickAddLanguage } from '../language.js';

/**
 * Simplified Chinese quick-add phrases. Words are not spaced, so one-character weekdays (一 … 日, as in 每周一、三) are
 * left out, and 月 alone is no unit (3月 is March); 每月 is a phrase of its own. 每周一次 is "once a week", not Mondays,
 * and 下周一起 is "next week together" (一起), not next Monday; the price is that 明天起 (from tomorrow on) is not read.
 * 工作日 alone is left out: it is inside 工作日报 (daily report). 9点 is 9 o'clock even where it could count items
 * ("3点建议").
 */
export const zhCN: QuickAddLanguage = {
  spacedWords: false,
  monthNames: [],
  dateTemplates: ['{monthNumber}月{day}日', '{monthNumber}月{day}号', '{year}年{monthNumber}月{day}日', '{year}年{monthNumber}月{day}号', '{slashDate}'],
  priorityWords: { High: ['高', '重要'], Normal: ['普通'], Low: ['低'] },
  relativeDays: [
    { words: ['今天', '今日'], days: 0 },
    { words: ['今晚', '今天晚上', '今夜'], days: 0, evening: true },
    { words: ['明天', '明日', '明早', '明天早上'], days: 1 },
    { words: ['明晚', '明天晚上'], days: 1, evening: true },
    { words: ['后天'], days: 2 },
    { words: ['大后天'], days: 3 },
  ],
  weekdayNames: [
    ['星期一', '周一', '礼拜一'], ['星期二', '周二', '礼拜二'], ['星期三', '周三', '礼拜三'], ['星期四', '周四', '礼拜四'],
    ['星期五', '周五', '礼拜五'], ['星期六', '周六', '礼拜六'], ['星期日', '星期天', '周日', '礼拜天', '礼拜日'],
  ],
  weekdayAbbreviations: [[], [], [], [], [], [], []],
  weekdayTemplates: ['{weekday}', '这{weekday}', '这个{weekday}', '本{weekday}'],
  nextWeekdayTemplates: ['下{weekday}', '下个{weekday}'],
  nextWeek: ['下周', '下星期', '下个星期', '下礼拜', '下个礼拜'],
  inTemplates: ['{n}{unit}后', '{n}{unit}以后', '{n}{unit}之后'],
  units: {
    day: ['天', '日'],
    week: ['周', '星期', '个星期', '礼拜', '个礼拜'],
    month: ['个月'],
    year: ['年'],
  },
  numbers: { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 },
  timeTemplates: ['{time}点', '{time}点钟', '{time}点{minute}分', '{time}点{minute}', '{time}点{half}'],
  halfHour: ['半'],
  am: ['上午', '早上', '早晨', '凌晨'],
  pm: ['下午', '晚上', '傍晚', '中午'],
  namedTimes: [{ words: ['中午', '正午'], hour: 12 }, { words: ['午夜', '零点'], hour: 0 }],
  everyTemplates: ['每{unit}', '每个{unit}', '每{n}{unit}'],
  everyWeekdayTemplates: ['每{weekdays}', '每个{weekdays}'],
  and: ['和', '、', '跟', '与', '及'],
  repeatPhrases: [
    { words: ['天天'], frequency: 'day' },
    { words: ['隔周'], frequency: 'week', interval: 2 },
    { words: ['每月'], frequency: 'month' },
    { words: ['每个工作日', '工作日每天', '周一到周五', '周一至周五'], frequency: 'week', workdays: true },
  ],
  particles: ['之前', '前', '的'],
  notBefore: ['次', '起'],
};
