import type { Messages } from '../../types.js';

/** Settings sections, empty states and offline hints (issue 11); spread into ../ja.ts. */
export const jaScreens = {
  'app.name': 'TaskHub',
  'settings.sections': '設定のセクション',
  'settings.section.general': '一般',
  'settings.section.appearance': '外観',
  'settings.section.notifications': '通知',
  'settings.section.account': 'アカウント',
  'settings.deleteAccount.dangerZone': '危険な操作',
  'archive.noTasks.hint': 'アーカイブしたタスクはここに表示され、元に戻せます。',
  'archive.noSections.hint': 'ボードでアーカイブしたセクションはここに表示されます。',
  'scheduling.notifications.noUpdates.hint': 'リマインダーが通知されるとここに表示されます。',
  'scheduling.notifications.noInvitations.hint': '誰かがリストを共有すると、招待がここに表示されます。',
  'search.empty.hint': '短い言葉や別の言葉で試してください。',
  'offline.hint': '接続を確認して、もう一度お試しください。サインインは保たれています。',
  'myDay.suggestions.emptyHint': '期限切れ、今日が期限、またはリストのタスクがここに表示されます。',
} satisfies Partial<Messages>;
