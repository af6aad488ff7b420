/** The signed-in devices section of settings; spread into ../pt-BR.ts (Brazilian Portuguese). */
export const ptBRDevices = {
  'settings.devices.title': 'Dispositivos conectados',
  'settings.devices.description': 'Dispositivos em que sua conta está conectada. Desconecte um dispositivo se você não o reconhece ou não o usa mais.',
  'settings.devices.unknownDevice': 'Dispositivo desconhecido',
  'settings.devices.device': '{browser} no {os}',
  'settings.devices.thisDevice': 'Este dispositivo',
  'settings.devices.lastUsed': 'Último uso: {date}',
  'settings.devices.signOut': 'Desconectar',
  'settings.devices.signOutNamed': 'Desconectar {device}',
  'settings.devices.signedOut': '{device} foi desconectado',
  'settings.devices.loadFailed': 'Não foi possível carregar seus dispositivos. Verifique sua conexão e tente novamente.',
  'settings.devices.signOutFailed': 'Não foi possível desconectar esse dispositivo. Tente novamente.',
  'settings.devices.platform.web': 'Web',
  'settings.devices.platform.desktop': 'App para computador',
  'settings.devices.platform.extension': 'Extensão do navegador',
  'settings.devices.platform.other': 'App',
};
