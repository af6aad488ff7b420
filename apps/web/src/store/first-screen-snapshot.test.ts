import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupAuth } from '../auth/testing/fixtures.js';
import { rememberSyncUser } from './early-sync.js';
import {
  boundFirstScreen, clearFirstScreens, firstScreenKey, firstScreenOffKey, maxFirstScreenBytes, maxFirstScreenRows, readFirstScreen,
  saveFirstScreen, startViewOf, type FirstScreen, type FirstScreenRow,
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
