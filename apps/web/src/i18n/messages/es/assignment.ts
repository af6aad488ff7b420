/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../es.ts (Spanish). */
export const esAssignment = {
  'tasks.view.assignedToMe': 'Asignadas a mí',
  'tasks.empty.assigned': 'No tienes nada asignado. Aquí aparecen las tareas que otras personas te asignan en listas compartidas.',
  'tasks.empty.showAllMine': 'Mostrar Todas mis tareas',
  'shortcuts.action.goAssignedToMe': 'Ir a Asignadas a mí',
  'assignment.assignee': 'Responsable',
  'assignment.assignToMe': 'Asignarme a mí',
  'assignment.unassign': 'Quitar asignación',
  'assignment.search': 'Buscar una persona',
  'assignment.noMatch': 'Nadie de esta lista coincide',
  'assignment.membersFailed': 'No se pudieron cargar las personas de esta lista',
  'assignment.formerMember': 'Un antiguo miembro',
  'assignment.assignedTo': 'Asignada a {name}',
};
