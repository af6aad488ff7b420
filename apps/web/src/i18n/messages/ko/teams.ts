/** Workspaces, members, invitations, shared lists and boards; spread into ../ko.ts (Korean). */
export const koTeams = {
  'teams.errors.notPermitted': '권한이 없습니다. 워크스페이스 관리자에게 문의하세요',
  'teams.errors.assigneeNotMember': '누군가에게 할당된 작업은 그 사람과 목록이 공유되어 있어야 합니다',
  'teams.errors.soleAdmin': '보드에 다른 관리자가 필요하거나 먼저 보관해야 합니다',
  'teams.errors.boardArchived': '보관된 보드는 복원할 수 없습니다',
  'teams.errors.noSection': '복원하려면 섹션을 추가하세요',
  'teams.errors.notArchived': '영구 삭제하기 전에 보관하세요',
};
