import type { Language } from '@taskhub/domain';

/**
 * Each language's name in that language, as the language picker shows it whatever the current interface language,
 * so a person who cannot read the current one still finds their own. Hence these are not in the message catalogues.
 */
export const nativeLanguageNames: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  es: 'Español',
};
