/** What brings a repeating board card back (the repeat editor and its summary); spread into ../ko.ts (Korean). */
export const koRepeatTriggers = {
  'scheduling.trigger': '다시 나타나는 시점',
  'scheduling.trigger.due': '마감일이 되면',
  'scheduling.trigger.archived': '보관하면',
  'scheduling.trigger.movedToSection': '섹션으로 옮기면',
  'scheduling.trigger.tagChanged': '태그가 바뀌면',
  'scheduling.trigger.noSections': '이 항목을 선택하려면 보드에 섹션을 추가하세요',
  'scheduling.trigger.section': '섹션',
  'scheduling.trigger.pickSection': '섹션 선택',
  'scheduling.trigger.goesBack': '원래 있던 섹션으로 돌아가며, 다음 마감일이 지정됩니다.',
  'scheduling.trigger.summary.archived': '{rule} · 보관하면',
  'scheduling.trigger.summary.movedToSection': '{rule} · {section}(으)로 옮기면',
  'scheduling.trigger.summary.tagChanged': '{rule} · 태그가 바뀌면',
  'scheduling.trigger.summary.sectionGone': '{rule} · 보드에 더 이상 없는 섹션으로 옮기면',
};
