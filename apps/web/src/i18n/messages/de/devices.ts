/** The signed-in devices section of settings; spread into ../de.ts (German). */
export const deDevices = {
  'settings.devices.title': 'Angemeldete Geräte',
  'settings.devices.description': 'Geräte, auf denen dein Konto angemeldet ist. Melde ein Gerät ab, wenn du es nicht kennst oder nicht mehr nutzt.',
  'settings.devices.unknownDevice': 'Unbekanntes Gerät',
  'settings.devices.device': '{browser} unter {os}',
  'settings.devices.thisDevice': 'Dieses Gerät',
  'settings.devices.lastUsed': 'Zuletzt verwendet: {date}',
  'settings.devices.signOut': 'Abmelden',
  'settings.devices.signOutNamed': '{device} abmelden',
  'settings.devices.signedOut': '{device} wurde abgemeldet',
  'settings.devices.loadFailed': 'Deine Geräte konnten nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  'settings.devices.signOutFailed': 'Das Gerät konnte nicht abgemeldet werden. Versuche es erneut.',
  'settings.devices.platform.web': 'Web',
  'settings.devices.platform.desktop': 'Desktop-App',
  'settings.devices.platform.extension': 'Browsererweiterung',
  'settings.devices.platform.other': 'App',
};
