/** The signed-in devices section of settings; spread into ../zh-CN.ts (Simplified Chinese). */
export const zhCNDevices = {
  'settings.devices.title': '已登录的设备',
  'settings.devices.description': '已登录你账户的设备。如果你不认识某台设备或不再使用它，请将其退出登录。',
  'settings.devices.unknownDevice': '未知设备',
  'settings.devices.device': '{os} 上的 {browser}',
  'settings.devices.thisDevice': '此设备',
  'settings.devices.lastUsed': '上次使用：{date}',
  'settings.devices.signOut': '退出登录',
  'settings.devices.signOutNamed': '退出 {device}',
  'settings.devices.signedOut': '{device} 已退出登录',
  'settings.devices.loadFailed': '无法加载你的设备。请检查网络连接后重试。',
  'settings.devices.signOutFailed': '无法让该设备退出登录。请重试。',
  'settings.devices.platform.web': '网页版',
  'settings.devices.platform.desktop': '桌面应用',
  'settings.devices.platform.extension': '浏览器扩展',
  'settings.devices.platform.other': '应用',
};
