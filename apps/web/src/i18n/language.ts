import { type Language, isSupportedLanguage, languageStorageKey, resolveLanguage } from '@taskhub/domain';

/** Where the chosen language is kept and which locale the browser reports; injectable so tests need no real browser. */
export interface LanguageEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  locale: () => string | undefined;
  /** Window whose 'storage' events tell about a language chosen in another tab. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface LanguageStore {
  get(): Language;
  set(language: Language): void;
  subscribe(listener: () => void): () => void;
}

// Storage access throws in some private-browsing modes and sandboxed frames; the language then lives in memory only.
function readStored(storage: LanguageEnvironment['storage']): string | null {
  try {
    return storage?.getItem(languageStorageKey) ?? null;
  } catch {
    return null;
  }
}

/** The stored language if supported, else the browser locale's exact match, then its base language, else en. */
export function detectLanguage(environment: LanguageEnvironment): Language {
  return resolveLanguage(readStored(environment.storage), environment.locale());
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function browserLanguageEnvironment(): LanguageEnvironment {
  return { storage: browserStorage(), locale: () => navigator.language, events: window };
}

/** A current-language holder that components subscribe to; set() stores the choice and re-renders subscribers. */
export function createLanguageStore(environment: LanguageEnvironment): LanguageStore {
  let current = detectLanguage(environment);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === languageStorageKey && isSupportedLanguage(newValue) && newValue !== current) {
      current = newValue;
      notify();
    }
  };

  return {
    get: () => current,
    set(language) {
      try {
        environment.storage?.setItem(languageStorageKey, language);
      } catch {
        // Not persisted (storage unavailable); the choice still applies until the page is reloaded.
      }
      if (language === current) return;
      current = language;
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) environment.events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) environment.events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

let browserStore: LanguageStore | undefined;

/** The app-wide store, created on first use from localStorage and navigator.language. */
export function defaultLanguageStore(): LanguageStore {
  browserStore ??= createLanguageStore(browserLanguageEnvironment());
  return browserStore;
}

/** The current language of the app. */
export function currentLanguage(): Language {
  return defaultLanguageStore().get();
}

/** Chooses the app's language: stored under languageStorageKey and applied to every subscribed view. */
export function setLanguage(language: Language): void {
  defaultLanguageStore().set(language);
}
