/** Workspaces, members, invitations, shared lists and boards; spread into ../en.ts (English). */
export const enTeams = {
  'teams.errors.notPermitted': 'Not permitted, contact your workspace administrator',
  'teams.errors.assigneeNotMember': 'A task assigned to someone needs its list shared with that person',
  'teams.errors.soleAdmin': 'The board needs another admin or must be archived first',
  'teams.errors.boardArchived': 'An archived board cannot be restored',
  'teams.errors.noSection': 'Add a section in order to restore',
  'teams.errors.notArchived': 'Archive it before deleting it for good',
};
