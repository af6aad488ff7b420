/** What brings a repeating board card back (the repeat editor and its summary); spread into ../ru.ts (Russian). */
export const ruRepeatTriggers = {
  'scheduling.trigger': 'Возвращается',
  'scheduling.trigger.due': 'По сроку',
  'scheduling.trigger.archived': 'При архивации',
  'scheduling.trigger.movedToSection': 'При переносе в раздел',
  'scheduling.trigger.tagChanged': 'При изменении тегов',
  'scheduling.trigger.noSections': 'Добавьте раздел на доску, чтобы выбрать это',
  'scheduling.trigger.section': 'Раздел',
  'scheduling.trigger.pickSection': 'Выберите раздел',
  'scheduling.trigger.goesBack': 'Она вернётся в раздел, из которого пришла, со следующим сроком.',
  'scheduling.trigger.summary.archived': '{rule} · при архивации',
  'scheduling.trigger.summary.movedToSection': '{rule} · при переносе в «{section}»',
  'scheduling.trigger.summary.tagChanged': '{rule} · при изменении тегов',
  'scheduling.trigger.summary.sectionGone': '{rule} · при переносе в раздел, которого больше нет на доске',
};
