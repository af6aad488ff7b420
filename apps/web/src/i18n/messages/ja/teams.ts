/** Workspaces, members, invitations, shared lists and boards; spread into ../ja.ts (Japanese). */
export const jaTeams = {
  'teams.errors.notPermitted': '権限がありません。ワークスペースの管理者に連絡してください',
  'teams.errors.assigneeNotMember': '誰かに割り当てたタスクは、そのリストをその人と共有する必要があります',
  'teams.errors.soleAdmin': 'このボードには別の管理者が必要です。または先にアーカイブしてください',
  'teams.errors.boardArchived': 'アーカイブしたボードは復元できません',
  'teams.errors.noSection': '復元するにはセクションを追加してください',
  'teams.errors.notArchived': '完全に削除する前にアーカイブしてください',
};
