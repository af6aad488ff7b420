/** The profile picture of settings' Profile; spread into ../de.ts (German). */
export const deProfile = {
  'settings.profile.picture': 'Profilbild',
  'settings.profile.picture.change': 'Bild ändern',
  'settings.profile.picture.remove': 'Bild entfernen',
  'settings.profile.picture.hint': 'PNG, JPEG, WebP oder GIF, bis 5 MB',
  'settings.profile.picture.choose': 'Bild auswählen',
  'settings.profile.picture.uploading': 'Dein Bild wird hochgeladen…',
  'settings.profile.picture.updated': 'Dein Bild wurde aktualisiert',
  'settings.profile.picture.removed': 'Dein Bild wurde entfernt',
  'settings.profile.picture.removeConfirm': 'Profilbild entfernen? {fallback, select, google {Stattdessen wird das Bild deines Google-Kontos angezeigt.} other {Stattdessen werden deine Initialen angezeigt.}}',
  'settings.profile.picture.removeAction': 'Entfernen',
  'settings.profile.picture.tooBig': 'Dieses Bild ist größer als 5 MB. Wähle ein kleineres.',
  'settings.profile.picture.notAnImage': 'Diese Datei ist kein Bild. Wähle ein PNG-, JPEG-, WebP- oder GIF-Bild.',
};
