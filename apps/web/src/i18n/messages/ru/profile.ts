/** The profile picture of settings' Profile; spread into ../ru.ts (Russian). */
export const ruProfile = {
  'settings.profile.picture': 'Фото профиля',
  'settings.profile.picture.change': 'Сменить фото',
  'settings.profile.picture.remove': 'Удалить фото',
  'settings.profile.picture.hint': 'PNG, JPEG, WebP или GIF, до 5 МБ',
  'settings.profile.picture.choose': 'Выбрать фото',
  'settings.profile.picture.uploading': 'Загружаем ваше фото…',
  'settings.profile.picture.updated': 'Фото обновлено',
  'settings.profile.picture.removed': 'Фото удалено',
  'settings.profile.picture.removeConfirm': 'Удалить фото профиля? {fallback, select, google {Вместо него будет показано фото вашего аккаунта Google.} other {Вместо него будут показаны ваши инициалы.}}',
  'settings.profile.picture.removeAction': 'Удалить',
  'settings.profile.picture.tooBig': 'Это изображение больше 5 МБ. Выберите изображение поменьше.',
  'settings.profile.picture.notAnImage': 'Этот файл не является изображением. Выберите изображение PNG, JPEG, WebP или GIF.',
};
