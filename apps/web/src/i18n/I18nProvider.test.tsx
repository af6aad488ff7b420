import { languageStorageKey } from '@taskhub/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from './I18nProvider.js';
import { createLanguageStore } from './language.js';
import { useLanguage } from './useLanguage.js';

afterEach(cleanup);

function storeWith(stored: string | null, locale = 'en-US') {
  const values = new Map<string, string>(stored ? [[languageStorageKey, stored]] : []);
  const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  return { store: createLanguageStore({ storage, locale: () => locale }), values };
}

function LanguageSwitcher() {
  const { language, setLanguage } = useLanguage();
  return (
    <div>
      <h1><FormattedMessage id="settings.menu.language" /></h1>
      <p data-testid="chosen">{language}</p>
      <button type="button" onClick={() => setLanguage('de')}>de</button>
    </div>
  );
}

describe('I18nProvider', () => {
  it('shows English at once when English is the language', () => {
    const { store } = storeWith(null);
    render(<I18nProvider store={store}><LanguageSwitcher /></I18nProvider>);
    expect(screen.getByRole('heading').textContent).toBe('Language');
  });

  it('switches to German when the language is set to de, and stores the choice', async () => {
    const { store, values } = storeWith(null);
    render(<I18nProvider store={store}><LanguageSwitcher /></I18nProvider>);

    await userEvent.click(screen.getByRole('button', { name: 'de' }));

    expect(await screen.findByRole('heading', { name: 'Sprache' })).toBeTruthy();
    expect(screen.getByTestId('chosen').textContent).toBe('de');
    expect(values.get(languageStorageKey)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('starts in the stored language, showing the fallback until its catalogue has loaded', async () => {
    const { store } = storeWith('ja');
    render(<I18nProvider store={store} fallback={<p>…</p>}><LanguageSwitcher /></I18nProvider>);
    expect(screen.getByText('…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '言語' })).toBeTruthy();
  });

  it('derives the language from the browser locale when nothing is stored', async () => {
    const { store } = storeWith(null, 'pt-PT');
    render(<I18nProvider store={store}><LanguageSwitcher /></I18nProvider>);
    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeTruthy();
  });

  it('re-renders when the language is changed outside React', async () => {
    const { store } = storeWith(null);
    render(<I18nProvider store={store}><LanguageSwitcher /></I18nProvider>);
    act(() => store.set('ru'));
    expect(await screen.findByRole('heading', { name: 'Язык' })).toBeTruthy();
  });
});

describe('useLanguage', () => {
  it('refuses to work outside the provider', () => {
    expect(() => render(<LanguageSwitcher />)).toThrow(/I18nProvider/);
  });
});
