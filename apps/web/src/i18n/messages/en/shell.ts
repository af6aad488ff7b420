/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../en.ts. */
export const enShell = {
  'shell.addTask': 'Add task',
  'shell.accountMenu': 'Account: {name} ({email})',
  'shell.sidebar.show': 'Show sidebar',
  'shell.sidebar.hide': 'Hide sidebar',
  'shell.sidebar.open': 'Open menu',
  'shell.drawer.title': 'Menu',
  'shell.theme.system': 'System',
};
