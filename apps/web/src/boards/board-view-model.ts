import type { Section } from '@taskhub/domain';
import { carryDerived, type SyncSnapshot } from '@taskhub/sync-client';
import { rowMetaIndex, type TaskCounts } from '../tasks/row-meta.js';
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

/** Empty columns for a grouping, and which column a card goes in (undefined: none). */
function columnsFor({ sections, grouping, bounds, people, assigneeOf }: Omit<ColumnsInput, 'cards'>): { columns: BoardColumn[]; columnOf: (task: Task) => string | undefined } {
  if (grouping === 'sections') {
    const columns = sections.map((section): BoardColumn => ({ key: `section:${section.id}`, kind: 'section', id: section.id, name: section.name, cards: [], accepts: true }));
    // A card whose section is gone or archived (or not synced yet) shows in the first column rather than nowhere.
    const first = columns[0]?.key;
    const known = new Set(sections.map((section) => section.id));
    return { columns, columnOf: (task) => (task.sectionId !== null && known.has(task.sectionId) ? `section:${task.sectionId}` : first) };
  }
  if (grouping === 'people') {
    const columns: BoardColumn[] = [
      ...people.map((person): BoardColumn => ({ key: `person:${person.userId}`, kind: 'person', id: person.userId, name: person.name, cards: [], accepts: true })),
      { key: 'person:', kind: 'person', id: null, name: '', cards: [], accepts: true },
    ];
    const known = new Set(people.map((person) => person.userId));
    return {
      columns,
      columnOf: (task) => {
        const assignee = assigneeOf(task);
        return assignee !== null && known.has(assignee) ? `person:${assignee}` : 'person:';
      },
    };
  }
  const columns = dueColumns.map((due): BoardColumn => ({ key: `due:${due}`, kind: 'due', id: due, name: '', cards: [], accepts: due !== 'overdue' }));
  return { columns, columnOf: (task) => `due:${dueColumnOf(task.dueDate, bounds)}` };
}

/**
 * The columns of a board for a grouping, each card placed once, in one pass over the cards: a change anywhere
 * derives the columns again once, and a card reads nothing else (no store lookups per card).
 */
export function boardColumns(input: ColumnsInput): BoardColumn[] {
  const { columns, columnOf } = columnsFor(input);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  for (const card of input.cards) {
    const key = columnOf(card);
    if (key !== undefined) byKey.get(key)?.cards.push(card);
  }
  for (const column of columns) column.cards.sort(byPosition);
  return columns;
}

const isCardOf = (task: Task | undefined, boardId: string): task is Task =>
  task !== undefined && task.boardId === boardId && task.parentGlobalTaskId === null && task.status !== 'DONE' && task.status !== 'DELETED';

/** A board's columns with what it takes to update them for the next change of the tasks (`deriveColumns`). */
export interface DerivedColumns {
  columns: BoardColumn[];
  tasks: Record<string, Task>;
  boardId: string;
  input: Omit<ColumnsInput, 'cards'>;
  /** The column each card is in. */
  columnOfCard: Map<string, string | undefined>;
  columnOf: (task: Task) => string | undefined;
}

/** Past this many changed tasks, the columns are derived again from every task. */
const incrementalLimit = 200;

/**
 * The board's columns after a change of its tasks. When only tasks changed since `previous` (same board, sections,
 * grouping, day, people, assignees) and few of them, only the columns a changed task leaves or enters are rebuilt; the
 * others keep their identity, so their cards are not drawn again (a move another member made touches two columns of
 * 5,000 cards, bench/board-browser.ts). Otherwise, or the first time, every column is derived from every task.
 */
export function deriveColumns(previous: DerivedColumns | undefined, tasks: Record<string, Task>, boardId: string, input: Omit<ColumnsInput, 'cards'>): DerivedColumns {
  const same = previous !== undefined && previous.boardId === boardId && previous.input.sections === input.sections && previous.input.grouping === input.grouping
    && previous.input.bounds === input.bounds && previous.input.people === input.people && previous.input.assigneeOf === input.assigneeOf;
  return carryDerived(same ? { from: previous.tasks, result: previous } : undefined, tasks,
    (changed, _before, kept) => columnsAfter(kept, tasks, boardId, changed), () => fullColumns(tasks, boardId, input), incrementalLimit);
}

/** The columns after a few tasks changed: only the columns a changed task leaves or enters are rebuilt. */
function columnsAfter(previous: DerivedColumns, tasks: Record<string, Task>, boardId: string, changed: readonly string[]): DerivedColumns {
  const { columnOf } = previous;
  const columnOfCard = new Map(previous.columnOfCard);
  const touched = new Set<string>();
  for (const id of changed) {
    const before = columnOfCard.get(id);
    if (before !== undefined) touched.add(before);
    const task = tasks[id];
    const after = isCardOf(task, boardId) ? columnOf(task) : undefined;
    if (after !== undefined) touched.add(after);
    if (after === undefined) columnOfCard.delete(id);
    else columnOfCard.set(id, after);
  }
  if (touched.size === 0) return { ...previous, tasks, columnOfCard };
  const changedSet = new Set(changed);
  const columns = previous.columns.map((column) => {
    if (!touched.has(column.key)) return column;
    const cards = column.cards.filter((card) => !changedSet.has(card.id));
    for (const id of changed) if (columnOfCard.get(id) === column.key) cards.push(tasks[id]!);
    return { ...column, cards: cards.sort(byPosition) };
  });
  return { ...previous, columns, tasks, columnOfCard };
}

function fullColumns(tasks: Record<string, Task>, boardId: string, input: Omit<ColumnsInput, 'cards'>): DerivedColumns {
  const cards = boardCards(tasks, boardId);
  const columns = boardColumns({ ...input, cards });
  const { columnOf } = columnsFor(input);
  const columnOfCard = new Map<string, string | undefined>();
  for (const column of columns) for (const card of column.cards) columnOfCard.set(card.id, column.key);
  return { columns, tasks, boardId, input, columnOfCard, columnOf };
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

/** The cards' subtask and attachment counts, with the maps they were counted from (see cardCounts). */
export interface CardCounts {
  tasks: Record<string, Task>;
  attachments: SyncSnapshot['objects']['attachment'];
  counts: ReadonlyMap<string, TaskCounts>;
}

const isSubtask = (task: Task | undefined) => task !== undefined && task.parentGlobalTaskId !== null;

/**
 * The cards' subtask and attachment counts after a change: the previous ones while the attachments are the same and no
 * changed task is or was a subtask (a card moved, renamed or tagged), without a pass over every task (8 ms of a move
 * seen by another member on a board of 5,000 cards: bench/board-browser-move.ts); else counted again (rowMetaIndex),
 * keeping the previous map when it says the same (sameCountsOr).
 */
export function cardCounts(previous: CardCounts | undefined, tasks: Record<string, Task>, attachments: CardCounts['attachments']): CardCounts {
  return carryDerived(previous?.attachments === attachments ? { from: previous.tasks, result: previous } : undefined, tasks,
    (changed, before, kept) => (changed.every((id) => !isSubtask(before[id]) && !isSubtask(tasks[id])) ? { tasks, attachments, counts: kept.counts } : undefined),
    () => ({ tasks, attachments, counts: sameCountsOr(previous?.counts, rowMetaIndex(tasks, attachments, {}, -1).counts) }));
}
