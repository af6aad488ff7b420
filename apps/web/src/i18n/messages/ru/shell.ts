/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../ru.ts. */
export const ruShell = {
  'shell.addTask': 'Добавить задачу',
  'shell.accountMenu': 'Аккаунт: {name} ({email})',
  'shell.sidebar.show': 'Показать боковую панель',
  'shell.sidebar.hide': 'Скрыть боковую панель',
  'shell.sidebar.open': 'Открыть меню',
  'shell.drawer.title': 'Меню',
  'shell.theme.system': 'Системная',
};
