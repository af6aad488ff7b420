/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../fr.ts (French). */
export const frAssignment = {
  'tasks.view.assignedToMe': 'Qui me sont assignées',
  'tasks.empty.assigned': 'Rien ne vous est assigné. Les tâches que d’autres vous confient dans des listes partagées apparaissent ici.',
  'tasks.empty.showAllMine': 'Afficher Toutes mes tâches',
  'shortcuts.action.goAssignedToMe': 'Aller à Qui me sont assignées',
  'assignment.assignee': 'Responsable',
  'assignment.assignToMe': 'M’assigner',
  'assignment.unassign': 'Retirer l’assignation',
  'assignment.search': 'Chercher une personne',
  'assignment.noMatch': 'Personne dans cette liste ne correspond',
  'assignment.membersFailed': 'Les personnes de cette liste n’ont pas pu être chargées',
  'assignment.formerMember': 'Un ancien membre',
  'assignment.assignedTo': 'Assignée à {name}',
};
