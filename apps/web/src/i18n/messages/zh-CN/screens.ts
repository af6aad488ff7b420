import type { Messages } from '../../types.js';

/** Settings sections, empty states and offline hints (issue 11); spread into ../zh-CN.ts. */
export const zhCNScreens = {
  'app.name': 'TaskHub',
  'settings.sections': '设置分区',
  'settings.section.general': '通用',
  'settings.section.appearance': '外观',
  'settings.section.notifications': '通知',
  'settings.section.account': '账户',
  'settings.deleteAccount.dangerZone': '危险操作',
  'archive.noTasks.hint': '归档的任务会显示在这里，可随时恢复。',
  'archive.noSections.hint': '在看板中归档的分区会显示在这里。',
  'scheduling.notifications.noUpdates.hint': '提醒触发后会显示在这里。',
  'scheduling.notifications.noInvitations.hint': '有人与你共享清单时，邀请会显示在这里。',
  'search.empty.hint': '试试更短或不同的词。',
  'offline.hint': '请检查网络连接后重试；你仍处于登录状态。',
  'myDay.suggestions.emptyHint': '逾期、今天到期或来自你清单的任务会显示在这里。',
} satisfies Partial<Messages>;
