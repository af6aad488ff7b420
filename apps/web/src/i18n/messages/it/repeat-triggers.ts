/** What brings a repeating board card back (the repeat editor and its summary); spread into ../it.ts (Italian). */
export const itRepeatTriggers = {
  'scheduling.trigger': 'Ritorna',
  'scheduling.trigger.due': 'Alla scadenza',
  'scheduling.trigger.archived': 'Quando viene archiviata',
  'scheduling.trigger.movedToSection': 'Quando viene spostata in una sezione',
  'scheduling.trigger.tagChanged': 'Quando cambiano le sue etichette',
  'scheduling.trigger.noSections': 'Aggiungi una sezione alla bacheca per sceglierlo',
  'scheduling.trigger.section': 'Sezione',
  'scheduling.trigger.pickSection': 'Scegli una sezione',
  'scheduling.trigger.goesBack': 'Torna nella sezione da cui proviene, con la prossima scadenza.',
  'scheduling.trigger.summary.archived': '{rule} · quando viene archiviata',
  'scheduling.trigger.summary.movedToSection': '{rule} · quando viene spostata in {section}',
  'scheduling.trigger.summary.tagChanged': '{rule} · quando cambiano le sue etichette',
  'scheduling.trigger.summary.sectionGone': '{rule} · quando viene spostata in una sezione non più presente',
};
