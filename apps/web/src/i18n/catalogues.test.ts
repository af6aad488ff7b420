import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser';
import { type Language, supportedLanguages } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { de } from './messages/de.js';
import { en } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { it as italian } from './messages/it.js';
import { ja } from './messages/ja.js';
import { ko } from './messages/ko.js';
import { ptBR } from './messages/pt-BR.js';
import { ru } from './messages/ru.js';
import { zhCN } from './messages/zh-CN.js';

const translations: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  'zh-CN': zhCN, fr, de, it: italian, ja, ko, 'pt-BR': ptBR, ru, es,
};

// Words that are genuinely the same as the English in that language (loanwords, abbreviations), not missed translations.
// The product's name (app.name) is the same in every language.
// The workspace types Teams and Pro are plan names, kept as they are in every language.
const planNames = ['Teams', 'Pro'];
const sameAsEnglish: Record<Exclude<Language, 'en'>, readonly string[]> = {
  'zh-CN': ['TaskHub', ...planNames],
  fr: [
    'OK', 'Marketing', 'Design', 'Version {version}', 'Notifications', 'TaskHub', 'Menu', 'Web', 'Note', 'Type', 'Sections', 'Section', 'Emoji', 'Description',
    '{count, plural, one {# section} other {# sections}}', ...planNames,
  ],
  de: ['OK', 'Name', 'Marketing', 'Design', 'IT', 'Version {version}', 'Workspace', 'Workspaces', 'Admin', 'TaskHub', 'System', 'Web', 'App', 'Tags', 'Status', 'Emoji', 'Boards', 'Team', ...planNames],
  it: ['OK', 'Password', 'Marketing', 'Design', 'TaskHub', 'Account', 'Menu', 'Account: {name} ({email})', 'Web', 'App', 'Emoji', 'Team', ...planNames],
  ja: ['OK', 'TaskHub', ...planNames],
  ko: ['TaskHub', ...planNames],
  'pt-BR': ['OK', 'Marketing', 'Design', 'TaskHub', 'Menu', 'Web', 'App', 'Status', 'Emoji', ...planNames],
  ru: ['TaskHub', ...planNames],
  es: ['Marketing', 'Legal', 'Personal', 'TaskHub', 'General', 'Web', 'Emoji', ...planNames],
};

/** Argument names (with their ICU type) and rich-text tags of a message, found anywhere in it, sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument: case TYPE.number: case TYPE.date: case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.select: case TYPE.plural:
          found.add(`${element.value}:${TYPE[element.type]}`);
          Object.values(element.options).forEach((option) => visit(option.value));
          break;
        case TYPE.tag:
          found.add(`<${element.value}>`);
          visit(element.children);
          break;
        default:
          break;
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

const englishIds = Object.keys(en).sort();

describe('the placeholder extraction used below', () => {
  it('finds arguments, typed arguments, plural branches and tags', () => {
    expect(placeholders('Hi {name}, {count, plural, one {# task for {who}} other {# tasks}} <b>now</b>')).toEqual(
      ['<b>', 'count:plural', 'name:argument', 'who:argument'],
    );
    expect(placeholders('no placeholders')).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it('has non-empty, parseable messages', () => {
    for (const [id, message] of Object.entries(en)) {
      expect(message.trim(), id).not.toBe('');
      expect(() => parse(message), id).not.toThrow();
    }
  });
});

describe.each(Object.entries(translations))('the %s catalogue', (language, catalogue) => {
  it('has exactly the ids of English', () => {
    const ids = Object.keys(catalogue).sort();
    expect(englishIds.filter((id) => !ids.includes(id)), 'missing ids').toEqual([]);
    expect(ids.filter((id) => !englishIds.includes(id)), 'extra ids').toEqual([]);
  });

  it('has no empty message', () => {
    const empty = Object.entries(catalogue).filter(([, message]) => message.trim() === '').map(([id]) => id);
    expect(empty).toEqual([]);
  });

  it('translates every message (apart from allowed identical words)', () => {
    const allowed = sameAsEnglish[language as Exclude<Language, 'en'>];
    const untranslated = Object.entries(catalogue)
      .filter(([id, message]) => message === en[id as keyof typeof en] && !allowed.includes(message))
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('uses the same ICU placeholders as English in every message', () => {
    const differing = englishIds
      .filter((id) => id in catalogue)
      .filter((id) => placeholders(catalogue[id]!).join() !== placeholders(en[id as keyof typeof en]).join());
    expect(differing).toEqual([]);
  });
});

describe('the set of catalogues', () => {
  it('covers every supported language', () => {
    expect(['en', ...Object.keys(translations)].sort()).toEqual([...supportedLanguages].sort());
  });

  // WCAG 2.5.3 (axe's label-content-name-mismatch): a group's "Add task" row is named "Add task to {group}", and a
  // voice user who says the words they see must hit it, so the name holds the visible words in every language.
  it('names each group\'s Add task row with its visible words', () => {
    const mismatched = Object.entries({ en, ...translations })
      .filter(([, catalogue]) => !catalogue['quickAdd.addToGroup']!.toLowerCase().includes(catalogue['quickAdd.addTask']!.toLowerCase()))
      .map(([language]) => language);
    expect(mismatched).toEqual([]);
  });
});
