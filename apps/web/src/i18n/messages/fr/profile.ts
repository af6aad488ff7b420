/** The profile picture of settings' Profile; spread into ../fr.ts (French). */
export const frProfile = {
  'settings.profile.picture': 'Photo de profil',
  'settings.profile.picture.change': 'Changer de photo',
  'settings.profile.picture.remove': 'Supprimer la photo',
  'settings.profile.picture.hint': 'PNG, JPEG, WebP ou GIF, 5 Mo maximum',
  'settings.profile.picture.choose': 'Choisir une photo',
  'settings.profile.picture.uploading': 'Envoi de votre photo…',
  'settings.profile.picture.updated': 'Votre photo a été mise à jour',
  'settings.profile.picture.removed': 'Votre photo a été supprimée',
  'settings.profile.picture.removeConfirm': 'Supprimer votre photo de profil ? {fallback, select, google {La photo de votre compte Google s’affichera à la place.} other {Vos initiales s’afficheront à la place.}}',
  'settings.profile.picture.removeAction': 'Supprimer',
  'settings.profile.picture.tooBig': 'Cette image dépasse 5 Mo. Choisissez-en une plus petite.',
  'settings.profile.picture.notAnImage': 'Ce fichier n’est pas une image. Choisissez une image PNG, JPEG, WebP ou GIF.',
};
