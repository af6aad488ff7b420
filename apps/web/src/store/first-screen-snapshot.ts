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

/** 2: rows hold the task row's whole face (tasks/row-face.ts: meta line with tags, counts and markers). */
export const firstScreenVersion = 2;
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

/** What is painted: every text already in the user's language and time zone. */
export interface FirstScreen {
  title: string;
  groups: FirstScreenGroup[];
  views: FirstScreenNavItem[];
  listsHeading: string;
  lists: FirstScreenNavItem[];
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

/**
 * The task view an address opens at start (shell/paths.ts: `/all`, `/my-day`, `/lists/:id`, ..., and `/`, which lands
 * on All my tasks), or null where no task view is shown (search, a task, the settings, sign-in pages).
 */
export function startViewOf(address: string): string | null {
  const [path = '', search = ''] = address.split('#')[0]!.split('?');
  const shown = parseAddress(path, search);
  if (shown.kind === 'start') return 'all-mine';
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

/** The screen cut to its bounds: at most `maxFirstScreenRows` rows in all, texts of at most 200 characters. */
export function boundFirstScreen(screen: FirstScreen): FirstScreen {
  let left = maxFirstScreenRows;
  const groups: FirstScreenGroup[] = [];
  for (const group of screen.groups) {
    if (left <= 0) break;
    const rows = group.rows.slice(0, left).map((row) => boundRow(row));
    left -= rows.length;
    groups.push({ title: cut(group.title), count: group.count, rows });
  }
  return { title: cut(screen.title), groups, views: cutNav(screen.views), listsHeading: cut(screen.listsHeading), lists: cutNav(screen.lists) };
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
  if (text.length > maxFirstScreenBytes) {
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
    && snapshot.view === want.view && want.now >= snapshot.savedAt && want.now < snapshot.validUntil && Array.isArray(snapshot.groups);
  return matches ? snapshot : null;
}
