import type { Section } from '@taskhub/domain';
import type { TaskEdit } from '../tasks/edits.js';
import { positionAfterLast, positionsForMove } from '../tasks/views/position.js';
import type { DayBounds } from '../tasks/views/day-bounds.js';
import type { Task } from '../tasks/views/types.js';
import { type BoardColumn, type DueColumn, dueForColumn } from './board-view-model.js';

/** What a drag on the board carries (dnd-kit `data`): a card, or a column (a section, by its header). */
export type BoardDragData = { type: 'card'; taskId: string; columnKey: string } | { type: 'column'; columnKey: string };
/** Where it may land: a card, a column's header, or a column's body (its empty space, its end). */
export type BoardDropData = BoardDragData | { type: 'column-body'; columnKey: string };

export interface CardDrop {
  /** Synced edits of the card (position, section, date) and, when positions tie, of its new neighbours. */
  edits: TaskEdit[];
  /** A people column: who the card is now assigned to (a REST call, not a synced edit). */
  assignTo?: string | null;
}

/**
 * What dropping a card does: onto a card, it takes that card's place; onto a column's header or body, it goes to the
 * column's end. Another column also gives it the column's section, date or person. Null: nothing changes.
 */
export function cardDrop(columns: BoardColumn[], dragged: Extract<BoardDragData, { type: 'card' }>, over: BoardDropData, bounds: DayBounds): CardDrop | null {
  const from = columns.find((column) => column.key === dragged.columnKey);
  const to = columns.find((column) => column.key === over.columnKey);
  const task = from?.cards.find((card) => card.id === dragged.taskId);
  if (!from || !to || !task || !to.accepts) return null;
  const overIndex = over.type === 'card' ? to.cards.findIndex((card) => card.id === over.taskId) : -1;
  if (from === to) {
    const fromIndex = from.cards.indexOf(task);
    const toIndex = overIndex >= 0 ? overIndex : from.cards.length - 1;
    const edits = positionsForMove(from.cards, fromIndex, toIndex).map(({ id, position }) => ({ id, changes: { position } }));
    return edits.length > 0 ? { edits } : null;
  }
  const ordered = [...to.cards.filter((card) => card.id !== task.id), task];
  // At a card's place: between it and the card before; at the end: after the column's last card.
  const moves = overIndex >= 0 ? positionsForMove(ordered, ordered.length - 1, overIndex) : [{ id: task.id, position: positionAfterLast(to.cards) }];
  const changes: Partial<Task> = {};
  const own = moves.find((move) => move.id === task.id);
  if (own) changes.position = own.position;
  const drop: CardDrop = { edits: [] };
  if (to.kind === 'section' && to.id !== null) changes.sectionId = to.id;
  if (to.kind === 'due') {
    const due = dueForColumn(to.id as DueColumn, bounds);
    if (due !== undefined) changes.dueDate = due;
  }
  if (to.kind === 'person') drop.assignTo = to.id;
  drop.edits = [
    ...(Object.keys(changes).length > 0 ? [{ id: task.id, changes }] : []),
    ...moves.filter((move) => move.id !== task.id).map(({ id, position }) => ({ id, changes: { position } })),
  ];
  return drop;
}

/** The new positions of sections when one moves onto another's place (usually one; all of them when positions tie). */
export function sectionMove(sections: Section[], sectionId: string, overSectionId: string): { id: string; position: string }[] {
  const from = sections.findIndex((section) => section.id === sectionId);
  const to = sections.findIndex((section) => section.id === overSectionId);
  if (from < 0 || to < 0) return [];
  return positionsForMove(sections, from, to);
}

/** The column a drop lands in, whatever it landed on. */
export const columnKeyOf = (data: BoardDropData | undefined): string | null => data?.columnKey ?? null;
