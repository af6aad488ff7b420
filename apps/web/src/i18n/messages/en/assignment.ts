/** Task assignment: the assignee picker, the rows' avatars and Assigned to me; spread into ../en.ts (English). */
export const enAssignment = {
  'tasks.view.assignedToMe': 'Assigned to me',
  'tasks.empty.assigned': 'Nothing is assigned to you. Tasks that people give you in shared lists show up here.',
  'tasks.empty.showAllMine': 'Show All my tasks',
  'shortcuts.action.goAssignedToMe': 'Go to Assigned to me',
  'assignment.assignee': 'Assignee',
  'assignment.assignToMe': 'Assign to me',
  'assignment.unassign': 'Unassign',
  'assignment.search': 'Find a person',
  'assignment.noMatch': 'Nobody in this list matches',
  'assignment.membersFailed': 'The people of this list could not be loaded',
  'assignment.formerMember': 'A former member',
  'assignment.assignedTo': 'Assigned to {name}',
};
