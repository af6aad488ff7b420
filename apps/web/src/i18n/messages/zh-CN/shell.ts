/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../zh-CN.ts. */
export const zhCNShell = {
  'shell.addTask': '添加任务',
  'shell.accountMenu': '账户：{name} ({email})',
  'shell.sidebar.show': '显示侧边栏',
  'shell.sidebar.hide': '隐藏侧边栏',
  'shell.sidebar.open': '打开菜单',
  'shell.drawer.title': '菜单',
  'shell.theme.system': '跟随系统',
};
