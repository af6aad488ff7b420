/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../de.ts. */
export const deShell = {
  'shell.addTask': 'Aufgabe hinzufügen',
  'shell.accountMenu': 'Konto: {name} ({email})',
  'shell.sidebar.show': 'Seitenleiste einblenden',
  'shell.sidebar.hide': 'Seitenleiste ausblenden',
  'shell.sidebar.open': 'Menü öffnen',
  'shell.drawer.title': 'Menü',
  'shell.theme.system': 'System',
};
