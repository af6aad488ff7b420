import type { Messages } from '../../types.js';

/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../es.ts. */
export const esPickers = {
  'picker.date.type': 'Escribe una fecha',
  'picker.date.selected': 'seleccionado',
  'picker.month.next': 'Mes siguiente',
  'picker.month.previous': 'Mes anterior',
  'picker.month.nav': 'Meses',
  'picker.time.none': 'Sin hora',
  'picker.list.search': 'Buscar una lista',
  'picker.list.empty': 'Ninguna lista coincide',
  'picker.tags.search': 'Buscar o crear una etiqueta',
  'picker.tags.create': 'Crear la etiqueta «{name}»',
  'picker.tags.colourStep': 'Color de «{name}»',
  'picker.tags.empty': 'Ninguna etiqueta coincide',
  'picker.tags.boardNote': 'Las etiquetas de este tablero, compartidas con sus miembros',
  'detail.completed': 'Completada',
} satisfies Partial<Messages>;
