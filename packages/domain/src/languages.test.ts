import { describe, expect, it } from 'vitest';
import { resolveLanguage, supportedLanguages } from './languages.js';

describe('resolveLanguage', () => {
  it('keeps a stored language that is supported', () => {
    expect(resolveLanguage('ja', 'de-DE')).toBe('ja');
  });
  it('ignores a stored value that is not supported and uses the locale', () => {
    expect(resolveLanguage('xx', 'fr-FR')).toBe('fr');
  });
  it('matches a locale exactly first, case-insensitively and with underscores', () => {
    expect(resolveLanguage(null, 'pt-br')).toBe('pt-BR');
    expect(resolveLanguage(null, 'zh_CN')).toBe('zh-CN');
  });
  it('falls back to the base language', () => {
    expect(resolveLanguage(null, 'pt-PT')).toBe('pt-BR');
    expect(resolveLanguage(null, 'zh-TW')).toBe('zh-CN');
    expect(resolveLanguage(null, 'es-MX')).toBe('es');
  });
  it('answers en for anything else', () => {
    expect(resolveLanguage(undefined, 'nl-NL')).toBe('en');
    expect(resolveLanguage(undefined, undefined)).toBe('en');
  });
  it('supports exactly the ten languages of the spec', () => {
    expect([...supportedLanguages].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt-BR', 'ru', 'zh-CN']);
  });
});
