import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShownBoard, hideBoardFirstScreen, showBoardFirstScreen } from '../boards/board-first-screen.js';
import { firstScreenKeyPrefix, firstScreenOffKey, type FirstScreenSnapshot } from '../store/first-screen-snapshot.js';
import { berlinDay, testNow } from './testing/fixtures.js';
import { renderTasks, sidebar } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const saved = () => {
  const key = Object.keys(localStorage).find((k) => k.startsWith(firstScreenKeyPrefix));
  return key ? JSON.parse(localStorage.getItem(key)!) as FirstScreenSnapshot : null;
};
const savedTitles = () => saved()?.groups.flatMap((g) => g.rows.map((r) => r.title));

/** A board's offer to the saver, its face named `name`. */
const boardOffer = (name: string): ShownBoard => ({
  boardId: 'b1',
  build: () => ({ boardId: 'b1', name, emoji: null, workspace: null, groupings: ['Sections'], editable: true, columns: [], moreColumns: 0 }),
});

describe('first-screen snapshot of a board', () => {
  afterEach(() => { window.history.replaceState(null, '', '/'); });

  it('is saved at the board\'s address once the page moves there from a view (the task screens stay, their view unchanged)', async () => {
    const { setProps } = await renderTasks({ seed: seedBasics });
    await vi.waitFor(() => expect(saved()?.view).toBe('all-mine'));
    window.history.pushState(null, '', '/boards/b1');
    setProps({ main: <p>A board</p> });
    const offer = boardOffer('Launch plan');
    act(() => showBoardFirstScreen(offer));
    try {
      await vi.waitFor(() => expect(saved()).toMatchObject({ address: '/boards/b1', view: 'board:b1', board: { name: 'Launch plan' } }));
    } finally {
      hideBoardFirstScreen(offer);
    }
  });

  it('is kept, not dropped and written again, when the board replaces its offer after a change it shows', async () => {
    window.history.replaceState(null, '', '/boards/b1');
    const { store } = await renderTasks({ seed: seedBasics, props: { main: <p>A board</p> } });
    let offer = boardOffer('Launch plan');
    act(() => showBoardFirstScreen(offer));
    await vi.waitFor(() => expect(saved()?.board?.name).toBe('Launch plan'));
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    try {
      // As the board does: the store changes, then its effect withdraws the old offer and makes the new one.
      const next = boardOffer('Launch plan, moved');
      act(() => {
        store.edit('task', 'Call mum', { title: 'Call mum soon' });
        hideBoardFirstScreen(offer);
        showBoardFirstScreen(next);
      });
      offer = next;
      await vi.waitFor(() => expect(saved()?.board?.name).toBe('Launch plan, moved'));
      expect(removeItem.mock.calls.filter(([key]) => key.startsWith(firstScreenKeyPrefix))).toEqual([]);
    } finally {
      removeItem.mockRestore();
      hideBoardFirstScreen(offer);
    }
  });
});

describe('first-screen snapshot of All my tasks', () => {
  it('is saved as the screen shows it: groups, rows, due chips, list names, sidebar counts, good until midnight', async () => {
    await renderTasks({ seed: seedBasics });
    await vi.waitFor(() => expect(saved()).not.toBeNull());
    const snapshot = saved()!;
    expect(snapshot).toMatchObject({ address: '/', view: 'all-mine', title: 'All my tasks', savedAt: testNow, validUntil: berlinDay(1) });
    expect(snapshot.groups.map((g) => [g.title, g.count])).toEqual([['Overdue', 1], ['Today', 1], ['Tomorrow', 1], ['Upcoming', 1], ['Someday', 1]]);
    expect(savedTitles()).toEqual(['Pay rent', 'Call mum', 'Write report', 'Plan trip', 'Read book']);
    // Each row's face as TaskRow draws it (tasks/row-face.ts): the same due chip text and tone, the list name.
    expect(snapshot.groups[0]!.rows[0]).toMatchObject({ completed: false, meta: { listName: 'Personal', due: { text: 'Mar 8', tone: 'overdue' } } });
    expect(snapshot.groups[2]!.rows[0]).toMatchObject({ meta: { listName: 'Work', due: { tone: 'tomorrow' } } });
    expect(snapshot.views.find((v) => v.current)).toEqual({ label: 'All my tasks', count: 5, current: true });
    expect(snapshot.lists.map((l) => l.label)).toEqual(['Personal', 'Work']);
  });

  it('follows edits on the start view, and is dropped when tasks change while another view shows', async () => {
    const { user, task, store } = await renderTasks({ seed: seedBasics });
    await vi.waitFor(() => expect(savedTitles()).toContain('Call mum'));
    await user.click(await screen.findByRole('checkbox', { name: 'Complete Call mum' }));
    await vi.waitFor(() => expect(savedTitles()).not.toContain('Call mum'));
    expect(task('Call mum').status).toBe('CHECKED');

    await user.click(sidebar().getByRole('link', { name: /^Work/ }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(saved()).not.toBeNull();
    act(() => store.edit('task', 'Plan trip', { title: 'Plan the trip' }));
    await vi.waitFor(() => expect(saved()).toBeNull());
  });

  it('is not written again after a change that leaves the first screen as it was', async () => {
    const { store } = await renderTasks({ seed: seedBasics });
    await vi.waitFor(() => expect(savedTitles()).toContain('Call mum'));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      // A new task map (the screen renders again and the saver runs) whose first screen reads the same.
      act(() => store.edit('task', 'Call mum', { title: 'Call mum' }));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(setItem.mock.calls.filter(([key]) => key.startsWith(firstScreenKeyPrefix))).toEqual([]);
      act(() => store.edit('task', 'Call mum', { title: 'Call mum today' }));
      await vi.waitFor(() => expect(savedTitles()).toContain('Call mum today'));
    } finally {
      setItem.mockRestore();
    }
  });

  it('is neither saved nor used with the switch off', async () => {
    await renderTasks({ seed: seedBasics, beforeRender: () => localStorage.setItem(firstScreenOffKey, '1') });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(saved()).toBeNull();
  });
});
