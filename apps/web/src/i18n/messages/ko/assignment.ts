/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../ko.ts (Korean). */
export const koAssignment = {
  'tasks.view.assignedToMe': '나에게 할당됨',
  'tasks.empty.assigned': '할당된 작업이 없습니다. 공유 목록에서 다른 사람이 할당한 작업이 여기에 표시됩니다.',
  'tasks.empty.showAllMine': '내 모든 작업 보기',
  'shortcuts.action.goAssignedToMe': '나에게 할당됨으로 이동',
  'assignment.assignee': '담당자',
  'assignment.assignToMe': '나에게 할당',
  'assignment.unassign': '할당 해제',
  'assignment.search': '사람 찾기',
  'assignment.noMatch': '이 목록에 일치하는 사람이 없습니다',
  'assignment.membersFailed': '이 목록의 구성원을 불러오지 못했습니다',
  'assignment.formerMember': '이전 구성원',
  'assignment.assignedTo': '{name}에게 할당됨',
};
