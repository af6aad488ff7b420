/** The signed-in devices section of settings; spread into ../it.ts (Italian). */
export const itDevices = {
  'settings.devices.title': 'Dispositivi connessi',
  'settings.devices.description': 'I dispositivi su cui hai effettuato l’accesso. Disconnetti un dispositivo se non lo riconosci o non lo usi più.',
  'settings.devices.unknownDevice': 'Dispositivo sconosciuto',
  'settings.devices.device': '{browser} su {os}',
  'settings.devices.thisDevice': 'Questo dispositivo',
  'settings.devices.lastUsed': 'Ultimo utilizzo: {date}',
  'settings.devices.signOut': 'Disconnetti',
  'settings.devices.signOutNamed': 'Disconnetti {device}',
  'settings.devices.signedOut': '{device} è stato disconnesso',
  'settings.devices.loadFailed': 'Impossibile caricare i tuoi dispositivi. Controlla la connessione e riprova.',
  'settings.devices.signOutFailed': 'Impossibile disconnettere il dispositivo. Riprova.',
  'settings.devices.platform.web': 'Web',
  'settings.devices.platform.desktop': 'App desktop',
  'settings.devices.platform.extension': 'Estensione del browser',
  'settings.devices.platform.other': 'App',
};
