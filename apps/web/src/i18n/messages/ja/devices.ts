/** The signed-in devices section of settings; spread into ../ja.ts (Japanese). */
export const jaDevices = {
  'settings.devices.title': 'ログイン中のデバイス',
  'settings.devices.description': 'アカウントにログインしているデバイスです。心当たりのないデバイスや使わなくなったデバイスはログアウトしてください。',
  'settings.devices.unknownDevice': '不明なデバイス',
  'settings.devices.device': '{os} の {browser}',
  'settings.devices.thisDevice': 'このデバイス',
  'settings.devices.lastUsed': '最終使用: {date}',
  'settings.devices.signOut': 'ログアウト',
  'settings.devices.signOutNamed': '{device} をログアウト',
  'settings.devices.signedOut': '{device} をログアウトしました',
  'settings.devices.loadFailed': 'デバイスを読み込めませんでした。接続を確認して、もう一度お試しください。',
  'settings.devices.signOutFailed': 'デバイスをログアウトできませんでした。もう一度お試しください。',
  'settings.devices.platform.web': 'ウェブ',
  'settings.devices.platform.desktop': 'デスクトップアプリ',
  'settings.devices.platform.extension': 'ブラウザー拡張機能',
  'settings.devices.platform.other': 'アプリ',
};
