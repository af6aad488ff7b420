/** Workspaces, members, invitations, shared lists and boards; spread into ../fr.ts (French). */
export const frTeams = {
  'teams.errors.notPermitted': 'Non autorisé, contactez l\'administrateur de votre espace de travail',
  'teams.errors.assigneeNotMember': 'Une tâche attribuée à quelqu\'un doit être dans une liste partagée avec cette personne',
  'teams.errors.soleAdmin': 'Le tableau a besoin d\'un autre administrateur ou doit d\'abord être archivé',
  'teams.errors.boardArchived': 'Un tableau archivé ne peut pas être restauré',
  'teams.errors.noSection': 'Ajoutez une section pour pouvoir restaurer',
  'teams.errors.notArchived': 'Archivez-le avant de le supprimer définitivement',
};
