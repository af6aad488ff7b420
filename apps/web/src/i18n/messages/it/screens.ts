import type { Messages } from '../../types.js';

/** Settings sections, empty states and offline hints (issue 11); spread into ../it.ts. */
export const itScreens = {
  'app.name': 'TaskHub',
  'settings.sections': 'Sezioni delle impostazioni',
  'settings.section.general': 'Generali',
  'settings.section.appearance': 'Aspetto',
  'settings.section.notifications': 'Notifiche',
  'settings.section.account': 'Account',
  'settings.deleteAccount.dangerZone': 'Zona pericolosa',
  'archive.noTasks.hint': 'Le attività archiviate compaiono qui, pronte per essere ripristinate.',
  'archive.noSections.hint': 'Le sezioni archiviate di una bacheca compariranno qui.',
  'scheduling.notifications.noUpdates.hint': 'I promemoria compaiono qui quando scattano.',
  'scheduling.notifications.noInvitations.hint': 'Quando qualcuno condivide una lista con te, l’invito compare qui.',
  'search.empty.hint': 'Prova una parola più corta o diversa.',
  'offline.hint': 'Controlla la connessione e riprova; sei ancora connesso.',
  'myDay.suggestions.emptyHint': 'Qui compariranno le attività scadute, in scadenza oggi o dalle tue liste.',
} satisfies Partial<Messages>;
