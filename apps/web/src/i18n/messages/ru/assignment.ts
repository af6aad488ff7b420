/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../ru.ts (Russian). */
export const ruAssignment = {
  'tasks.view.assignedToMe': 'Назначенные мне',
  'tasks.empty.assigned': 'Вам ничего не назначено. Здесь появятся задачи, которые вам назначат в общих списках.',
  'tasks.empty.showAllMine': 'Показать «Все мои задачи»',
  'shortcuts.action.goAssignedToMe': 'Перейти в «Назначенные мне»',
  'assignment.assignee': 'Исполнитель',
  'assignment.assignToMe': 'Назначить мне',
  'assignment.unassign': 'Снять назначение',
  'assignment.search': 'Найти человека',
  'assignment.noMatch': 'В этом списке никто не подходит',
  'assignment.membersFailed': 'Не удалось загрузить участников этого списка',
  'assignment.formerMember': 'Бывший участник',
  'assignment.assignedTo': 'Назначено: {name}',
};
