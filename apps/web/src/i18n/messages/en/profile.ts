/** The profile picture of settings' Profile; spread into ../en.ts (English). */
export const enProfile = {
  'settings.profile.picture': 'Profile picture',
  'settings.profile.picture.change': 'Change picture',
  'settings.profile.picture.remove': 'Remove picture',
  'settings.profile.picture.hint': 'PNG, JPEG, WebP or GIF, up to 5 MB',
  'settings.profile.picture.choose': 'Choose a picture',
  'settings.profile.picture.uploading': 'Uploading your picture…',
  'settings.profile.picture.updated': 'Your picture was updated',
  'settings.profile.picture.removed': 'Your picture was removed',
  'settings.profile.picture.removeConfirm': 'Remove your profile picture? {fallback, select, google {Your Google account picture will show instead.} other {Your initials will show instead.}}',
  'settings.profile.picture.removeAction': 'Remove',
  'settings.profile.picture.tooBig': 'This picture is larger than 5 MB. Choose a smaller one.',
  'settings.profile.picture.notAnImage': 'This file is not a picture. Choose a PNG, JPEG, WebP or GIF image.',
};
