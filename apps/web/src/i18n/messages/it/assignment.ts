/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../it.ts (Italian). */
export const itAssignment = {
  'tasks.view.assignedToMe': 'Assegnate a me',
  'tasks.empty.assigned': 'Non hai nulla di assegnato. Qui compaiono le attività che altri ti assegnano negli elenchi condivisi.',
  'tasks.empty.showAllMine': 'Mostra Tutte le mie attività',
  'shortcuts.action.goAssignedToMe': 'Vai a Assegnate a me',
  'assignment.assignee': 'Assegnatario',
  'assignment.assignToMe': 'Assegna a me',
  'assignment.unassign': 'Rimuovi assegnazione',
  'assignment.search': 'Cerca una persona',
  'assignment.noMatch': 'Nessuno in questo elenco corrisponde',
  'assignment.membersFailed': 'Non è stato possibile caricare le persone di questo elenco',
  'assignment.formerMember': 'Un ex membro',
  'assignment.assignedTo': 'Assegnata a {name}',
};
