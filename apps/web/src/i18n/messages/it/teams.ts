/** Workspaces, members, invitations, shared lists and boards; spread into ../it.ts (Italian). */
export const itTeams = {
  'teams.errors.notPermitted': 'Non consentito, contatta l\'amministratore del tuo workspace',
  'teams.errors.assigneeNotMember': 'Un\'attività assegnata a qualcuno deve avere la sua lista condivisa con quella persona',
  'teams.errors.soleAdmin': 'La bacheca ha bisogno di un altro amministratore o deve prima essere archiviata',
  'teams.errors.boardArchived': 'Una bacheca archiviata non può essere ripristinata',
  'teams.errors.noSection': 'Aggiungi una sezione per poter ripristinare',
  'teams.errors.notArchived': 'Archivialo prima di eliminarlo definitivamente',
};
