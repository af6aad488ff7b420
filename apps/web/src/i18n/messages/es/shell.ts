/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../es.ts. */
export const esShell = {
  'shell.addTask': 'Añadir tarea',
  'shell.accountMenu': 'Cuenta: {name} ({email})',
  'shell.sidebar.show': 'Mostrar barra lateral',
  'shell.sidebar.hide': 'Ocultar barra lateral',
  'shell.sidebar.open': 'Abrir menú',
  'shell.drawer.title': 'Menú',
  'shell.theme.system': 'Sistema',
};
