/** The profile picture of settings' Profile; spread into ../ja.ts (Japanese). */
export const jaProfile = {
  'settings.profile.picture': 'プロフィール画像',
  'settings.profile.picture.change': '画像を変更',
  'settings.profile.picture.remove': '画像を削除',
  'settings.profile.picture.hint': 'PNG、JPEG、WebP、GIF（5 MB まで）',
  'settings.profile.picture.choose': '画像を選択',
  'settings.profile.picture.uploading': '画像をアップロードしています…',
  'settings.profile.picture.updated': '画像を更新しました',
  'settings.profile.picture.removed': '画像を削除しました',
  'settings.profile.picture.removeConfirm': 'プロフィール画像を削除しますか？{fallback, select, google {代わりに Google アカウントの画像が表示されます。} other {代わりにイニシャルが表示されます。}}',
  'settings.profile.picture.removeAction': '削除',
  'settings.profile.picture.tooBig': 'この画像は 5 MB を超えています。もっと小さい画像を選んでください。',
  'settings.profile.picture.notAnImage': 'このファイルは画像ではありません。PNG、JPEG、WebP、GIF の画像を選んでください。',
};
