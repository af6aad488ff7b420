import type { Messages } from '../../types.js';

/** Settings sections, empty states and offline hints (issue 11); spread into ../ru.ts. */
export const ruScreens = {
  'app.name': 'TaskHub',
  'settings.sections': 'Разделы настроек',
  'settings.section.general': 'Общие',
  'settings.section.appearance': 'Оформление',
  'settings.section.notifications': 'Уведомления',
  'settings.section.account': 'Аккаунт',
  'settings.deleteAccount.dangerZone': 'Опасная зона',
  'archive.noTasks.hint': 'Здесь появляются задачи из архива, их можно восстановить.',
  'archive.noSections.hint': 'Здесь появятся разделы, заархивированные на доске.',
  'scheduling.notifications.noUpdates.hint': 'Напоминания появляются здесь, когда срабатывают.',
  'scheduling.notifications.noInvitations.hint': 'Когда кто-то поделится с вами списком, приглашение появится здесь.',
  'search.empty.hint': 'Попробуйте более короткое или другое слово.',
  'offline.hint': 'Проверьте подключение и повторите попытку; вы по-прежнему в аккаунте.',
  'myDay.suggestions.emptyHint': 'Здесь появятся просроченные задачи, задачи на сегодня и задачи из ваших списков.',
} satisfies Partial<Messages>;
