/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../pt-BR.ts (Brazilian Portuguese). */
export const ptBRAssignment = {
  'tasks.view.assignedToMe': 'Atribuídas a mim',
  'tasks.empty.assigned': 'Nada foi atribuído a você. As tarefas que outras pessoas atribuírem a você em listas compartilhadas aparecem aqui.',
  'tasks.empty.showAllMine': 'Mostrar Todas as minhas tarefas',
  'shortcuts.action.goAssignedToMe': 'Ir para Atribuídas a mim',
  'assignment.assignee': 'Responsável',
  'assignment.assignToMe': 'Atribuir a mim',
  'assignment.unassign': 'Remover atribuição',
  'assignment.search': 'Buscar uma pessoa',
  'assignment.noMatch': 'Ninguém nesta lista corresponde',
  'assignment.membersFailed': 'Não foi possível carregar as pessoas desta lista',
  'assignment.formerMember': 'Um ex-membro',
  'assignment.assignedTo': 'Atribuída a {name}',
};
