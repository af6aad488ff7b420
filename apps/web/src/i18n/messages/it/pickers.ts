import type { Messages } from '../../types.js';

/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../it.ts. */
export const itPickers = {
  'picker.date.type': 'Scrivi una data',
  'picker.date.selected': 'selezionato',
  'picker.month.next': 'Mese successivo',
  'picker.month.previous': 'Mese precedente',
  'picker.month.nav': 'Mesi',
  'picker.time.none': 'Nessun orario',
  'picker.list.search': 'Cerca un elenco',
  'picker.list.empty': 'Nessun elenco corrisponde',
  'picker.tags.search': 'Cerca o crea un tag',
  'picker.tags.create': 'Crea il tag «{name}»',
  'picker.tags.colourStep': 'Colore di «{name}»',
  'picker.tags.empty': 'Nessun tag corrisponde',
  'picker.tags.boardNote': 'I tag di questa bacheca, condivisi con i suoi membri',
  'detail.completed': 'Completata',
} satisfies Partial<Messages>;
