import type { Messages } from '../../types.js';

/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../ko.ts. */
export const koPickers = {
  'picker.date.type': '날짜 입력',
  'picker.date.selected': '선택됨',
  'picker.month.next': '다음 달',
  'picker.month.previous': '이전 달',
  'picker.month.nav': '월',
  'picker.time.none': '시간 없음',
  'picker.list.search': '목록 찾기',
  'picker.list.empty': '일치하는 목록이 없습니다',
  'picker.tags.search': '태그 찾기 또는 만들기',
  'picker.tags.create': '태그 “{name}” 만들기',
  'picker.tags.colourStep': '“{name}”의 색상',
  'picker.tags.empty': '일치하는 태그가 없습니다',
  'picker.tags.boardNote': '이 보드의 태그로, 멤버와 공유됩니다',
  'detail.completed': '완료됨',
} satisfies Partial<Messages>;
