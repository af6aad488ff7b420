/** Workspaces, members, invitations, shared lists and boards; spread into ../pt-BR.ts (Brazilian Portuguese). */
export const ptBRTeams = {
  'teams.errors.notPermitted': 'Não permitido, entre em contato com o administrador do seu espaço de trabalho',
  'teams.errors.assigneeNotMember': 'Uma tarefa atribuída a alguém precisa que a lista esteja compartilhada com essa pessoa',
  'teams.errors.soleAdmin': 'O quadro precisa de outro administrador ou deve ser arquivado primeiro',
  'teams.errors.boardArchived': 'Um quadro arquivado não pode ser restaurado',
  'teams.errors.noSection': 'Adicione uma seção para poder restaurar',
  'teams.errors.notArchived': 'Arquive antes de excluir definitivamente',
};
