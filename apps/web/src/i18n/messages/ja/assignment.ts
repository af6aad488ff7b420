/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../ja.ts (Japanese). */
export const jaAssignment = {
  'tasks.view.assignedToMe': '自分に割り当て',
  'tasks.empty.assigned': '割り当てられたタスクはありません。共有リストで他の人から割り当てられたタスクがここに表示されます。',
  'tasks.empty.showAllMine': '自分のすべてのタスクを表示',
  'shortcuts.action.goAssignedToMe': '自分に割り当てへ',
  'assignment.assignee': '担当者',
  'assignment.assignToMe': '自分に割り当て',
  'assignment.unassign': '割り当てを解除',
  'assignment.search': 'メンバーを検索',
  'assignment.noMatch': '一致するメンバーはいません',
  'assignment.membersFailed': 'このリストのメンバーを読み込めませんでした',
  'assignment.formerMember': '元メンバー',
  'assignment.assignedTo': '担当: {name}',
};
