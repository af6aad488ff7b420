import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupAuth } from '../auth/testing/fixtures.js';
import { I18nProvider } from '../i18n/index.js';
import { createLanguageStore } from '../i18n/language.js';
import { rememberSyncUser } from '../store/early-sync.js';
import { saveFirstScreen } from '../store/first-screen-snapshot.js';
import { dismissFirstScreen, offerFirstScreen } from '../store/first-screen-start.js';
import { PageLoading } from './routes.js';

const now = Date.UTC(2026, 10, 26, 9);

function renderLoading() {
  return render(
    <I18nProvider store={createLanguageStore({ storage: null, locale: () => 'en' })}>
      <PageLoading />
    </I18nProvider>,
  );
}

function offer() {
  const { store, storage } = setupAuth({ storedToken: 'token-a' });
  rememberSyncUser(storage, 'user-1', 'token-a');
  saveFirstScreen(storage, { userId: 'user-1', address: '/', view: 'all-mine', now, validUntil: now + 3_600_000 }, {
    title: 'All my tasks', listsHeading: 'Lists',
    groups: [{ title: 'Today', count: 12, rows: [{
      id: 't1', title: 'Pay rent', completed: false, priority: 'high',
      meta: {
        due: { text: 'Nov 24', tone: 'overdue', dateTime: '2026-11-24T00:00:00.000Z' }, repeats: true, reminder: false,
        tags: [{ id: 'g1', name: 'bills', color: '#3366ff' }], subtasks: { done: 1, total: 2 }, checklist: null, note: true, attachments: 0, listName: 'Home',
      },
    }] }],
    views: [{ label: 'All my tasks', count: 12, current: true }], lists: [{ label: 'Home', count: 4, current: false }],
  });
  return offerFirstScreen(store, storage, { address: '/', now });
}

afterEach(() => {
  cleanup();
  dismissFirstScreen();
  localStorage.clear();
});

describe('first-screen preview', () => {
  it('paints the offered snapshot in place of the loading state, as a still picture', async () => {
    expect(offer()).not.toBeNull();
    const { container } = renderLoading();
    expect(screen.getByText('Pay rent')).toBeTruthy();
    // The task screens' own row face: the overdue chip, the tag, the counts and markers, the list name.
    const row = container.querySelector('[data-first-screen] .task-row[data-task-id="t1"]')!;
    expect(row.classList.contains('has-meta')).toBe(true);
    expect(row.querySelector('.task-due-overdue time')?.textContent).toBe('Nov 24');
    expect(row.querySelector('.task-tag')?.textContent).toBe('bills');
    expect(row.querySelector('.task-meta-count')?.textContent).toContain('1/2');
    expect(row.querySelector('.task-list-name')?.textContent).toBe('Home');
    expect(row.querySelector('.ui-checkbox.ui-priority-high')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'All my tasks' })).toBeTruthy();
    const preview = container.querySelector('[data-first-screen]')!;
    expect(preview.hasAttribute('inert')).toBe(true);
    expect(preview.getAttribute('aria-busy')).toBe('true');
    expect(preview.querySelector('button, input, a')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('gives way to the plain loading state once dismissed, and shows nothing of it without an offer', () => {
    offer();
    const { container } = renderLoading();
    act(() => dismissFirstScreen());
    expect(screen.queryByText('Pay rent')).toBeNull();
    expect(container.querySelector('[data-first-screen]')).toBeNull();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('paints a board\'s snapshot in the board\'s own elements: columns with their counts, cards with their faces, empty frames after', () => {
    const { store, storage } = setupAuth({ storedToken: 'token-a' });
    rememberSyncUser(storage, 'user-1', 'token-a');
    const meta = { due: null, repeats: false, reminder: false, tags: [{ id: 'g1', name: 'launch', color: '#3366ff' }], subtasks: null, checklist: null, note: false, attachments: 0, listName: null };
    saveFirstScreen(storage, { userId: 'user-1', address: '/boards/b1', view: 'board:b1', now, validUntil: now + 3_600_000 }, {
      title: 'Launch plan', listsHeading: 'Lists', groups: [], views: [{ label: 'All my tasks', count: 3, current: false }], lists: [],
      board: {
        boardId: 'b1', name: 'Launch plan', emoji: null, workspace: { id: 'w1', name: 'Studio' }, groupings: ['Sections', 'People', 'Due date'], editable: true,
        columns: [
          { key: 'section:s1', title: 'To do', count: 120, cards: [
            { id: 't1', title: 'Write the post', completed: false, priority: 'normal', meta, assignee: { id: 'u1', name: 'Ann Lee' } },
            { id: 't2', title: 'Pick a date', completed: true, priority: 'normal', meta, assignee: null },
          ] },
          { key: 'section:s2', title: 'Done', count: 0, cards: [] },
        ],
        moreColumns: 3,
      },
    });
    expect(offerFirstScreen(store, storage, { address: '/boards/b1', now })?.board?.boardId).toBe('b1');
    const { container } = renderLoading();
    const preview = container.querySelector('[data-first-screen]')!;
    expect(preview.hasAttribute('inert')).toBe(true);
    expect(preview.querySelector('button, input, a')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Launch plan' })).toBeTruthy();
    const columns = [...preview.querySelectorAll('.board-columns > .board-column')];
    expect(columns.map((column) => column.getAttribute('data-column-key'))).toEqual(['section:s1', 'section:s2', null, null, null]);
    expect(columns.slice(2).every((column) => column.classList.contains('board-column-placeholder'))).toBe(true);
    expect(columns[0]!.querySelector('.board-column-count')?.textContent).toBe('120');
    const cards = [...columns[0]!.querySelectorAll('.board-card')];
    expect(cards.map((card) => [card.getAttribute('data-task-id'), card.querySelector('.board-card-title')?.textContent, card.classList.contains('is-completed')]))
      .toEqual([['t1', 'Write the post', false], ['t2', 'Pick a date', true]]);
    expect(cards[0]!.querySelector('.board-card-assignee .ui-avatar-initials')?.textContent).toBe('AL');
    expect(cards[0]!.querySelector('.task-tag')?.textContent).toBe('launch');
    expect(columns[1]!.querySelector('.board-column-empty')).not.toBeNull();
    expect(preview.querySelector('.first-screen-switcher')?.textContent).toBe('SStudio');
  });
});
