/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../ja.ts. */
export const jaShell = {
  'shell.addTask': 'タスクを追加',
  'shell.accountMenu': 'アカウント: {name} ({email})',
  'shell.sidebar.show': 'サイドバーを表示',
  'shell.sidebar.hide': 'サイドバーを隠す',
  'shell.sidebar.open': 'メニューを開く',
  'shell.drawer.title': 'メニュー',
  'shell.theme.system': 'システム',
};
