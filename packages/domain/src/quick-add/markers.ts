import type { QuickAddLanguage, QuickAddPriority } from './language.js';
import { alternation } from './patterns.js';

/** A marker typed with a sign: `#tag`, `^list` or `!priority`, and where it stands in the text (end exclusive). */
export type Marker =
  | { kind: 'tag' | 'list'; start: number; end: number; value: string; known: boolean }
  | { kind: 'priority'; start: number; end: number; value: QuickAddPriority };

export interface KnownNames {
  tags?: readonly string[];
  lists?: readonly string[];
}

const englishPriorityWords: Record<QuickAddPriority, readonly string[]> = {
  High: ['high', '1'], Normal: ['medium', 'normal', 'med', '2'], Low: ['low', '3'],
};

// A name is letters, digits, marks and underscores, joined by single dashes, dots, slashes or apostrophes
// ("follow-up", "v1.2", "Q3/Q4"), so a full stop or comma after it is not part of it.
const namePattern = /[\p{L}\p{N}\p{M}_]+(?:[-./'’][\p{L}\p{N}\p{M}_]+)*/uy;
const letter = /\p{L}/u;
const wordCharacter = /[\p{L}\p{N}\p{M}_]/u;

/** The longest known name written at `start` (any case), standing as whole words in spaced languages. */
function knownNameAt(text: string, start: number, names: readonly string[], spaced: boolean): string | null {
  let best: string | null = null;
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed === '' || (best !== null && trimmed.length <= best.length)) continue;
    const written = text.slice(start, start + trimmed.length);
    if (written.toLocaleLowerCase() !== trimmed.toLocaleLowerCase()) continue;
    const after = text.charAt(start + trimmed.length);
    if (spaced && after !== '' && wordCharacter.test(after) && wordCharacter.test(trimmed.at(-1) ?? '')) continue;
    best = trimmed;
  }
  return best;
}

/** The name after `#` or `^`: a known one when one is written there (multi-word ones too), else the word; null when that has no letter ("#123"). */
function nameAt(text: string, start: number, names: readonly string[], spaced: boolean): { value: string; length: number; known: boolean } | null {
  const known = knownNameAt(text, start, names, spaced);
  if (known !== null) return { value: known, length: known.length, known: true };
  namePattern.lastIndex = start;
  const word = namePattern.exec(text)?.[0];
  return word !== undefined && letter.test(word) ? { value: word, length: word.length, known: false } : null;
}

const priorityPatterns = new WeakMap<QuickAddLanguage, RegExp>();

/** The priority words of a language after `!`, one named group per priority, compiled once. */
function priorityPattern(language: QuickAddLanguage): RegExp {
  const cached = priorityPatterns.get(language);
  if (cached) return cached;
  const entries = (Object.keys(englishPriorityWords) as QuickAddPriority[]).map((priority) =>
    `(?<${priority}>${alternation([...englishPriorityWords[priority], ...language.priorityWords[priority]])})`);
  // In unspaced languages a title may follow at once (!高买牛奶), but not more Latin letters or digits (!highway, !12).
  const end = language.spacedWords ? '(?![\\p{L}\\p{N}])' : '(?![\\p{Script=Latin}\\p{N}])';
  const pattern = new RegExp(`(?:${entries.join('|')})${end}`, 'iuy');
  priorityPatterns.set(language, pattern);
  return pattern;
}

/**
 * The markers of a new task's text: every `#tag`, the first `^list` and the first `!priority`. A sign counts only at
 * the start of the text or after a space, so "C#", "a^b" and "Wow!" are title; a name must hold a letter, so
 * "issue #123" is title too. Known names are matched first, longest first, so `^Work stuff` takes the list "Work stuff".
 */
export function findMarkers(text: string, language: QuickAddLanguage, known: KnownNames = {}): Marker[] {
  const markers: Marker[] = [];
  const priority = priorityPattern(language);
  for (const sign of text.matchAll(/(?<!\S)[#^!]/gu)) {
    const start = sign.index;
    const taken = markers.at(-1);
    if (taken && start < taken.end) continue;
    if (sign[0] === '!') {
      if (markers.some((marker) => marker.kind === 'priority')) continue;
      priority.lastIndex = start + 1;
      const found = priority.exec(text);
      const value = (Object.keys(englishPriorityWords) as QuickAddPriority[]).find((name) => found?.groups?.[name] !== undefined);
      if (found && value) markers.push({ kind: 'priority', start, end: start + 1 + found[0].length, value });
      continue;
    }
    const kind = sign[0] === '#' ? 'tag' : 'list';
    if (kind === 'list' && markers.some((marker) => marker.kind === 'list')) continue;
    const name = nameAt(text, start + 1, (kind === 'tag' ? known.tags : known.lists) ?? [], language.spacedWords);
    if (name) markers.push({ kind, start, end: start + 1 + name.length, value: name.value, known: name.known });
  }
  return markers;
}
