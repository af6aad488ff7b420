/** Workspaces, members, invitations, shared lists and boards; spread into ../es.ts (Spanish). */
export const esTeams = {
  'teams.errors.notPermitted': 'No permitido, contacta con el administrador de tu espacio de trabajo',
  'teams.errors.assigneeNotMember': 'Una tarea asignada a alguien necesita que su lista esté compartida con esa persona',
  'teams.errors.soleAdmin': 'El tablero necesita otro administrador o debe archivarse primero',
  'teams.errors.boardArchived': 'Un tablero archivado no se puede restaurar',
  'teams.errors.noSection': 'Añade una sección para poder restaurar',
  'teams.errors.notArchived': 'Archívalo antes de eliminarlo para siempre',
};
