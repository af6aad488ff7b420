import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupAuth } from '../auth/testing/fixtures.js';
import { rememberSyncUser } from './early-sync.js';
import {
  boundFirstScreen, clearFirstScreens, firstScreenKey, firstScreenOffKey, maxBoardColumns, maxBoardScreenBytes, maxColumnCards, maxFirstScreenBytes,
  maxFirstScreenRows, readFirstScreen, saveFirstScreen, startViewOf, type FirstScreen, type FirstScreenBoard, type FirstScreenCard, type FirstScreenRow,
} from './first-screen-snapshot.js';
import { dismissFirstScreen, offerFirstScreen } from './first-screen-start.js';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 26, 9);
const at = (userId: string, overrides: Partial<{ address: string; view: string; now: number; validUntil: number }> = {}) =>
  ({ userId, address: '/', view: 'all-mine', now, validUntil: now + day / 2, ...overrides });

const row = (n: number, title = `Task ${n}`): FirstScreenRow => ({
  id: `t${n}`, title, completed: false, priority: n % 3 === 0 ? 'high' : 'normal',
  meta: {
    due: n % 2 ? { text: 'Nov 26', tone: 'later', dateTime: '2026-11-26T00:00:00.000Z' } : null, repeats: false, reminder: n % 5 === 0,
    tags: [{ id: 'g1', name: 'errand', color: '#ff0000' }], subtasks: null, checklist: n % 4 ? null : { done: 1, total: 3 }, note: false,
    attachments: 0, listName: 'Work',
  },
});

function screen(rows: FirstScreenRow[], title = 'All my tasks'): FirstScreen {
  return {
    title, groups: [{ title: 'Today', count: rows.length, rows }],
    views: [{ label: 'All my tasks', count: rows.length, current: true }], listsHeading: 'Lists', lists: [{ label: 'Work', count: 3, current: false }],
  };
}

afterEach(() => {
  dismissFirstScreen();
  localStorage.clear();
});

describe('first-screen snapshot', () => {
  it('reads back the user\'s snapshot at the address and view it was taken at', () => {
    expect(saveFirstScreen(localStorage, at('user-1'), screen([row(1), row(2)]))).toBe(true);
    const read = readFirstScreen(localStorage, { userId: 'user-1', address: '/', view: 'all-mine', now: now + 1000 });
    expect(read?.groups[0]!.rows.map((r) => r.title)).toEqual(['Task 1', 'Task 2']);
    expect(read?.userId).toBe('user-1');
  });

  it('is kept per user: another user finds nothing, and a save for one user removes every other user\'s', () => {
    saveFirstScreen(localStorage, at('user-1'), screen([row(1)]));
    expect(readFirstScreen(localStorage, { userId: 'user-2', address: '/', view: 'all-mine', now })).toBeNull();
    saveFirstScreen(localStorage, at('user-2'), screen([row(2)]));
    expect(localStorage.getItem(firstScreenKey('user-1'))).toBeNull();
    expect(readFirstScreen(localStorage, { userId: 'user-2', address: '/', view: 'all-mine', now })?.groups[0]!.rows[0]!.id).toBe('t2');
  });

  it('is not written again when an unchanged screen is saved again (a render that changed nothing on it)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      expect(saveFirstScreen(localStorage, at('user-1'), screen([row(1), row(2)]))).toBe(true);
      expect(saveFirstScreen(localStorage, at('user-1', { now: now + 60_000 }), screen([row(1), row(2)]))).toBe(true);
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(saveFirstScreen(localStorage, at('user-1', { now: now + 120_000 }), screen([row(1), row(2, 'Task two')]))).toBe(true);
      expect(setItem).toHaveBeenCalledTimes(2);
    } finally {
      setItem.mockRestore();
    }
    expect(readFirstScreen(localStorage, { userId: 'user-1', address: '/', view: 'all-mine', now: now + 180_000 })?.groups[0]!.rows[1]!.title).toBe('Task two');
  });

  it('keeps each row\'s whole face: meta line with due chip, tags, counts and list name', () => {
    saveFirstScreen(localStorage, at('user-1'), screen([row(1), row(4)]));
    const rows = readFirstScreen(localStorage, { userId: 'user-1', address: '/', view: 'all-mine', now })!.groups[0]!.rows;
    expect(rows).toEqual([row(1), row(4)]);
  });

  it('is not used at another address or view, after its day, or from another version', () => {
    saveFirstScreen(localStorage, at('user-1'), screen([row(1)]));
    const want = { userId: 'user-1', address: '/', view: 'all-mine', now };
    expect(readFirstScreen(localStorage, { ...want, address: '/lists/abc' })).toBeNull();
    expect(readFirstScreen(localStorage, { ...want, view: 'next-7' })).toBeNull();
    expect(readFirstScreen(localStorage, { ...want, now: now + day / 2 })).toBeNull();
    expect(readFirstScreen(localStorage, { ...want, now: now - 1 })).toBeNull();
    const stored = JSON.parse(localStorage.getItem(firstScreenKey('user-1'))!) as Record<string, unknown>;
    localStorage.setItem(firstScreenKey('user-1'), JSON.stringify({ ...stored, version: 0 }));
    expect(readFirstScreen(localStorage, want)).toBeNull();
    localStorage.setItem(firstScreenKey('user-1'), '{not json');
    expect(readFirstScreen(localStorage, want)).toBeNull();
  });

  it('keeps tens of rows, not the account: rows and texts are bounded, and one still too large is not kept', () => {
    const many = Array.from({ length: 500 }, (_, n) => row(n, `Task ${n} ${'x'.repeat(500)}`));
    const bounded = boundFirstScreen({ ...screen([]), groups: [{ title: 'Today', count: 300, rows: many.slice(0, 300) }, { title: 'Tomorrow', count: 200, rows: many.slice(300) }] });
    expect(bounded.groups.flatMap((g) => g.rows)).toHaveLength(maxFirstScreenRows);
    expect(bounded.groups.map((g) => g.count)).toEqual([300]);
    expect(Math.max(...bounded.groups[0]!.rows.map((r) => r.title.length))).toBeLessThanOrEqual(200);

    expect(saveFirstScreen(localStorage, at('user-1'), screen(many))).toBe(true);
    expect(localStorage.getItem(firstScreenKey('user-1'))!.length).toBeLessThanOrEqual(maxFirstScreenBytes);
    // Ids are not cut (they are short in practice): 40 rows with 1,000-character ids are over the byte bound.
    const longIds = many.map((r, n) => ({ ...r, id: `${n}${'i'.repeat(1000)}` }));
    expect(saveFirstScreen(localStorage, at('user-1'), screen(longIds))).toBe(false);
    expect(localStorage.getItem(firstScreenKey('user-1'))).toBeNull();
  });

  it('knows the view the start address opens', () => {
    expect(startViewOf('/')).toBe('all-mine');
    expect(startViewOf('/?utm=1')).toBe('all-mine');
    expect(startViewOf('/reset-password')).toBeNull();
  });

  it('knows the view of every task view\'s own address, and none for search, a task or the settings', () => {
    expect(startViewOf('/all')).toBe('all-mine');
    expect(startViewOf('/my-day')).toBe('my-day');
    expect(startViewOf('/next-7-days')).toBe('next-7');
    expect(startViewOf('/lists/abc')).toBe('list:abc');
    expect(startViewOf('/tags/urgent?x=1')).toBe('tag:urgent');
    expect(startViewOf('/search?q=milk')).toBeNull();
    expect(startViewOf('/tasks/t1')).toBeNull();
    expect(startViewOf('/settings/theme')).toBeNull();
  });

  it('reads a snapshot taken at All my tasks\' address when the page starts at `/`, which lands there, and back', () => {
    saveFirstScreen(localStorage, at('user-1', { address: '/all' }), screen([row(1)]));
    const want = { userId: 'user-1', address: '/', view: 'all-mine', now };
    expect(readFirstScreen(localStorage, want)?.groups[0]!.rows[0]!.id).toBe('t1');
    expect(readFirstScreen(localStorage, { ...want, address: '/all' })?.groups[0]!.rows[0]!.id).toBe('t1');
    expect(readFirstScreen(localStorage, { ...want, address: '/all-tasks', view: 'all' })).toBeNull();
    saveFirstScreen(localStorage, at('user-1', { address: '/' }), screen([row(2)]));
    expect(readFirstScreen(localStorage, { ...want, address: '/all' })?.groups[0]!.rows[0]!.id).toBe('t2');
  });
});

const card = (n: number, title = `Card ${n}`): FirstScreenCard => ({ ...row(n, title), meta: { ...row(n).meta, listName: null }, assignee: n % 2 ? { id: 'u1', name: 'Ann Lee' } : null });

function boardScreen(columns: number, cards: number, title = (n: number) => `Card ${n}`): FirstScreen {
  const board: FirstScreenBoard = {
    boardId: 'b1', name: 'Launch plan', emoji: '🚀', workspace: { id: 'w1', name: 'Studio' }, groupings: ['Sections', 'People', 'Due date'], editable: true,
    columns: Array.from({ length: columns }, (_, c) => ({
      key: `section:s${c}`, title: `Stage ${c}`, count: 500, cards: Array.from({ length: cards }, (_, n) => card(c * 1000 + n, title(c * 1000 + n))),
    })),
    moreColumns: 2,
  };
  return { ...screen([]), title: 'Launch plan', groups: [], board };
}

const atBoard = (userId: string) => at(userId, { address: '/boards/b1', view: 'board:b1' });

describe('a board\'s first-screen snapshot', () => {
  it('knows a board\'s address as the view `board:<id>`', () => {
    expect(startViewOf('/boards/b1')).toBe('board:b1');
    expect(startViewOf('/boards/b1/')).toBe('board:b1');
    expect(startViewOf('/workspaces/w1/boards')).toBeNull();
  });

  it('reads back the columns and cards at the board\'s address only', () => {
    expect(saveFirstScreen(localStorage, atBoard('user-1'), boardScreen(3, 4))).toBe(true);
    const want = { userId: 'user-1', address: '/boards/b1', view: 'board:b1', now };
    const read = readFirstScreen(localStorage, want);
    expect(read?.board?.columns.map((column) => [column.title, column.count, column.cards.length])).toEqual([['Stage 0', 500, 4], ['Stage 1', 500, 4], ['Stage 2', 500, 4]]);
    expect(read?.board?.columns[0]!.cards[1]).toEqual(card(1));
    expect(read?.board?.workspace).toEqual({ id: 'w1', name: 'Studio' });
    // Another board, a task view, or the board's address read as a task view: nothing.
    expect(readFirstScreen(localStorage, { ...want, address: '/boards/b2', view: 'board:b2' })).toBeNull();
    expect(readFirstScreen(localStorage, { ...want, address: '/', view: 'all-mine' })).toBeNull();
    expect(readFirstScreen(localStorage, { ...want, view: 'all-mine' })).toBeNull();
    // A board kept under another board's view key is not painted.
    const stored = JSON.parse(localStorage.getItem(firstScreenKey('user-1'))!) as FirstScreenBoard & Record<string, unknown>;
    localStorage.setItem(firstScreenKey('user-1'), JSON.stringify({ ...stored, view: 'board:b2', address: '/boards/b2' }));
    expect(readFirstScreen(localStorage, { ...want, address: '/boards/b2', view: 'board:b2' })).toBeNull();
  });

  it('is per user, replaces the user\'s task view snapshot, and every one goes at sign-out', async () => {
    saveFirstScreen(localStorage, at('user-1'), screen([row(1)]));
    saveFirstScreen(localStorage, atBoard('user-1'), boardScreen(2, 2));
    expect(readFirstScreen(localStorage, { userId: 'user-1', address: '/', view: 'all-mine', now })).toBeNull();
    expect(readFirstScreen(localStorage, { userId: 'user-2', address: '/boards/b1', view: 'board:b1', now })).toBeNull();
    saveFirstScreen(localStorage, atBoard('user-2'), boardScreen(2, 2));
    expect(localStorage.getItem(firstScreenKey('user-1'))).toBeNull();

    const { store, storage } = setupAuth({ storedToken: 'token-a' });
    rememberSyncUser(storage, 'user-2', 'token-a');
    saveFirstScreen(storage, atBoard('user-2'), boardScreen(2, 2));
    expect(offerFirstScreen(store, storage, { address: '/boards/b1', now })?.board?.boardId).toBe('b1');
    await store.getState().logout();
    expect(Object.keys(storage).filter((key) => key.startsWith('taskhub.firstScreen.'))).toEqual([]);
  });

  it('is bounded: a few columns of a window\'s cards, short texts, and one still too large is not kept', () => {
    const bounded = boundFirstScreen(boardScreen(20, 200, (n) => `Card ${n} ${'x'.repeat(500)}`)).board!;
    expect(bounded.columns).toHaveLength(maxBoardColumns);
    expect(bounded.moreColumns).toBe(2 + 20 - maxBoardColumns);
    expect(bounded.columns.every((column) => column.cards.length === maxColumnCards && column.count === 500)).toBe(true);
    expect(Math.max(...bounded.columns.flatMap((column) => column.cards.map((c) => c.title.length)))).toBeLessThanOrEqual(200);

    expect(saveFirstScreen(localStorage, atBoard('user-1'), boardScreen(20, 200))).toBe(true);
    expect(localStorage.getItem(firstScreenKey('user-1'))!.length).toBeLessThanOrEqual(maxBoardScreenBytes);
    expect(saveFirstScreen(localStorage, atBoard('user-1'), boardScreen(20, 200, (n) => `Card ${n} ${'x'.repeat(500)}`))).toBe(false);
    expect(localStorage.getItem(firstScreenKey('user-1'))).toBeNull();
  });
});

describe('offering the snapshot at start', () => {
  function remembered(token: string) {
    const { store, storage } = setupAuth({ storedToken: token });
    rememberSyncUser(storage, 'user-1', 'token-a');
    saveFirstScreen(storage, at('user-1'), screen([row(1)]));
    return { store, storage };
  }

  it('offers the remembered user\'s snapshot when the page starts with the token they signed in with', () => {
    const { store, storage } = remembered('token-a');
    expect(offerFirstScreen(store, storage, { address: '/', now })?.userId).toBe('user-1');
  });

  it('offers nothing for another token, an address carrying a sign-in, another address, or with the switch off', () => {
    const other = remembered('token-b');
    expect(offerFirstScreen(other.store, other.storage, { address: '/', now })).toBeNull();
    const { store, storage } = remembered('token-a');
    expect(offerFirstScreen(store, storage, { address: '/', now, skip: true })).toBeNull();
    expect(offerFirstScreen(store, storage, { address: '/reset-password', now })).toBeNull();
    storage.setItem(firstScreenOffKey, '1');
    expect(offerFirstScreen(store, storage, { address: '/', now })).toBeNull();
  });

  it('withdraws it and removes every snapshot when the session ends', async () => {
    const { store, storage } = remembered('token-a');
    storage.setItem(firstScreenKey('user-9'), '{}');
    expect(offerFirstScreen(store, storage, { address: '/', now })).not.toBeNull();
    await store.getState().logout();
    expect(offerFirstScreen(store, storage, { address: '/', now })).toBeNull();
    expect(Object.keys(storage).filter((key) => key.startsWith('taskhub.firstScreen.'))).toEqual([]);
  });

  it('clears every user\'s snapshot', () => {
    localStorage.setItem(firstScreenKey('a'), '{}');
    localStorage.setItem(firstScreenKey('b'), '{}');
    localStorage.setItem('taskhub.other', 'kept');
    clearFirstScreens(localStorage);
    expect(Object.keys(localStorage)).toEqual(['taskhub.other']);
  });
});
