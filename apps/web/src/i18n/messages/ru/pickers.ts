import type { Messages } from '../../types.js';

/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../ru.ts. */
export const ruPickers = {
  'picker.date.type': 'Введите дату',
  'picker.date.selected': 'выбрано',
  'picker.month.next': 'Следующий месяц',
  'picker.month.previous': 'Предыдущий месяц',
  'picker.month.nav': 'Месяцы',
  'picker.time.none': 'Без времени',
  'picker.list.search': 'Найти список',
  'picker.list.empty': 'Нет подходящего списка',
  'picker.tags.search': 'Найти или создать тег',
  'picker.tags.create': 'Создать тег «{name}»',
  'picker.tags.colourStep': 'Цвет для «{name}»',
  'picker.tags.empty': 'Нет подходящего тега',
  'picker.tags.boardNote': 'Теги этой доски, общие для её участников',
  'detail.completed': 'Выполнена',
} satisfies Partial<Messages>;
