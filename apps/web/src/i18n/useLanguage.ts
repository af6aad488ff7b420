import { useContext } from 'react';
import { type LanguageControl, LanguageContext } from './context.js';

/** The current language and a setter that stores the choice and re-renders the app in it. */
export function useLanguage(): LanguageControl {
  const control = useContext(LanguageContext);
  if (!control) throw new Error('useLanguage needs an I18nProvider above it');
  return control;
}
