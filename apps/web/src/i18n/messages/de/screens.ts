import type { Messages } from '../../types.js';

/** Settings sections, empty states and offline hints (issue 11); spread into ../de.ts. */
export const deScreens = {
  'app.name': 'TaskHub',
  'settings.sections': 'Einstellungsbereiche',
  'settings.section.general': 'Allgemein',
  'settings.section.appearance': 'Darstellung',
  'settings.section.notifications': 'Benachrichtigungen',
  'settings.section.account': 'Konto',
  'settings.deleteAccount.dangerZone': 'Gefahrenbereich',
  'archive.noTasks.hint': 'Archivierte Aufgaben erscheinen hier und lassen sich wiederherstellen.',
  'archive.noSections.hint': 'Auf einem Board archivierte Abschnitte erscheinen hier.',
  'scheduling.notifications.noUpdates.hint': 'Erinnerungen erscheinen hier, sobald sie fällig werden.',
  'scheduling.notifications.noInvitations.hint': 'Wenn jemand eine Liste mit dir teilt, erscheint die Einladung hier.',
  'search.empty.hint': 'Versuche ein kürzeres oder anderes Wort.',
  'offline.hint': 'Prüfe deine Verbindung und versuche es erneut; du bist weiterhin angemeldet.',
  'myDay.suggestions.emptyHint': 'Überfällige, heute fällige und Aufgaben aus deinen Listen erscheinen hier.',
} satisfies Partial<Messages>;
