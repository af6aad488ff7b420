/**
 * A small picture of the first screen of the start view, kept per user in local storage, so a returning user sees
 * their rows at once instead of waiting while the whole local copy is read, parsed and grouped (issue 11: start-up
 * that does not grow with the account). It holds tens of rows as text, already formatted, never the store.
 *
 * Safety and truth: it is keyed by user id, used only for the user whose token the page starts with (early-sync.ts),
 * only at the address and view it was taken at, only on the day it was taken (Today, overdue and due chips change at
 * midnight), and every snapshot in the browser is removed at sign-out. No DOM or React here: the main bundle reads it.
 */

import { parseAddress, startPath } from '../shell/paths.js';
import type { RowFace } from '../tasks/row-face.js';

/**
 * 2: rows hold the task row's whole face (tasks/row-face.ts: meta line with tags, counts and markers). 3: a board's
 * address keeps its visible columns (`board`).
 */
export const firstScreenVersion = 3;
export const firstScreenKeyPrefix = 'taskhub.firstScreen.';
/** Local-storage switch: '1' turns the fast path off (neither painted nor saved); the sync bench's "before". */
export const firstScreenOffKey = 'taskhub.firstScreenOff';
/** Rows kept over all groups: more than a tall window shows (44 px rows), far fewer than an account holds. */
export const maxFirstScreenRows = 40;
const maxText = 200;
/** Tags kept per row: more than a row's meta line shows in one line. */
const maxRowTags = 8;
const maxNavItems = 30;
/** A snapshot that still encodes larger than this (long titles in many lists) is not kept. */
export const maxFirstScreenBytes = 32_000;
/** A board's: its visible columns' first cards (about 5 columns of 15-20 cards in a 1400×900 window). */
export const maxBoardScreenBytes = 96_000;
/** Columns kept: what a wide window shows side by side (296 px each); the rest are drawn as empty frames. */
export const maxBoardColumns = 8;
/** Cards kept per column: more than a tall window shows (cards of one line are about 50 px). */
export const maxColumnCards = 24;

/** One row as the task screens draw it (TaskRowFace), every text already formatted. */
export interface FirstScreenRow extends RowFace {
  id: string;
}

export interface FirstScreenGroup {
  title: string;
  /** All the group's tasks, not only the rows kept. */
  count: number;
  rows: FirstScreenRow[];
}

export interface FirstScreenNavItem {
  label: string;
  count: number | null;
  current: boolean;
}

/** A board's card as the board draws it (boards/BoardCardFace.tsx): the task row's face and the assignee. */
export interface FirstScreenCard extends RowFace {
  id: string;
  assignee: { id: string; name: string } | null;
}

export interface FirstScreenColumn {
  /** The column's `data-column-key` (`section:<id>`). */
  key: string;
  title: string;
  /** All the column's cards, not only those kept. */
  count: number;
  cards: FirstScreenCard[];
}

/** A board's address: its header and the columns a window shows at the start of its sideways scroll. */
export interface FirstScreenBoard {
  boardId: string;
  name: string;
  emoji: string | null;
  /** The workspace the board is in, as the sidebar's switcher shows it. */
  workspace: { id: string; name: string } | null;
  /** The grouping switch's labels (sections, people, due date); the first is the one shown. */
  groupings: string[];
  /** The person may edit (drag handles, column menus, Add card): drawn as the board draws them. */
  editable: boolean;
  columns: FirstScreenColumn[];
  /** Columns after those kept (drawn as empty frames, as the board draws columns out of view). */
  moreColumns: number;
}

/** What is painted: every text already in the user's language and time zone. */
export interface FirstScreen {
  title: string;
  groups: FirstScreenGroup[];
  views: FirstScreenNavItem[];
  listsHeading: string;
  lists: FirstScreenNavItem[];
  /** A board's address: the board instead of `groups`. */
  board?: FirstScreenBoard;
}

export interface FirstScreenSnapshot extends FirstScreen {
  version: typeof firstScreenVersion;
  userId: string;
  /** The page address (path and query) and the view it showed. */
  address: string;
  view: string;
  savedAt: number;
  /** The end of the day it was taken on (the user's time zone), after which its dates may be wrong. */
  validUntil: number;
}

export const firstScreenKey = (userId: string) => `${firstScreenKeyPrefix}${userId}`;

/** The view key of a board's address (`startViewOf`). */
export const boardViewKey = (boardId: string) => `board:${boardId}`;

/**
 * The view an address opens at start (shell/paths.ts: `/all`, `/my-day`, `/lists/:id`, ..., and `/`, which lands on
 * All my tasks; `/boards/:id` as `board:<id>`), or null where no such view is shown (search, a task, the settings,
 * sign-in pages).
 */
export function startViewOf(address: string): string | null {
  const [path = '', search = ''] = address.split('#')[0]!.split('?');
  const shown = parseAddress(path, search);
  if (shown.kind === 'start') return 'all-mine';
  if (shown.kind === 'board') return boardViewKey(shown.boardId);
  return shown.kind === 'view' ? shown.view : null;
}

/** The address as the shell shows it: `/` lands on All my tasks' own address (its query stays), so both read alike. */
function landedAddress(address: string): string {
  const at = address.search(/[?#]/);
  const [path, rest] = at === -1 ? [address, ''] : [address.slice(0, at), address.slice(at)];
  return parseAddress(path).kind === 'start' ? `${startPath}${rest}` : address;
}

const cut = (text: string) => (text.length > maxText ? `${text.slice(0, maxText - 1)}…` : text);
const cutNav = (items: FirstScreenNavItem[]) => items.slice(0, maxNavItems).map((item) => ({ ...item, label: cut(item.label) }));

const boundRow = (row: FirstScreenRow): FirstScreenRow => ({
  ...row,
  title: cut(row.title),
  meta: {
    ...row.meta,
    tags: row.meta.tags.slice(0, maxRowTags).map((tag) => ({ ...tag, name: cut(tag.name) })),
    listName: row.meta.listName === null ? null : cut(row.meta.listName),
  },
});

const boundCard = (card: FirstScreenCard): FirstScreenCard => ({
  ...boundRow({ ...card, meta: { ...card.meta, listName: null } }),
  assignee: card.assignee && { id: card.assignee.id, name: cut(card.assignee.name) },
});

/** At most `maxBoardColumns` columns of at most `maxColumnCards` cards; the columns cut off count as `moreColumns`. */
function boundBoard(board: FirstScreenBoard): FirstScreenBoard {
  const columns = board.columns.slice(0, maxBoardColumns).map((column) => ({
    key: cut(column.key), title: cut(column.title), count: column.count, cards: column.cards.slice(0, maxColumnCards).map(boundCard),
  }));
  return {
    boardId: cut(board.boardId), name: cut(board.name), emoji: board.emoji === null ? null : cut(board.emoji),
    workspace: board.workspace && { id: cut(board.workspace.id), name: cut(board.workspace.name) }, groupings: board.groupings.slice(0, 3).map(cut),
    editable: board.editable, columns, moreColumns: Math.min(1000, board.moreColumns + board.columns.length - columns.length),
  };
}

/**
 * The screen cut to its bounds: at most `maxFirstScreenRows` rows in all, texts of at most 200 characters, a board's
 * columns and cards as `boundBoard` says.
 */
export function boundFirstScreen(screen: FirstScreen): FirstScreen {
  let left = maxFirstScreenRows;
  const groups: FirstScreenGroup[] = [];
  for (const group of screen.groups) {
    if (left <= 0) break;
    const rows = group.rows.slice(0, left).map((row) => boundRow(row));
    left -= rows.length;
    groups.push({ title: cut(group.title), count: group.count, rows });
  }
  const bounded = { title: cut(screen.title), groups, views: cutNav(screen.views), listsHeading: cut(screen.listsHeading), lists: cutNav(screen.lists) };
  return screen.board ? { ...bounded, board: boundBoard(screen.board) } : bounded;
}

function quietly<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Storage blocked or full: the start is only not faster.
    return fallback;
  }
}

export function firstScreenDisabled(storage: Storage): boolean {
  return quietly(() => storage.getItem(firstScreenOffKey) === '1', true);
}

/** Every user's snapshot (sign-out; another user's save). */
export function clearFirstScreens(storage: Storage, except?: string): void {
  quietly(() => {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(firstScreenKeyPrefix) && key !== (except && firstScreenKey(except))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }, undefined);
}

export function removeFirstScreen(storage: Storage, userId: string): void {
  quietly(() => storage.removeItem(firstScreenKey(userId)), undefined);
}

/** The stored text when it says the same as `text` but for the time it was saved, else null. */
function sameContent(storage: Storage, key: string, text: string, savedAt: number): boolean {
  return quietly(() => {
    const stored = storage.getItem(key);
    if (stored === null) return false;
    const parsed = JSON.parse(stored) as Partial<FirstScreenSnapshot>;
    return JSON.stringify({ ...parsed, savedAt }) === text;
  }, false);
}

/**
 * Keeps the user's snapshot, bounded, in place of any other user's. Returns false (and keeps none for the user) when
 * it is still too large or storage refuses it. A snapshot that says what the stored one says is not written again:
 * the start view saves after every change of its objects, most of which change nothing on its first screen (the
 * stored one keeps its earlier save time, of the same day).
 */
export function saveFirstScreen(
  storage: Storage, at: { userId: string; address: string; view: string; now: number; validUntil: number }, screen: FirstScreen,
): boolean {
  const snapshot: FirstScreenSnapshot = {
    version: firstScreenVersion, userId: at.userId, address: at.address, view: at.view, savedAt: at.now, validUntil: at.validUntil,
    ...boundFirstScreen(screen),
  };
  const text = JSON.stringify(snapshot);
  clearFirstScreens(storage, at.userId);
  if (text.length > (snapshot.board ? maxBoardScreenBytes : maxFirstScreenBytes)) {
    removeFirstScreen(storage, at.userId);
    return false;
  }
  if (sameContent(storage, firstScreenKey(at.userId), text, at.now)) return true;
  return quietly(() => {
    storage.setItem(firstScreenKey(at.userId), text);
    return true;
  }, false);
}

/** The user's snapshot when it was taken at this address and view, in this version, and is still of today; else null. */
export function readFirstScreen(
  storage: Storage, want: { userId: string; address: string; view: string; now: number },
): FirstScreenSnapshot | null {
  const snapshot = quietly(() => JSON.parse(storage.getItem(firstScreenKey(want.userId)) ?? 'null') as FirstScreenSnapshot | null, null);
  if (!snapshot || typeof snapshot !== 'object') return null;
  const matches = snapshot.version === firstScreenVersion && snapshot.userId === want.userId && landedAddress(snapshot.address) === landedAddress(want.address)
    && snapshot.view === want.view && want.now >= snapshot.savedAt && want.now < snapshot.validUntil && Array.isArray(snapshot.groups)
    && (snapshot.board === undefined || (snapshot.view === boardViewKey(snapshot.board.boardId) && Array.isArray(snapshot.board.columns)));
  return matches ? snapshot : null;
}
