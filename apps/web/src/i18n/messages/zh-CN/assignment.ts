/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../zh-CN.ts (Simplified Chinese). */
export const zhCNAssignment = {
  'tasks.view.assignedToMe': '分配给我',
  'tasks.empty.assigned': '没有分配给你的任务。他人在共享清单中分配给你的任务会显示在这里。',
  'tasks.empty.showAllMine': '显示我的所有任务',
  'shortcuts.action.goAssignedToMe': '前往分配给我',
  'assignment.assignee': '负责人',
  'assignment.assignToMe': '分配给我',
  'assignment.unassign': '取消分配',
  'assignment.search': '查找成员',
  'assignment.noMatch': '此清单中没有匹配的成员',
  'assignment.membersFailed': '无法加载此清单的成员',
  'assignment.formerMember': '前成员',
  'assignment.assignedTo': '分配给 {name}',
};
