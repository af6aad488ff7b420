import { type DateOrder, type Language, parseQuickAdd, removeQuickAddPieces, supportedLanguages, tidyQuickAddTitle } from '@taskhub/domain';
import type { Task } from '../task-detail/task-queries.js';
import { alertWithRule } from './repeat-edit.js';

/** The schedule a quick-add phrase sets on the new task: its due date and, for "every …", the repeat fields. */
export type QuickAddSchedule = Partial<Pick<Task, 'dueDate' | 'repeatingMethod' | 'alert'>>;

export interface QuickAddContext {
  now: number;
  timeZone: string;
  weekStart: number;
  locale: string;
  /** How "12/1" is read; month-day-year when not given. */
  dateOrder?: DateOrder;
}

/**
 * The title and schedule of a typed quick-add line ("Pay rent every month", "Call Ann tomorrow at 5pm"): the phrase
 * leaves the title and becomes the due date and rule. A line that is only a phrase ("tomorrow") keeps its words as
 * the title, so a task is never added without one. `#tag`, `^list` and `!priority` stay in the title: nothing here
 * applies them yet.
 */
export function quickAddFields(text: string, { now, timeZone, weekStart, locale, dateOrder }: QuickAddContext): { title: string; schedule: QuickAddSchedule } {
  const language = (supportedLanguages as readonly string[]).includes(locale) ? (locale as Language) : 'en';
  const parsed = parseQuickAdd(text, { now, timeZone, weekStart, language, ...(dateOrder ? { dateOrder } : {}) });
  const scheduled = parsed.pieces.filter((piece) => piece.kind === 'date' || piece.kind === 'time' || piece.kind === 'repeat');
  const title = (scheduled.length === 0 ? text.trim() : tidyQuickAddTitle(removeQuickAddPieces(text, scheduled))) || text.trim();
  if (parsed.dueDate === undefined) return { title, schedule: {} };
  const schedule: QuickAddSchedule = { dueDate: parsed.dueDate };
  if (parsed.rule) Object.assign(schedule, alertWithRule({ type: 'NONE' }, parsed.rule));
  return { title, schedule };
}
