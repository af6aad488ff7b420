import type { Messages } from '../../types.js';

/** Settings sections, empty states and offline hints (issue 11); spread into ../es.ts. */
export const esScreens = {
  'app.name': 'TaskHub',
  'settings.sections': 'Secciones de ajustes',
  'settings.section.general': 'General',
  'settings.section.appearance': 'Apariencia',
  'settings.section.notifications': 'Notificaciones',
  'settings.section.account': 'Cuenta',
  'settings.deleteAccount.dangerZone': 'Zona de peligro',
  'archive.noTasks.hint': 'Las tareas que archives aparecen aquí, listas para restaurarlas.',
  'archive.noSections.hint': 'Las secciones que archives en un tablero aparecerán aquí.',
  'scheduling.notifications.noUpdates.hint': 'Los recordatorios aparecen aquí cuando se activan.',
  'scheduling.notifications.noInvitations.hint': 'Cuando alguien comparta una lista contigo, la invitación aparecerá aquí.',
  'search.empty.hint': 'Prueba con una palabra más corta o diferente.',
  'offline.hint': 'Comprueba tu conexión e inténtalo de nuevo; sigues con la sesión iniciada.',
  'myDay.suggestions.emptyHint': 'Aquí aparecerán las tareas vencidas, las de hoy y las de tus listas.',
} satisfies Partial<Messages>;
