/** Workspaces, members, invitations, shared lists and boards; spread into ../zh-CN.ts (Simplified Chinese). */
export const zhCNTeams = {
  'teams.errors.notPermitted': '无权操作，请联系工作区管理员',
  'teams.errors.assigneeNotMember': '分配给某人的任务，其所在清单需要与该人共享',
  'teams.errors.soleAdmin': '该看板需要另一位管理员，或先将其归档',
  'teams.errors.boardArchived': '已归档的看板无法恢复',
  'teams.errors.noSection': '请先添加一个分区再恢复',
  'teams.errors.notArchived': '请先归档，再永久删除',
};
