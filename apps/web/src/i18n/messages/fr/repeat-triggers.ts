/** What brings a repeating board card back (the repeat editor and its summary); spread into ../fr.ts (French). */
export const frRepeatTriggers = {
  'scheduling.trigger': 'Revient',
  'scheduling.trigger.due': 'À l’échéance',
  'scheduling.trigger.archived': 'Une fois archivée',
  'scheduling.trigger.movedToSection': 'Une fois déplacée dans une section',
  'scheduling.trigger.tagChanged': 'Quand ses étiquettes changent',
  'scheduling.trigger.noSections': 'Ajoutez une section au tableau pour choisir ceci',
  'scheduling.trigger.section': 'Section',
  'scheduling.trigger.pickSection': 'Choisir une section',
  'scheduling.trigger.goesBack': 'Elle retourne dans la section d’où elle vient, à sa prochaine échéance.',
  'scheduling.trigger.summary.archived': '{rule} · une fois archivée',
  'scheduling.trigger.summary.movedToSection': '{rule} · une fois déplacée dans {section}',
  'scheduling.trigger.summary.tagChanged': '{rule} · quand ses étiquettes changent',
  'scheduling.trigger.summary.sectionGone': '{rule} · une fois déplacée dans une section qui n’est plus sur le tableau',
};
