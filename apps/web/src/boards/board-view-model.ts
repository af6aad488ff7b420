import type { Section } from '@taskhub/domain';
import type { TaskCounts } from '../tasks/row-meta.js';
import type { DayBounds } from '../tasks/views/day-bounds.js';
import type { Task } from '../tasks/views/types.js';

/** The board view's groupings (SPEC.md section 3, "Board view groupings"): sections, people, due date. */
export const boardGroupings = ['sections', 'people', 'dueDate'] as const;
export type BoardGrouping = (typeof boardGroupings)[number];

export const dueColumns = ['overdue', 'today', 'tomorrow', 'thisWeek', 'later', 'none'] as const;
export type DueColumn = (typeof dueColumns)[number];

/** A person a people column is for (a board member with an account). */
export interface BoardPerson {
  userId: string;
  name: string;
  picture: string | null;
}

/** One column of the board: a section, a person (or nobody), or a due-date range, with its cards in order. */
export interface BoardColumn {
  key: string;
  kind: 'section' | 'person' | 'due';
  /** The section's id, the person's user id (null: Unassigned), or the due range. */
  id: string | null;
  /** A section's or person's name; due columns are named by the screen. */
  name: string;
  cards: Task[];
  /** Whether a card may be dropped here (the Overdue column takes none: no date to give). */
  accepts: boolean;
}

/** A board's cards: its live tasks (not archived, not deleted, not subtasks), in no order. */
export function boardCards(tasks: Record<string, Task>, boardId: string): Task[] {
  const cards: Task[] = [];
  for (const task of Object.values(tasks)) {
    if (task.boardId !== boardId || task.parentGlobalTaskId !== null) continue;
    if (task.status === 'DONE' || task.status === 'DELETED') continue;
    cards.push(task);
  }
  return cards;
}

/** A board's live sections in order (position, then id so two devices agree on a tie). */
export function liveSections(sections: Record<string, Section>, boardId: string): Section[] {
  return Object.values(sections).filter((section) => section.boardId === boardId && !section.isArchived)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1));
}

const byPosition = (a: Task, b: Task) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.creationDate - b.creationDate || (a.id < b.id ? -1 : 1));

/** Which due column a date falls in. */
export function dueColumnOf(dueDate: number | null, bounds: DayBounds): DueColumn {
  if (dueDate === null) return 'none';
  if (dueDate < bounds.todayStart) return 'overdue';
  if (dueDate < bounds.tomorrowStart) return 'today';
  if (dueDate < bounds.dayAfterStart) return 'tomorrow';
  if (dueDate < bounds.weekEnd) return 'thisWeek';
  return 'later';
}

/** The date a card dropped on a due column takes (all-day: the day's start in the user's zone). */
export function dueForColumn(column: DueColumn, bounds: DayBounds): number | null | undefined {
  switch (column) {
    case 'today': return bounds.todayStart;
    case 'tomorrow': return bounds.tomorrowStart;
    case 'thisWeek': return bounds.dayAfterStart;
    case 'later': return bounds.weekEnd;
    case 'none': return null;
    default: return undefined;
  }
}

export interface ColumnsInput {
  cards: Task[];
  sections: Section[];
  grouping: BoardGrouping;
  bounds: DayBounds;
  people: BoardPerson[];
  /** The assignee each card shows (an assignment just picked wins over the store's until it arrives). */
  assigneeOf: (task: Task) => string | null;
}

/**
 * The columns of a board for a grouping, each card placed once, in one pass over the cards: a change anywhere
 * derives the columns again once, and a card reads nothing else (no store lookups per card).
 */
export function boardColumns({ cards, sections, grouping, bounds, people, assigneeOf }: ColumnsInput): BoardColumn[] {
  let columns: BoardColumn[];
  let columnOf: (task: Task) => string | undefined;
  if (grouping === 'sections') {
    columns = sections.map((section) => ({ key: `section:${section.id}`, kind: 'section', id: section.id, name: section.name, cards: [], accepts: true }));
    // A card whose section is gone or archived (or not synced yet) shows in the first column rather than nowhere.
    const first = columns[0]?.key;
    const known = new Set(sections.map((section) => section.id));
    columnOf = (task) => (task.sectionId !== null && known.has(task.sectionId) ? `section:${task.sectionId}` : first);
  } else if (grouping === 'people') {
    columns = [
      ...people.map((person): BoardColumn => ({ key: `person:${person.userId}`, kind: 'person', id: person.userId, name: person.name, cards: [], accepts: true })),
      { key: 'person:', kind: 'person', id: null, name: '', cards: [], accepts: true },
    ];
    const known = new Set(people.map((person) => person.userId));
    columnOf = (task) => {
      const assignee = assigneeOf(task);
      return assignee !== null && known.has(assignee) ? `person:${assignee}` : 'person:';
    };
  } else {
    columns = dueColumns.map((due): BoardColumn => ({ key: `due:${due}`, kind: 'due', id: due, name: '', cards: [], accepts: due !== 'overdue' }));
    columnOf = (task) => `due:${dueColumnOf(task.dueDate, bounds)}`;
  }
  const byKey = new Map(columns.map((column) => [column.key, column]));
  for (const card of cards) {
    const key = columnOf(card);
    if (key !== undefined) byKey.get(key)?.cards.push(card);
  }
  for (const column of columns) column.cards.sort(byPosition);
  return columns;
}

/**
 * The previous subtask and attachment counts when the new ones say the same (else the new ones): they are rebuilt on
 * every change of any task, and a new map would give every drawn card a new context and draw it again (a move seen from
 * another member's board redrew all ~80 drawn cards, their due chips' date formats included: bench/board-browser.ts).
 */
export function sameCountsOr(previous: ReadonlyMap<string, TaskCounts> | undefined, next: ReadonlyMap<string, TaskCounts>): ReadonlyMap<string, TaskCounts> {
  if (!previous || previous.size !== next.size) return next;
  for (const [id, counts] of next) {
    const before = previous.get(id);
    if (!before || before.subtasks !== counts.subtasks || before.subtasksDone !== counts.subtasksDone || before.attachments !== counts.attachments) return next;
  }
  return previous;
}
