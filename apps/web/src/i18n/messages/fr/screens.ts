import type { Messages } from '../../types.js';

/** Settings sections, empty states and offline hints (issue 11); spread into ../fr.ts. */
export const frScreens = {
  'app.name': 'TaskHub',
  'settings.sections': 'Sections des paramètres',
  'settings.section.general': 'Général',
  'settings.section.appearance': 'Apparence',
  'settings.section.notifications': 'Notifications',
  'settings.section.account': 'Compte',
  'settings.deleteAccount.dangerZone': 'Zone de danger',
  'archive.noTasks.hint': 'Les tâches archivées apparaissent ici, prêtes à être restaurées.',
  'archive.noSections.hint': 'Les sections archivées d’un tableau apparaîtront ici.',
  'scheduling.notifications.noUpdates.hint': 'Les rappels apparaissent ici lorsqu’ils se déclenchent.',
  'scheduling.notifications.noInvitations.hint': 'Quand quelqu’un partage une liste avec vous, l’invitation apparaît ici.',
  'search.empty.hint': 'Essayez un mot plus court ou différent.',
  'offline.hint': 'Vérifiez votre connexion et réessayez ; vous êtes toujours connecté.',
  'myDay.suggestions.emptyHint': 'Les tâches en retard, dues aujourd’hui ou de vos listes apparaîtront ici.',
} satisfies Partial<Messages>;
