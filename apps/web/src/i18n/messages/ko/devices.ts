/** The signed-in devices section of settings; spread into ../ko.ts (Korean). */
export const koDevices = {
  'settings.devices.title': '로그인된 기기',
  'settings.devices.description': '계정에 로그인된 기기입니다. 알 수 없거나 더 이상 사용하지 않는 기기는 로그아웃하세요.',
  'settings.devices.unknownDevice': '알 수 없는 기기',
  'settings.devices.device': '{os}의 {browser}',
  'settings.devices.thisDevice': '이 기기',
  'settings.devices.lastUsed': '마지막 사용: {date}',
  'settings.devices.signOut': '로그아웃',
  'settings.devices.signOutNamed': '{device} 로그아웃',
  'settings.devices.signedOut': '{device}에서 로그아웃했습니다',
  'settings.devices.loadFailed': '기기 목록을 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
  'settings.devices.signOutFailed': '기기를 로그아웃하지 못했습니다. 다시 시도하세요.',
  'settings.devices.platform.web': '웹',
  'settings.devices.platform.desktop': '데스크톱 앱',
  'settings.devices.platform.extension': '브라우저 확장 프로그램',
  'settings.devices.platform.other': '앱',
};
