/** The profile picture of settings' Profile; spread into ../zh-CN.ts (Simplified Chinese). */
export const zhCNProfile = {
  'settings.profile.picture': '头像',
  'settings.profile.picture.change': '更换头像',
  'settings.profile.picture.remove': '移除头像',
  'settings.profile.picture.hint': 'PNG、JPEG、WebP 或 GIF，不超过 5 MB',
  'settings.profile.picture.choose': '选择图片',
  'settings.profile.picture.uploading': '正在上传你的头像…',
  'settings.profile.picture.updated': '你的头像已更新',
  'settings.profile.picture.removed': '你的头像已移除',
  'settings.profile.picture.removeConfirm': '移除你的头像？{fallback, select, google {将改为显示你的 Google 账户头像。} other {将改为显示你的姓名首字母。}}',
  'settings.profile.picture.removeAction': '移除',
  'settings.profile.picture.tooBig': '这张图片超过 5 MB，请选择一张更小的图片。',
  'settings.profile.picture.notAnImage': '该文件不是图片。请选择 PNG、JPEG、WebP 或 GIF 图片。',
};
