import type { Messages } from '../../types.js';

/** Settings sections, empty states and offline hints (issue 11); spread into ../pt-BR.ts. */
export const ptBRScreens = {
  'app.name': 'TaskHub',
  'settings.sections': 'Seções das configurações',
  'settings.section.general': 'Geral',
  'settings.section.appearance': 'Aparência',
  'settings.section.notifications': 'Notificações',
  'settings.section.account': 'Conta',
  'settings.deleteAccount.dangerZone': 'Zona de perigo',
  'archive.noTasks.hint': 'As tarefas arquivadas aparecem aqui, prontas para restaurar.',
  'archive.noSections.hint': 'As seções arquivadas em um quadro aparecerão aqui.',
  'scheduling.notifications.noUpdates.hint': 'Os lembretes aparecem aqui quando disparam.',
  'scheduling.notifications.noInvitations.hint': 'Quando alguém compartilhar uma lista com você, o convite aparecerá aqui.',
  'search.empty.hint': 'Tente uma palavra mais curta ou diferente.',
  'offline.hint': 'Verifique sua conexão e tente novamente; você continua conectado.',
  'myDay.suggestions.emptyHint': 'Tarefas atrasadas, para hoje ou das suas listas aparecerão aqui.',
} satisfies Partial<Messages>;
