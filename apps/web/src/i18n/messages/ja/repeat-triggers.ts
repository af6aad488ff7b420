/** What brings a repeating board card back (the repeat editor and its summary); spread into ../ja.ts (Japanese). */
export const jaRepeatTriggers = {
  'scheduling.trigger': '再表示のタイミング',
  'scheduling.trigger.due': '期限が来たとき',
  'scheduling.trigger.archived': 'アーカイブしたとき',
  'scheduling.trigger.movedToSection': 'セクションに移動したとき',
  'scheduling.trigger.tagChanged': 'タグが変わったとき',
  'scheduling.trigger.noSections': 'これを選ぶにはボードにセクションを追加してください',
  'scheduling.trigger.section': 'セクション',
  'scheduling.trigger.pickSection': 'セクションを選択',
  'scheduling.trigger.goesBack': '元のセクションに戻り、次の期限が設定されます。',
  'scheduling.trigger.summary.archived': '{rule} · アーカイブしたとき',
  'scheduling.trigger.summary.movedToSection': '{rule} · {section}に移動したとき',
  'scheduling.trigger.summary.tagChanged': '{rule} · タグが変わったとき',
  'scheduling.trigger.summary.sectionGone': '{rule} · ボードにもうないセクションに移動したとき',
};
