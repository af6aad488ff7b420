/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../pt-BR.ts. */
export const ptBRShell = {
  'shell.addTask': 'Adicionar tarefa',
  'shell.accountMenu': 'Conta: {name} ({email})',
  'shell.sidebar.show': 'Mostrar barra lateral',
  'shell.sidebar.hide': 'Ocultar barra lateral',
  'shell.sidebar.open': 'Abrir menu',
  'shell.drawer.title': 'Menu',
  'shell.theme.system': 'Sistema',
};
