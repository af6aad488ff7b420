import type { Messages } from '../../types.js';

/** The detail panel's pickers (date and time, list, tags) and its chips; spread into ../fr.ts. */
export const frPickers = {
  'picker.date.type': 'Saisir une date',
  'picker.date.selected': 'sélectionné',
  'picker.month.next': 'Mois suivant',
  'picker.month.previous': 'Mois précédent',
  'picker.month.nav': 'Mois',
  'picker.time.none': 'Sans heure',
  'picker.list.search': 'Chercher une liste',
  'picker.list.empty': 'Aucune liste ne correspond',
  'picker.tags.search': 'Chercher ou créer une étiquette',
  'picker.tags.create': 'Créer l’étiquette « {name} »',
  'picker.tags.colourStep': 'Couleur de « {name} »',
  'picker.tags.empty': 'Aucune étiquette ne correspond',
  'picker.tags.boardNote': 'Les étiquettes de ce tableau, partagées avec ses membres',
  'detail.completed': 'Terminée',
} satisfies Partial<Messages>;
