/** The signed-in shell's messages (header, account menu, sidebar frame); spread into ../ko.ts. */
export const koShell = {
  'shell.addTask': '할 일 추가',
  'shell.accountMenu': '계정: {name} ({email})',
  'shell.sidebar.show': '사이드바 표시',
  'shell.sidebar.hide': '사이드바 숨기기',
  'shell.sidebar.open': '메뉴 열기',
  'shell.drawer.title': '메뉴',
  'shell.theme.system': '시스템',
};
