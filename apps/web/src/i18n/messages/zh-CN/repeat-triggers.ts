/** What brings a repeating board card back (the repeat editor and its summary); spread into ../zh-CN.ts (Simplified Chinese). */
export const zhCNRepeatTriggers = {
  'scheduling.trigger': '何时重现',
  'scheduling.trigger.due': '到期时',
  'scheduling.trigger.archived': '归档时',
  'scheduling.trigger.movedToSection': '移到分区时',
  'scheduling.trigger.tagChanged': '标签变化时',
  'scheduling.trigger.noSections': '先在看板中添加分区才能选择此项',
  'scheduling.trigger.section': '分区',
  'scheduling.trigger.pickSection': '选择分区',
  'scheduling.trigger.goesBack': '它会回到原来的分区，截止日期为下一次。',
  'scheduling.trigger.summary.archived': '{rule} · 归档时',
  'scheduling.trigger.summary.movedToSection': '{rule} · 移到“{section}”时',
  'scheduling.trigger.summary.tagChanged': '{rule} · 标签变化时',
  'scheduling.trigger.summary.sectionGone': '{rule} · 移到看板上已不存在的分区时',
};
