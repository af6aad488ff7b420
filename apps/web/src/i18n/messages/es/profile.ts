/** The profile picture of settings' Profile; spread into ../es.ts (Spanish). */
export const esProfile = {
  'settings.profile.picture': 'Foto de perfil',
  'settings.profile.picture.change': 'Cambiar foto',
  'settings.profile.picture.remove': 'Quitar foto',
  'settings.profile.picture.hint': 'PNG, JPEG, WebP o GIF, hasta 5 MB',
  'settings.profile.picture.choose': 'Elegir una foto',
  'settings.profile.picture.uploading': 'Subiendo tu foto…',
  'settings.profile.picture.updated': 'Tu foto se ha actualizado',
  'settings.profile.picture.removed': 'Tu foto se ha quitado',
  'settings.profile.picture.removeConfirm': '¿Quitar tu foto de perfil? {fallback, select, google {En su lugar se mostrará la foto de tu cuenta de Google.} other {En su lugar se mostrarán tus iniciales.}}',
  'settings.profile.picture.removeAction': 'Quitar',
  'settings.profile.picture.tooBig': 'Esta imagen supera los 5 MB. Elige una más pequeña.',
  'settings.profile.picture.notAnImage': 'Este archivo no es una imagen. Elige una imagen PNG, JPEG, WebP o GIF.',
};
