/** The signed-in devices section of settings; spread into ../en.ts (English). */
export const enDevices = {
  'settings.devices.title': 'Signed-in devices',
  'settings.devices.description': 'Devices where your account is signed in. Sign a device out if you do not recognise it or no longer use it.',
  'settings.devices.unknownDevice': 'Unknown device',
  'settings.devices.device': '{browser} on {os}',
  'settings.devices.thisDevice': 'This device',
  'settings.devices.lastUsed': 'Last used {date}',
  'settings.devices.signOut': 'Sign out',
  'settings.devices.signOutNamed': 'Sign out {device}',
  'settings.devices.signedOut': '{device} was signed out',
  'settings.devices.loadFailed': 'Could not load your devices. Check your connection and try again.',
  'settings.devices.signOutFailed': 'Could not sign that device out. Try again.',
  'settings.devices.platform.web': 'Web',
  'settings.devices.platform.desktop': 'Desktop app',
  'settings.devices.platform.extension': 'Browser extension',
  'settings.devices.platform.other': 'App',
};
