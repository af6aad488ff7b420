import { describe, expect, it } from 'vitest';
import type { Language } from '../languages.js';
import { zonedInstant } from '../reminders/zoned-time.js';
import { type QuickAddOptions, type QuickAddPriority, parseQuickAdd, removeQuickAddPiece } from './index.js';

const berlin = 'Europe/Berlin';
const options: QuickAddOptions = {
  now: zonedInstant({ year: 2026, month: 11, day: 26, hour: 10, minute: 0 }, berlin), timeZone: berlin, weekStart: 1,
};
const chips = (text: string, extra: Partial<QuickAddOptions> = {}) =>
  parseQuickAdd(text, { ...options, ...extra }).pieces.map((piece) => [piece.kind, text.slice(piece.start, piece.end), piece.value]);

describe('parseQuickAdd: #tags', () => {
  it('takes every tag, each once, with its span', () => {
    const result = parseQuickAdd('Buy milk #errands #Home #home', options);
    expect(result).toMatchObject({ title: 'Buy milk', tags: ['errands', 'Home'] });
    expect(chips('Buy milk #errands #Home #home')).toEqual([
      ['tag', '#errands', 'errands'], ['tag', '#Home', 'Home'], ['tag', '#home', 'home'],
    ]);
  });

  it.each([
    ['Learn C# #dev', 'Learn C#', ['dev']],
    ['Fix issue #123', 'Fix issue #123', []],
    ['Read a#b notes', 'Read a#b notes', []],
    ['Plan #follow-up.', 'Plan .', ['follow-up']],
    ['Ship #v1.2 now', 'Ship now', ['v1.2']],
  ])('%s', (text, title, tags) => {
    expect(parseQuickAdd(text, options)).toMatchObject({ title, tags });
  });

  it('matches a known name of several words, longest first, in any case, as the name given', () => {
    const known = { knownTags: ['Home', 'Home office', 'Homework'] };
    expect(chips('Print #home office forms', known)).toEqual([['tag', '#home office', 'Home office']]);
    expect(parseQuickAdd('Print #home office forms', { ...options, ...known }).pieces[0]).toMatchObject({ known: true });
    expect(chips('Print #homeoffice forms', known)).toEqual([['tag', '#homeoffice', 'homeoffice']]);
    expect(parseQuickAdd('Print #homeoffice forms', { ...options, ...known }).pieces[0]).toMatchObject({ known: false });
    expect(chips('Print #home office forms')).toEqual([['tag', '#home', 'home']]);
  });

  it('takes a known name without spaces after it in unspaced languages', () => {
    const zh = { language: 'zh-CN' as const, knownTags: ['工作'] };
    expect(parseQuickAdd('#工作买牛奶', { ...options, ...zh })).toMatchObject({ title: '买牛奶', tags: ['工作'] });
    expect(parseQuickAdd('买牛奶 #工作', { ...options, language: 'zh-CN' })).toMatchObject({ title: '买牛奶', tags: ['工作'] });
  });
});

describe('parseQuickAdd: ^lists', () => {
  it('takes the first list; a known name may have several words', () => {
    const known = { knownLists: ['Work', 'Work stuff'] };
    expect(parseQuickAdd('Send report ^Work stuff tomorrow', { ...options, ...known })).toMatchObject({
      title: 'Send report', list: 'Work stuff', dueDate: zonedInstant({ year: 2026, month: 11, day: 27, hour: 0, minute: 0 }, berlin),
    });
    expect(chips('Send report ^work stuff', known)).toEqual([['list', '^work stuff', 'Work stuff']]);
    expect(parseQuickAdd('Send ^Inbox ^Work', options)).toMatchObject({ title: 'Send ^Work', list: 'Inbox' });
    expect(parseQuickAdd('Solve x^2 + 1', options)).toMatchObject({ title: 'Solve x^2 + 1', pieces: [] });
  });
});

describe('parseQuickAdd: !priority', () => {
  it.each<[string, QuickAddPriority]>([
    ['!high', 'High'], ['!HIGH', 'High'], ['!1', 'High'], ['!medium', 'Normal'], ['!normal', 'Normal'], ['!2', 'Normal'],
    ['!low', 'Low'], ['!3', 'Low'],
  ])('Call Ann %s', (marker, priority) => {
    expect(parseQuickAdd(`Call Ann ${marker}`, options)).toMatchObject({ title: 'Call Ann', priority });
  });

  it.each(['Wow!', 'Call Ann !highway', 'Call Ann !12', 'Call Ann !4', 'Call Ann !urgent'])('%s has none', (text) => {
    expect(parseQuickAdd(text, options)).toMatchObject({ title: text, pieces: [] });
  });

  it('takes the first priority only', () => {
    expect(parseQuickAdd('Call !low !high', options)).toMatchObject({ title: 'Call !high', priority: 'Low' });
  });

  it.each<[Language, string, QuickAddPriority]>([
    ['en', 'Call Ann !high', 'High'],
    ['de', 'Mama anrufen !hoch', 'High'],
    ['de', 'Mama anrufen !niedrig', 'Low'],
    ['es', 'Llamar a Ana !alta', 'High'],
    ['es', 'Llamar a Ana !baja', 'Low'],
    ['fr', 'Appeler Ann !haute', 'High'],
    ['fr', 'Appeler Ann !basse', 'Low'],
    ['it', 'Chiamare Anna !alta', 'High'],
    ['it', 'Chiamare Anna !bassa', 'Low'],
    ['pt-BR', 'Ligar para Ana !alta', 'High'],
    ['pt-BR', 'Ligar para Ana !baixa', 'Low'],
    ['ru', 'Позвонить Анне !высокий', 'High'],
    ['ru', 'Позвонить Анне !низкий', 'Low'],
    ['ja', '母に電話 !高', 'High'],
    ['ja', '!低母に電話', 'Low'],
    ['ko', '엄마한테 전화 !높음', 'High'],
    ['ko', '엄마한테 전화 !낮음', 'Low'],
    ['zh-CN', '给妈妈打电话 !高', 'High'],
    ['zh-CN', '!低给妈妈打电话', 'Low'],
    ['de', 'Mama anrufen !high', 'High'],
    ['ja', '母に電話 !2', 'Normal'],
  ])('%s: %s', (language, text, priority) => {
    const result = parseQuickAdd(text, { ...options, language });
    expect(result.priority).toBe(priority);
    expect(result.title).not.toContain('!');
  });
});

describe('parseQuickAdd: pieces together', () => {
  it('lists every piece in text order with its kind, value and span', () => {
    expect(chips('Call mom tomorrow at 9 #family !high ^Home every week')).toEqual([
      ['date', 'tomorrow', { year: 2026, month: 11, day: 27 }],
      ['time', 'at 9', { hour: 9, minute: 0 }],
      ['tag', '#family', 'family'],
      ['priority', '!high', 'High'],
      ['list', '^Home', 'Home'],
      ['repeat', 'every week', { frequency: 'week', interval: 1 }],
    ]);
  });

  it('reads a sign before a phrase word as the marker, not the phrase', () => {
    expect(parseQuickAdd('Plan #tomorrow', options)).toMatchObject({ title: 'Plan', tags: ['tomorrow'] });
    expect(parseQuickAdd('Plan #tomorrow', options).dueDate).toBeUndefined();
  });

  // A phrase's words must not join across a piece already cut out: each of these once gave a phrase spanning the
  // piece between its words (the first is a counterexample of the property test), so the title no longer matched the pieces.
  it.each<[string, Partial<QuickAddOptions>, string, unknown[]]>([
    ['x^2 !high Feb 29 tomorrow ', { now: Date.UTC(2000, 0, 1), language: 'en', dateOrder: 'MDY' }, 'x^2 tomorrow',
      [['priority', '!high', 'High'], ['date', 'Feb 29', { year: 2000, month: 2, day: 29 }]]],
    ['Call 2 #work Feb', {}, 'Call 2 Feb', [['tag', '#work', 'work']]],
    ['Pay in 3 #bills days', {}, 'Pay in 3 days', [['tag', '#bills', 'bills']]],
    ['Meet at !high 9', {}, 'Meet at 9', [['priority', '!high', 'High']]],
    ['Call every !high monday', {}, 'Call every', [['priority', '!high', 'High'], ['date', 'monday', { year: 2026, month: 11, day: 30 }]]],
    ['Call at tomorrow 9', {}, 'Call at 9', [['date', 'tomorrow', { year: 2026, month: 11, day: 27 }]]],
  ])('joins no phrase across a piece: %j', (text, extra, title, pieces) => {
    expect(parseQuickAdd(text, { ...options, ...extra }).title).toBe(title);
    expect(chips(text, extra)).toEqual(pieces);
  });

  it('never leaves the title empty', () => {
    expect(parseQuickAdd('#work', options)).toMatchObject({ title: '#work', tags: [], pieces: [] });
    expect(parseQuickAdd('#work !high', options)).toMatchObject({ title: '#work !high', pieces: [] });
    expect(parseQuickAdd('#work tomorrow', options)).toMatchObject({ title: 'tomorrow', tags: ['work'] });
    expect(parseQuickAdd('#work tomorrow', options).dueDate).toBeUndefined();
  });
});

describe('removeQuickAddPiece', () => {
  it.each<[string, Language, string, string]>([
    ['Buy milk tomorrow #x', 'en', 'tomorrow', 'Buy milk #x'],
    ['Buy milk tomorrow', 'en', 'tomorrow', 'Buy milk'],
    ['Tomorrow buy milk', 'en', 'Tomorrow', 'buy milk'],
    ['Buy milk !high', 'en', '!high', 'Buy milk'],
    ['母に明日電話', 'ja', '明日', '母に電話'],
    ['会議 明日9時', 'ja', '明日', '会議 9時'],
  ])('%s less %s', (text, language, chip, expected) => {
    const piece = parseQuickAdd(text, { ...options, language }).pieces.find((p) => text.slice(p.start, p.end) === chip);
    expect(piece).toBeDefined();
    expect(piece && removeQuickAddPiece(text, piece)).toBe(expected);
  });
});
