/** What brings a repeating board card back (the repeat editor and its summary); spread into ../es.ts (Spanish). */
export const esRepeatTriggers = {
  'scheduling.trigger': 'Vuelve',
  'scheduling.trigger.due': 'Al vencer',
  'scheduling.trigger.archived': 'Al archivarla',
  'scheduling.trigger.movedToSection': 'Al moverla a una sección',
  'scheduling.trigger.tagChanged': 'Al cambiar sus etiquetas',
  'scheduling.trigger.noSections': 'Añade una sección al tablero para elegir esto',
  'scheduling.trigger.section': 'Sección',
  'scheduling.trigger.pickSection': 'Elige una sección',
  'scheduling.trigger.goesBack': 'Vuelve a la sección de la que vino, con la siguiente fecha.',
  'scheduling.trigger.summary.archived': '{rule} · al archivarla',
  'scheduling.trigger.summary.movedToSection': '{rule} · al moverla a {section}',
  'scheduling.trigger.summary.tagChanged': '{rule} · al cambiar sus etiquetas',
  'scheduling.trigger.summary.sectionGone': '{rule} · al moverla a una sección que ya no está en el tablero',
};
