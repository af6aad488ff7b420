import type { Language } from '@taskhub/domain';
import { createContext } from 'react';

export interface LanguageControl {
  /** The language the user chose (or the detected one); its catalogue may still be loading. */
  language: Language;
  setLanguage(language: Language): void;
}

export const LanguageContext = createContext<LanguageControl | null>(null);
