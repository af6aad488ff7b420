/** Workspaces, members, invitations, shared lists and boards; spread into ../ru.ts (Russian). */
export const ruTeams = {
  'teams.errors.notPermitted': 'Нет прав, обратитесь к администратору рабочего пространства',
  'teams.errors.assigneeNotMember': 'Задача, назначенная человеку, должна быть в списке, к которому у него есть доступ',
  'teams.errors.soleAdmin': 'Доске нужен ещё один администратор, или её нужно сначала архивировать',
  'teams.errors.boardArchived': 'Архивированную доску нельзя восстановить',
  'teams.errors.noSection': 'Добавьте раздел, чтобы восстановить',
  'teams.errors.notArchived': 'Сначала архивируйте, затем удаляйте навсегда',
};
