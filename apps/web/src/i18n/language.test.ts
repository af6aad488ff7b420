import { languageStorageKey } from '@taskhub/domain';
import { describe, expect, it, vi } from 'vitest';
import { createLanguageStore, detectLanguage, type LanguageEnvironment } from './language.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const environment = (stored: string | undefined, locale: string | undefined): LanguageEnvironment => ({
  storage: memoryStorage(stored === undefined ? {} : { [languageStorageKey]: stored }),
  locale: () => locale,
});

describe('detectLanguage', () => {
  it.each([
    ['a supported stored value wins over the browser', 'ja', 'de-DE', 'ja'],
    ['an unsupported stored value falls back to the browser locale', 'xx', 'fr-FR', 'fr'],
    ['no stored value: exact locale match', undefined, 'pt-BR', 'pt-BR'],
    ['no stored value: base language', undefined, 'de-AT', 'de'],
    ['no stored value: zh-TW uses the base language zh', undefined, 'zh-TW', 'zh-CN'],
    ['no stored value, unknown locale: English', undefined, 'nl-NL', 'en'],
    ['nothing at all: English', undefined, undefined, 'en'],
  ])('%s', (_case, stored, locale, expected) => {
    expect(detectLanguage(environment(stored, locale))).toBe(expected);
  });

  it('uses the browser locale when reading storage throws', () => {
    const storage = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(detectLanguage({ storage, locale: () => 'es-MX' })).toBe('es');
  });
});

describe('createLanguageStore', () => {
  it('stores the chosen language under languageStorageKey and notifies subscribers', () => {
    const storage = memoryStorage();
    const store = createLanguageStore({ storage, locale: () => 'en-US' });
    const listener = vi.fn();
    store.subscribe(listener);

    store.set('de');

    expect(store.get()).toBe('de');
    expect(storage.values.get(languageStorageKey)).toBe('de');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when the language does not change, nor after unsubscribing', () => {
    const store = createLanguageStore(environment('fr', 'en-US'));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('fr');
    unsubscribe();
    store.set('ru');
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe('ru');
  });

  it('still switches language when storage refuses the write', () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    const store = createLanguageStore({ storage, locale: () => 'en' });
    store.set('ko');
    expect(store.get()).toBe('ko');
  });

  it('follows a supported language chosen in another tab', () => {
    const events = new EventTarget();
    const store = createLanguageStore({ ...environment('en', 'en'), events: events as unknown as Window });
    const listener = vi.fn();
    store.subscribe(listener);

    events.dispatchEvent(new StorageEvent('storage', { key: languageStorageKey, newValue: 'it' }));
    events.dispatchEvent(new StorageEvent('storage', { key: languageStorageKey, newValue: 'klingon' }));
    events.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'ja' }));

    expect(store.get()).toBe('it');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
