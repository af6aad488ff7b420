/** The profile picture of settings' Profile; spread into ../ko.ts (Korean). */
export const koProfile = {
  'settings.profile.picture': '프로필 사진',
  'settings.profile.picture.change': '사진 변경',
  'settings.profile.picture.remove': '사진 삭제',
  'settings.profile.picture.hint': 'PNG, JPEG, WebP 또는 GIF, 최대 5MB',
  'settings.profile.picture.choose': '사진 선택',
  'settings.profile.picture.uploading': '사진을 업로드하는 중…',
  'settings.profile.picture.updated': '사진을 변경했습니다',
  'settings.profile.picture.removed': '사진을 삭제했습니다',
  'settings.profile.picture.removeConfirm': '프로필 사진을 삭제할까요? {fallback, select, google {대신 Google 계정 사진이 표시됩니다.} other {대신 이니셜이 표시됩니다.}}',
  'settings.profile.picture.removeAction': '삭제',
  'settings.profile.picture.tooBig': '이 사진은 5MB보다 큽니다. 더 작은 사진을 선택하세요.',
  'settings.profile.picture.notAnImage': '이 파일은 이미지가 아닙니다. PNG, JPEG, WebP 또는 GIF 이미지를 선택하세요.',
};
