/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../fr.ts. */
export const frShell = {
  'shell.addTask': 'Ajouter une tâche',
  'shell.accountMenu': 'Compte : {name} ({email})',
  'shell.sidebar.show': 'Afficher la barre latérale',
  'shell.sidebar.hide': 'Masquer la barre latérale',
  'shell.sidebar.open': 'Ouvrir le menu',
  'shell.drawer.title': 'Menu',
  'shell.theme.system': 'Système',
};
