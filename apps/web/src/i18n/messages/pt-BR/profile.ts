/** The profile picture of settings' Profile; spread into ../pt-BR.ts (Brazilian Portuguese). */
export const ptBRProfile = {
  'settings.profile.picture': 'Foto do perfil',
  'settings.profile.picture.change': 'Trocar foto',
  'settings.profile.picture.remove': 'Remover foto',
  'settings.profile.picture.hint': 'PNG, JPEG, WebP ou GIF, até 5 MB',
  'settings.profile.picture.choose': 'Escolher uma foto',
  'settings.profile.picture.uploading': 'Enviando sua foto…',
  'settings.profile.picture.updated': 'Sua foto foi atualizada',
  'settings.profile.picture.removed': 'Sua foto foi removida',
  'settings.profile.picture.removeConfirm': 'Remover sua foto do perfil? {fallback, select, google {A foto da sua conta do Google aparecerá no lugar.} other {Suas iniciais aparecerão no lugar.}}',
  'settings.profile.picture.removeAction': 'Remover',
  'settings.profile.picture.tooBig': 'Esta imagem tem mais de 5 MB. Escolha uma menor.',
  'settings.profile.picture.notAnImage': 'Este arquivo não é uma imagem. Escolha uma imagem PNG, JPEG, WebP ou GIF.',
};
