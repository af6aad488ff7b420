import type { CalendarDate } from '../date-text.js';
import type { QuickAddPriority } from './language.js';
import type { RepeatPhrase } from './phrases.js';

/** Where a piece stands in the text: UTF-16 offsets as String.prototype.slice takes them, `end` exclusive. */
export interface QuickAddSpan {
  start: number;
  end: number;
}

/**
 * One thing quick add understood, for a chip: a date (the day it lands on), a time of day, a repeat, a tag or list
 * name (`known` when it is one of the names passed in, else a new one to offer), or a priority.
 */
export type QuickAddPiece = QuickAddSpan & (
  | { kind: 'date'; value: CalendarDate }
  | { kind: 'time'; value: { hour: number; minute: number } }
  | { kind: 'repeat'; value: RepeatPhrase }
  | { kind: 'tag' | 'list'; value: string; known: boolean }
  | { kind: 'priority'; value: QuickAddPriority }
);

const space = /\s/u;

/**
 * The text without one piece, for removing its chip: the spaces on either side of the cut become one, and none is
 * added where there was none (明日母に電話 less 明日 is 母に電話). The rest of the text is left as typed.
 */
export function removeQuickAddPiece(text: string, span: QuickAddSpan): string {
  const before = text.slice(0, span.start);
  const after = text.slice(span.end);
  const spaced = space.test(before.at(-1) ?? '') || space.test(after.charAt(0));
  const left = before.trimEnd();
  const right = after.trimStart();
  return left !== '' && right !== '' && spaced ? `${left} ${right}` : left + right;
}

/** The text without all the pieces (spans must not overlap). */
export function removeQuickAddPieces(text: string, spans: readonly QuickAddSpan[]): string {
  return [...spans].sort((a, b) => b.start - a.start).reduce(removeQuickAddPiece, text);
}

/** A title from the text left: spaces tidied, and commas or dashes left dangling at the ends dropped ("Report - tomorrow"). */
export function tidyQuickAddTitle(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, '');
}
