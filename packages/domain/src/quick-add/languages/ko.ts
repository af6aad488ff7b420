import type { QuickAddLanguage } from '../language.js';

/**
 * Korean quick-add phrases. Particles written onto a phrase go with it (내일까지, 월요일에, 9시에). 일 is left out as a short
 * Sunday (매주 일 정리 is weekly work), and 월 as a month unit (3월 is March); 매월 is a phrase of its own. 밤 is left out
 * as a pm word: 밤 12시 is midnight.
 */
export const ko: QuickAddLanguage = {
  spacedWords: true,
  monthNames: [],
  dateTemplates: ['{monthNumber}월 {day}일', '{monthNumber}월{day}일', '{year}년 {monthNumber}월 {day}일', '{slashDate}'],
  priorityWords: { High: ['높음', '중요'], Normal: ['보통', '중간'], Low: ['낮음'] },
  relativeDays: [
    { words: ['오늘'], days: 0 },
    { words: ['오늘 밤', '오늘밤', '오늘 저녁', '오늘저녁'], days: 0, evening: true },
    { words: ['내일', '내일 아침'], days: 1 },
    { words: ['내일 밤', '내일 저녁'], days: 1, evening: true },
    { words: ['모레', '내일모레'], days: 2 },
    { words: ['글피'], days: 3 },
  ],
  weekdayNames: [['월요일'], ['화요일'], ['수요일'], ['목요일'], ['금요일'], ['토요일'], ['일요일']],
  weekdayAbbreviations: [['월'], ['화'], ['수'], ['목'], ['금'], ['토'], []],
  weekdayTemplates: ['{weekday}', '이번 주 {weekday}', '이번주 {weekday}'],
  nextWeekdayTemplates: ['다음 주 {weekday}', '다음주 {weekday}', '담주 {weekday}'],
  nextWeek: ['다음 주', '다음주', '담주'],
  inTemplates: ['{n}{unit} 후', '{n} {unit} 후', '{n}{unit} 뒤', '{n} {unit} 뒤'],
  units: {
    day: ['일'],
    week: ['주', '주일'],
    month: ['개월', '달'],
    year: ['년'],
  },
  numbers: { 일: 1, 한: 1, 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 },
  timeTemplates: ['{time}시', '{time}시 {minute}분', '{time}시{minute}분', '{time}시 {half}', '{time}시{half}'],
  halfHour: ['반'],
  am: ['오전', '아침'],
  pm: ['오후', '저녁'],
  namedTimes: [{ words: ['정오'], hour: 12 }, { words: ['자정'], hour: 0 }],
  everyTemplates: ['매{unit}', '{n}{unit}마다', '{n} {unit}마다'],
  everyWeekdayTemplates: ['매주 {weekdays}', '{weekdays}마다', '매주 {weekdays}마다'],
  and: ['과', '와', '하고', '이랑', '랑', '및'],
  repeatPhrases: [
    { words: ['날마다'], frequency: 'day' },
    { words: ['격주'], frequency: 'week', interval: 2 },
    { words: ['매월'], frequency: 'month' },
    { words: ['해마다'], frequency: 'year' },
    { words: ['평일', '평일마다', '매주 평일'], frequency: 'week', workdays: true },
  ],
  particles: ['에는', '에', '엔', '까지', '부터', '은', '는'],
};
