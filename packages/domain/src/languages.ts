/** The ten languages of the product, in the order of SPEC.md section 5. */
export const supportedLanguages = ['en', 'zh-CN', 'fr', 'de', 'it', 'ja', 'ko', 'pt-BR', 'ru', 'es'] as const;

export type Language = (typeof supportedLanguages)[number];

/** The storage key under which the web client keeps the chosen language code. */
export const languageStorageKey = 'language';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Resolves a stored language or a locale: the stored value if supported, else exact locale match, then base language, else en. */
export function resolveLanguage(stored: string | null | undefined, locale: string | null | undefined): Language {
  if (isSupportedLanguage(stored)) return stored;
  if (!locale) return 'en';
  const normalized = locale.replace('_', '-');
  const exact = supportedLanguages.find((l) => l.toLowerCase() === normalized.toLowerCase());
  if (exact) return exact;
  const base = normalized.split('-')[0]!.toLowerCase();
  const byBase = supportedLanguages.find((l) => l.split('-')[0]!.toLowerCase() === base);
  return byBase ?? 'en';
}
