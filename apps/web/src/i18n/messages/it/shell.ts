/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../it.ts. */
export const itShell = {
  'shell.addTask': 'Aggiungi attività',
  'shell.accountMenu': 'Account: {name} ({email})',
  'shell.sidebar.show': 'Mostra barra laterale',
  'shell.sidebar.hide': 'Nascondi barra laterale',
  'shell.sidebar.open': 'Apri menu',
  'shell.drawer.title': 'Menu',
  'shell.theme.system': 'Sistema',
};
