/** The signed-in devices section of settings; spread into ../ru.ts (Russian). */
export const ruDevices = {
  'settings.devices.title': 'Устройства со входом в аккаунт',
  'settings.devices.description': 'Устройства, на которых выполнен вход в ваш аккаунт. Выйдите на устройстве, если не узнаёте его или больше им не пользуетесь.',
  'settings.devices.unknownDevice': 'Неизвестное устройство',
  'settings.devices.device': '{browser} на {os}',
  'settings.devices.thisDevice': 'Это устройство',
  'settings.devices.lastUsed': 'Последнее использование: {date}',
  'settings.devices.signOut': 'Выйти',
  'settings.devices.signOutNamed': 'Выйти на устройстве {device}',
  'settings.devices.signedOut': 'Выполнен выход на устройстве {device}',
  'settings.devices.loadFailed': 'Не удалось загрузить список устройств. Проверьте подключение и попробуйте снова.',
  'settings.devices.signOutFailed': 'Не удалось выйти на этом устройстве. Попробуйте снова.',
  'settings.devices.platform.web': 'Веб',
  'settings.devices.platform.desktop': 'Приложение для компьютера',
  'settings.devices.platform.extension': 'Расширение браузера',
  'settings.devices.platform.other': 'Приложение',
};
