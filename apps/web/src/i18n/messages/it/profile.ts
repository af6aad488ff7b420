/** The profile picture of settings' Profile; spread into ../it.ts (Italian). */
export const itProfile = {
  'settings.profile.picture': 'Immagine del profilo',
  'settings.profile.picture.change': 'Cambia immagine',
  'settings.profile.picture.remove': 'Rimuovi immagine',
  'settings.profile.picture.hint': 'PNG, JPEG, WebP o GIF, fino a 5 MB',
  'settings.profile.picture.choose': 'Scegli un’immagine',
  'settings.profile.picture.uploading': 'Caricamento della tua immagine…',
  'settings.profile.picture.updated': 'La tua immagine è stata aggiornata',
  'settings.profile.picture.removed': 'La tua immagine è stata rimossa',
  'settings.profile.picture.removeConfirm': 'Rimuovere l’immagine del profilo? {fallback, select, google {Al suo posto verrà mostrata l’immagine del tuo account Google.} other {Al suo posto verranno mostrate le tue iniziali.}}',
  'settings.profile.picture.removeAction': 'Rimuovi',
  'settings.profile.picture.tooBig': 'Questa immagine supera i 5 MB. Scegline una più piccola.',
  'settings.profile.picture.notAnImage': 'Questo file non è un’immagine. Scegli un’immagine PNG, JPEG, WebP o GIF.',
};
