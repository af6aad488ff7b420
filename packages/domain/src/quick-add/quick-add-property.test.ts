import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFormats } from '../user.js';
import { supportedLanguages } from '../languages.js';
import { wallClock } from '../reminders/zoned-time.js';
import { daysInMonth, isValidCalendarDate } from '../date-text.js';
import { type QuickAddOptions, parseQuickAdd } from './index.js';

// A failure prints its seed and path; `FC_SEED=<seed> FC_PATH=<path> npx vitest run --project unit <this file>` replays
// that run alone (FC_SEED alone reruns the whole seeded series). The domain package has no Node types, hence globalThis.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const replay: fc.Parameters<unknown> = env.FC_SEED === undefined ? {} : {
  seed: Number(env.FC_SEED), ...(env.FC_PATH === undefined ? {} : { path: env.FC_PATH }),
};

const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Pacific/Auckland', 'UTC'];

/** Words quick add may read, bits of them, and signs, mixed with anything, so phrases and near-phrases are common. */
const fragments = [
  'tomorrow', 'at 9', '9am', 'Dec 1', 'on December 1', '1 December', '12/1', '1/12/2027', 'Feb 30', 'Feb 29', 'next friday',
  '3pm', 'every monday', 'daily', '#work', '#', '#123', 'C#', '!high', '!1', '!', 'wow!', '^Work stuff', '^', 'x^2', 'today',
  'tonight', '-', ',', 'morgen', 'am 1. Dezember', '1er décembre', '1 de diciembre', '1 декабря', '明日', '12月1日', '9時半',
  '12월 1일에', '下周五', '!高', '#工作', 'every other week', '2026-12-24', 'in 3 days',
];
const text = fc
  .array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 8 })
  .chain((parts) => fc.array(fc.constantFrom(' ', '', '  ', '\t'), { minLength: parts.length, maxLength: parts.length })
    .map((gaps) => parts.map((part, index) => part + gaps[index]!).join('')));
const quickAddOptions: fc.Arbitrary<QuickAddOptions> = fc.record({
  now: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
  timeZone: fc.constantFrom(...zones),
  weekStart: fc.integer({ min: 1, max: 7 }),
  language: fc.constantFrom(...supportedLanguages),
  dateOrder: fc.constantFrom(...dateFormats),
  knownTags: fc.constantFrom([], ['work', 'Home office'], ['工作']),
  knownLists: fc.constantFrom([], ['Work', 'Work stuff']),
});

/** The text with no whitespace and no dangling commas or dashes at its ends: what cutting may not change. */
const bare = (value: string) => value.replace(/\s+/g, '').replace(/^[,;:–-]+|[,;:–-]+$/g, '');

// Each run parses in all ten languages' tables; a busy machine needs more than the default five seconds.
describe('parseQuickAdd properties', { timeout: 30_000 }, () => {
  it('never throws, and its pieces are in order, apart, inside the text and without spaces at their ends', () => {
    fc.assert(fc.property(fc.oneof(text, fc.string(), fc.string({ unit: 'binary' })), quickAddOptions, (input, options) => {
      const { pieces } = parseQuickAdd(input, options);
      let end = 0;
      for (const piece of pieces) {
        expect(piece.start).toBeGreaterThanOrEqual(end);
        expect(piece.end).toBeGreaterThan(piece.start);
        expect(piece.end).toBeLessThanOrEqual(input.length);
        const written = input.slice(piece.start, piece.end);
        expect(written.trim()).toBe(written);
        end = piece.end;
      }
    }), { numRuns: 300, ...replay });
  });

  it('gives as title the text with every piece cut out, and never an empty title for text that has one', () => {
    fc.assert(fc.property(text, quickAddOptions, (input, options) => {
      const result = parseQuickAdd(input, options);
      if (result.pieces.length === 0) {
        expect(result.title).toBe(input.trim());
        return;
      }
      const cut = [...result.pieces].reverse().reduce((rest, { start, end }) => rest.slice(0, start) + rest.slice(end), input);
      expect(bare(result.title)).toBe(bare(cut));
      expect(result.title.trim()).not.toBe('');
      expect(result.title).toBe(result.title.trim());
    }), { numRuns: 300, ...replay });
  });

  it('sets a due date exactly when it lists a date, time or repeat, and the tags, list and priority of its pieces', () => {
    fc.assert(fc.property(text, quickAddOptions, (input, options) => {
      const result = parseQuickAdd(input, options);
      const kinds = new Set(result.pieces.map((piece) => piece.kind));
      expect(result.dueDate !== undefined).toBe(kinds.has('date') || kinds.has('time') || kinds.has('repeat'));
      expect(result.rule !== undefined).toBe(kinds.has('repeat'));
      expect(result.list !== undefined).toBe(kinds.has('list'));
      expect(result.priority !== undefined).toBe(kinds.has('priority'));
      expect(result.tags.length > 0).toBe(kinds.has('tag'));
    }), { numRuns: 300, ...replay });
  });

  it('places a day and month with no year on the next such day from today, never in the past', () => {
    const monthDay = fc.integer({ min: 1, max: 12 }).chain((month) => fc.tuple(fc.constant(month), fc.integer({ min: 1, max: daysInMonth(2024, month) })));
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(fc.property(monthDay, quickAddOptions, ([month, day], options) => {
      const result = parseQuickAdd(`Task ${months[month - 1]} ${day}`, { ...options, language: 'en' });
      const date = result.pieces.find((piece) => piece.kind === 'date')?.value;
      const today = wallClock(options.now, options.timeZone);
      expect(date).toMatchObject({ month, day });
      if (!date || !('year' in date)) return;
      const key = (d: { year: number; month: number; day: number }) => d.year * 10_000 + d.month * 100 + d.day;
      expect(key(date)).toBeGreaterThanOrEqual(key(today));
      // A year earlier it was already past, or did not exist (29 February).
      for (let year = today.year; year < date.year; year += 1) {
        const earlier = { year, month, day };
        expect(!isValidCalendarDate(earlier) || key(earlier) < key(today)).toBe(true);
      }
    }), { numRuns: 300, ...replay });
  });
});
