import type { Messages } from '../../types.js';

/** Settings sections, empty states and offline hints (issue 11); spread into ../ko.ts. */
export const koScreens = {
  'app.name': 'TaskHub',
  'settings.sections': '설정 섹션',
  'settings.section.general': '일반',
  'settings.section.appearance': '모양',
  'settings.section.notifications': '알림',
  'settings.section.account': '계정',
  'settings.deleteAccount.dangerZone': '위험 구역',
  'archive.noTasks.hint': '보관한 할 일이 여기에 표시되며 복원할 수 있습니다.',
  'archive.noSections.hint': '보드에서 보관한 섹션이 여기에 표시됩니다.',
  'scheduling.notifications.noUpdates.hint': '알림이 울리면 여기에 표시됩니다.',
  'scheduling.notifications.noInvitations.hint': '누군가 목록을 공유하면 초대가 여기에 표시됩니다.',
  'search.empty.hint': '더 짧거나 다른 단어로 검색해 보세요.',
  'offline.hint': '연결을 확인하고 다시 시도하세요. 로그인은 유지됩니다.',
  'myDay.suggestions.emptyHint': '기한이 지났거나 오늘까지이거나 목록에 있는 할 일이 여기에 표시됩니다.',
} satisfies Partial<Messages>;
