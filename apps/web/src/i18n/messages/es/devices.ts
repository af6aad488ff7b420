/** The signed-in devices section of settings; spread into ../es.ts (Spanish). */
export const esDevices = {
  'settings.devices.title': 'Dispositivos con sesión iniciada',
  'settings.devices.description': 'Dispositivos en los que tu cuenta tiene la sesión iniciada. Cierra la sesión de un dispositivo si no lo reconoces o ya no lo usas.',
  'settings.devices.unknownDevice': 'Dispositivo desconocido',
  'settings.devices.device': '{browser} en {os}',
  'settings.devices.thisDevice': 'Este dispositivo',
  'settings.devices.lastUsed': 'Último uso: {date}',
  'settings.devices.signOut': 'Cerrar sesión',
  'settings.devices.signOutNamed': 'Cerrar sesión en {device}',
  'settings.devices.signedOut': 'Se cerró la sesión en {device}',
  'settings.devices.loadFailed': 'No se pudieron cargar tus dispositivos. Comprueba la conexión e inténtalo de nuevo.',
  'settings.devices.signOutFailed': 'No se pudo cerrar la sesión en ese dispositivo. Inténtalo de nuevo.',
  'settings.devices.platform.web': 'Web',
  'settings.devices.platform.desktop': 'Aplicación de escritorio',
  'settings.devices.platform.extension': 'Extensión del navegador',
  'settings.devices.platform.other': 'Aplicación',
};
