// Public face of i18n; the catalogues themselves are not re-exported so that they stay in their own lazy chunks.
export { I18nProvider, type I18nProviderProps } from './I18nProvider.js';
export { useLanguage } from './useLanguage.js';
export type { LanguageControl } from './context.js';
export { createLanguageStore, currentLanguage, detectLanguage, setLanguage, type LanguageStore } from './language.js';
export { nativeLanguageNames } from './language-names.js';
export { errorMessageIds, messageIdForErrorCode } from './error-messages.js';
export type { MessageId, Messages } from './types.js';
