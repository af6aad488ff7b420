import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages.js';
import { predefinedData, starterLabels, starterLists } from './predefined.js';

describe('predefined data', () => {
  it('has a name in every language for every starter list and label', () => {
    for (const item of [...starterLists, ...starterLabels]) {
      for (const language of supportedLanguages) expect(item.names[language].trim()).not.toBe('');
    }
  });
  it('translates the names (no English left in another language, except where the word is the same)', () => {
    const sameAsEnglish = new Set(['es:Personal', 'fr:Important']);
    for (const item of [...starterLists, ...starterLabels]) {
      for (const language of supportedLanguages.filter((l) => l !== 'en')) {
        if (sameAsEnglish.has(`${language}:${item.names.en}`)) continue;
        expect(item.names[language], `${item.key} in ${language}`).not.toBe(item.names.en);
      }
    }
  });
  it('picks the language from the locale as the web client does', () => {
    expect(predefinedData('de-AT').lists.map((l) => l.name)).toEqual(['Persönlich', 'Arbeit', 'Einkaufsliste']);
    expect(predefinedData('xx').language).toBe('en');
  });
  it('makes one default list', () => {
    expect(predefinedData('en').lists.filter((l) => l.isDefault)).toHaveLength(1);
  });
});
