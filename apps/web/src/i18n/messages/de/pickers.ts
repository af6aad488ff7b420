import type { Messages } from '../../types.js';

/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../de.ts. */
export const dePickers = {
  'picker.date.type': 'Datum eingeben',
  'picker.date.selected': 'ausgewählt',
  'picker.month.next': 'Nächster Monat',
  'picker.month.previous': 'Vorheriger Monat',
  'picker.month.nav': 'Monate',
  'picker.time.none': 'Keine Uhrzeit',
  'picker.list.search': 'Liste suchen',
  'picker.list.empty': 'Keine passende Liste',
  'picker.tags.search': 'Tag suchen oder erstellen',
  'picker.tags.create': 'Tag „{name}“ erstellen',
  'picker.tags.colourStep': 'Farbe für „{name}“',
  'picker.tags.empty': 'Kein passender Tag',
  'picker.tags.boardNote': 'Die Tags dieses Boards, geteilt mit seinen Mitgliedern',
  'detail.completed': 'Erledigt',
} satisfies Partial<Messages>;
