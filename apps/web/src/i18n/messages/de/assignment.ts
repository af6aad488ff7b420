/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../de.ts (German). */
export const deAssignment = {
  'tasks.view.assignedToMe': 'Mir zugewiesen',
  'tasks.empty.assigned': 'Dir ist nichts zugewiesen. Aufgaben, die dir andere in geteilten Listen geben, erscheinen hier.',
  'tasks.empty.showAllMine': 'Alle meine Aufgaben anzeigen',
  'shortcuts.action.goAssignedToMe': 'Zu Mir zugewiesen',
  'assignment.assignee': 'Zuständig',
  'assignment.assignToMe': 'Mir zuweisen',
  'assignment.unassign': 'Zuweisung aufheben',
  'assignment.search': 'Person suchen',
  'assignment.noMatch': 'Niemand in dieser Liste passt',
  'assignment.membersFailed': 'Die Personen dieser Liste konnten nicht geladen werden',
  'assignment.formerMember': 'Ein ehemaliges Mitglied',
  'assignment.assignedTo': '{name} zugewiesen',
};
