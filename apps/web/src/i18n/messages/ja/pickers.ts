import type { Messages } from '../../types.js';

/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../ja.ts. */
export const jaPickers = {
  'picker.date.type': '日付を入力',
  'picker.date.selected': '選択中',
  'picker.month.next': '次の月',
  'picker.month.previous': '前の月',
  'picker.month.nav': '月',
  'picker.time.none': '時刻なし',
  'picker.list.search': 'リストを検索',
  'picker.list.empty': '一致するリストはありません',
  'picker.tags.search': 'タグを検索または作成',
  'picker.tags.create': 'タグ「{name}」を作成',
  'picker.tags.colourStep': '「{name}」の色',
  'picker.tags.empty': '一致するタグはありません',
  'picker.tags.boardNote': 'このボードのタグ（メンバーと共有）',
  'detail.completed': '完了',
} satisfies Partial<Messages>;
