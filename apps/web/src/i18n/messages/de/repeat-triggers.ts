/** What brings a repeating board card back (the repeat editor and its summary); spread into ../de.ts (German). */
export const deRepeatTriggers = {
  'scheduling.trigger': 'Kommt wieder',
  'scheduling.trigger.due': 'Wenn fällig',
  'scheduling.trigger.archived': 'Wenn archiviert',
  'scheduling.trigger.movedToSection': 'Wenn in einen Abschnitt verschoben',
  'scheduling.trigger.tagChanged': 'Wenn sich die Schlagwörter ändern',
  'scheduling.trigger.noSections': 'Füge dem Board einen Abschnitt hinzu, um dies zu wählen',
  'scheduling.trigger.section': 'Abschnitt',
  'scheduling.trigger.pickSection': 'Abschnitt wählen',
  'scheduling.trigger.goesBack': 'Sie kehrt in den Abschnitt zurück, aus dem sie kam, fällig am nächsten Termin.',
  'scheduling.trigger.summary.archived': '{rule} · wenn archiviert',
  'scheduling.trigger.summary.movedToSection': '{rule} · wenn nach {section} verschoben',
  'scheduling.trigger.summary.tagChanged': '{rule} · wenn sich die Schlagwörter ändern',
  'scheduling.trigger.summary.sectionGone': '{rule} · wenn in einen Abschnitt verschoben, den es nicht mehr gibt',
};
