/** The signed-in devices section of settings; spread into ../fr.ts (French). */
export const frDevices = {
  'settings.devices.title': 'Appareils connectés',
  'settings.devices.description': 'Les appareils sur lesquels votre compte est connecté. Déconnectez un appareil si vous ne le reconnaissez pas ou ne l’utilisez plus.',
  'settings.devices.unknownDevice': 'Appareil inconnu',
  'settings.devices.device': '{browser} sur {os}',
  'settings.devices.thisDevice': 'Cet appareil',
  'settings.devices.lastUsed': 'Dernière utilisation : {date}',
  'settings.devices.signOut': 'Déconnecter',
  'settings.devices.signOutNamed': 'Déconnecter {device}',
  'settings.devices.signedOut': '{device} a été déconnecté',
  'settings.devices.loadFailed': 'Impossible de charger vos appareils. Vérifiez votre connexion et réessayez.',
  'settings.devices.signOutFailed': 'Impossible de déconnecter cet appareil. Réessayez.',
  'settings.devices.platform.web': 'Web',
  'settings.devices.platform.desktop': 'Application de bureau',
  'settings.devices.platform.extension': 'Extension de navigateur',
  'settings.devices.platform.other': 'Application',
};
