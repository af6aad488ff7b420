import { boardPath } from '../shell/paths.js';
import type { FirstScreenBoard, FirstScreenCard } from '../store/first-screen-snapshot.js';
import { boardViewKey, maxBoardColumns, maxColumnCards, readFirstScreen } from '../store/first-screen-snapshot.js';
import { rowFaceOf } from '../tasks/row-meta.js';
import type { BoardColumn, BoardPerson } from './board-view-model.js';
import type { CardContext } from './BoardViewCard.js';
import { columnStep } from './useColumnWindow.js';

/** The lowest a card is drawn (one line of title, padding and the gap below it), in px: cards kept fill a column. */
const shortestCard = 48;

export interface BoardFirstScreenInput {
  board: { id: string; name: string; emoji: string | null };
  workspace: { id: string; name: string } | null;
  columns: BoardColumn[];
  titleOf(column: BoardColumn): string;
  context: CardContext;
  groupings: string[];
  editable: boolean;
  /**
   * The room the board has: the columns' scroller's width and a column body's height (the window's where not drawn
   * yet). The columns and cards it shows at the start of the board's sideways scroll are kept, and no more: the
   * picture's first render is on the start's critical path.
   */
  room: { width: number; height: number };
}

/**
 * The board's first screen as its first-screen snapshot keeps it (store/first-screen-snapshot.ts): the columns the
 * board's room shows before any sideways scroll, each with the first cards that fill its height, every card's face as
 * CardFace draws it. Built only when the snapshot is saved (a moment after the board settles), not per render.
 */
export function boardFirstScreenOf({ board, workspace, columns, titleOf, context, groupings, editable, room }: BoardFirstScreenInput): FirstScreenBoard {
  const shown = Math.min(columns.length, maxBoardColumns, Math.max(1, Math.ceil(room.width / columnStep)));
  const perColumn = Math.min(maxColumnCards, Math.max(1, Math.ceil(room.height / shortestCard)));
  const card = (task: BoardColumn['cards'][number]): FirstScreenCard => {
    const face = rowFaceOf(task, { ...context, counts: context.counts.get(task.globalTaskId), comments: context.comments[task.id] });
    const assigneeId = context.assigneeOf(task);
    const person = assigneeId ? context.people.get(assigneeId) : undefined;
    return { id: task.id, ...face, assignee: person ? { id: person.userId, name: person.name } : null };
  };
  return {
    boardId: board.id, name: board.name, emoji: board.emoji, workspace, groupings, editable,
    columns: columns.slice(0, shown).map((column) => ({
      key: column.key, title: titleOf(column), count: column.cards.length, cards: column.cards.slice(0, perColumn).map(card),
    })),
    moreColumns: columns.length - shown,
  };
}

/**
 * The board shown now, offered to the task screens' snapshot saver (tasks/useFirstScreenSaver.ts), which keeps it
 * with the sidebar's views and lists: `build` makes its face when the saver runs. A new value (a change the board
 * shows) saves again; null while no board, or a grouping other than sections, is shown.
 */
export interface ShownBoard {
  boardId: string;
  build(): FirstScreenBoard;
}

let shown: ShownBoard | null = null;
const listeners = new Set<() => void>();
let telling = false;

/**
 * Offers `next` (null: none). Listeners hear of it once the current task is done, and once for several changes: a
 * board that replaces its offer withdraws the old one first (an effect's cleanup), and the moment with no offer between
 * them is not a change to act on (the saver would drop the snapshot).
 */
export function showBoardFirstScreen(next: ShownBoard | null): void {
  if (shown === next) return;
  shown = next;
  if (telling) return;
  telling = true;
  queueMicrotask(() => {
    telling = false;
    for (const listener of listeners) listener();
  });
}

/** Withdraws the board's offer if it is still this one (the board went away). */
export function hideBoardFirstScreen(offer: ShownBoard): void {
  if (shown === offer) showBoardFirstScreen(null);
}

/** Calls `listener` whenever the offer changes; answers the function that stops it. */
export function subscribeShownBoard(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** The board offered now (see ShownBoard), or null. */
export const currentShownBoard = (): ShownBoard | null => shown;

/** The room the board has now (`room` above), measured on the drawn board: its scroller and its first column's body. */
export function boardRoom(): { width: number; height: number } {
  const scroller = document.querySelector<HTMLElement>('.board-view .board-columns, .board-view .board-phone');
  const body = scroller?.querySelector<HTMLElement>('.board-column-body');
  return { width: scroller?.clientWidth || window.innerWidth, height: body?.clientHeight || window.innerHeight };
}

/**
 * The people the user's snapshot of this board drew on its cards (names and ids, no pictures), so the real board's
 * cards keep their assignees' avatars from its first render until the board's members are fetched (else they would
 * show in the picture, go, and come back). Empty without such a snapshot.
 */
export function snapshotPeople(storage: Storage, userId: string | null, boardId: string, now: number): BoardPerson[] {
  if (!userId) return [];
  const board = readFirstScreen(storage, { userId, address: boardPath(boardId), view: boardViewKey(boardId), now })?.board;
  const people = new Map<string, BoardPerson>();
  for (const card of board?.columns.flatMap((column) => column.cards) ?? []) {
    if (card.assignee) people.set(card.assignee.id, { userId: card.assignee.id, name: card.assignee.name, picture: null });
  }
  return [...people.values()];
}
