/** What brings a repeating board card back (the repeat editor and its summary); spread into ../en.ts (English). */
export const enRepeatTriggers = {
  'scheduling.trigger': 'Comes back',
  'scheduling.trigger.due': 'When due',
  'scheduling.trigger.archived': 'When archived',
  'scheduling.trigger.movedToSection': 'When moved to a section',
  'scheduling.trigger.tagChanged': 'When its tags change',
  'scheduling.trigger.noSections': 'Add a section to the board to choose this',
  'scheduling.trigger.section': 'Section',
  'scheduling.trigger.pickSection': 'Pick a section',
  'scheduling.trigger.goesBack': 'It goes back to the section it came from, due on its next date.',
  'scheduling.trigger.summary.archived': '{rule} · when archived',
  'scheduling.trigger.summary.movedToSection': '{rule} · when moved to {section}',
  'scheduling.trigger.summary.tagChanged': '{rule} · when its tags change',
  'scheduling.trigger.summary.sectionGone': '{rule} · when moved to a section no longer on the board',
};
