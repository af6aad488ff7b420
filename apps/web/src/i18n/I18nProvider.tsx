import type { Language } from '@taskhub/domain';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { loadedMessages, loadMessages } from './catalogues.js';
import { type LanguageControl, LanguageContext } from './context.js';
import { defaultLanguageStore, type LanguageStore } from './language.js';
import { en } from './messages/en.js';
import type { Messages } from './types.js';

interface Shown {
  language: Language;
  messages: Messages;
}

export interface I18nProviderProps {
  children: ReactNode;
  /** Defaults to the app-wide store (localStorage + navigator.language). */
  store?: LanguageStore;
  /** Rendered only before the very first catalogue is ready, so a German user never sees an English flash. */
  fallback?: ReactNode;
}

/**
 * Gives the app react-intl in the current language. Non-English catalogues arrive by dynamic import; while a newly
 * chosen one loads, the previous language stays on screen. If a catalogue cannot be downloaded, English is shown.
 */
export function I18nProvider({ children, store = defaultLanguageStore(), fallback = null }: I18nProviderProps) {
  const language = useSyncExternalStore(store.subscribe, store.get);
  const [shown, setShown] = useState<Shown | null>(() => {
    const messages = loadedMessages(language);
    return messages ? { language, messages } : null;
  });

  useEffect(() => {
    let active = true;
    loadMessages(language).then(
      (messages) => {
        if (active) setShown((previous) => (previous?.messages === messages ? previous : { language, messages }));
      },
      () => {
        if (active) setShown((previous) => previous ?? { language: 'en', messages: en });
      },
    );
    return () => {
      active = false;
    };
  }, [language]);

  useEffect(() => {
    // Screen readers and :lang() styles follow the language actually displayed.
    if (shown) document.documentElement.lang = shown.language;
  }, [shown]);

  const control = useMemo<LanguageControl>(() => ({ language, setLanguage: store.set }), [language, store]);

  if (!shown) return <>{fallback}</>;
  return (
    <LanguageContext.Provider value={control}>
      <IntlProvider locale={shown.language} defaultLocale="en" messages={shown.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
