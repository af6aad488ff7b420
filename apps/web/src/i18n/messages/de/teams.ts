/** Workspaces, members, invitations, shared lists and boards; spread into ../de.ts (German). */
export const deTeams = {
  'teams.errors.notPermitted': 'Nicht erlaubt, wende dich an die Administration deines Workspace',
  'teams.errors.assigneeNotMember': 'Eine Aufgabe, die jemandem zugewiesen ist, braucht eine Liste, die mit dieser Person geteilt ist',
  'teams.errors.soleAdmin': 'Das Board braucht eine weitere Admin-Person oder muss zuerst archiviert werden',
  'teams.errors.boardArchived': 'Ein archiviertes Board kann nicht wiederhergestellt werden',
  'teams.errors.noSection': 'Füge einen Abschnitt hinzu, um wiederherzustellen',
  'teams.errors.notArchived': 'Archiviere es, bevor du es endgültig löschst',
};
