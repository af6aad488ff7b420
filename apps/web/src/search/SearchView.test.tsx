import type { ObjectStore } from '@taskhub/sync-client';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { SearchBox, SearchView } from './SearchView.js';

// Screens re-render per key and axe walks the whole tree; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

function seed(store: ObjectStore) {
  store.create('category', { id: 'groceries', name: 'Groceries', position: 'a' });
  store.create('category', { id: 'old', name: 'Old groceries', position: 'b', isDeleted: true });
  store.create('task', { id: 'milk', title: 'Buy MILK', categoryId: 'groceries' });
  store.create('task', { id: 'note', title: 'Breakfast', note: 'remember the milk and the groceries', categoryId: 'groceries' });
  store.create('task', { id: 'done', title: 'Old milk', status: 'DONE' });
  store.create('task', { id: 'deleted', title: 'Deleted milk', status: 'DELETED' });
  store.create('task', { id: 'other', title: 'Walk the dog' });
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('SearchView', () => {
  it('groups matches of title and note, ignoring case, into Tasks and Lists, leaving deleted and archived out', () => {
    renderScreen(<SearchView query="milk" />, seed);
    expect(group('Tasks').getAllByRole('option').map((option) => option.textContent)).toEqual(['Buy MILK · Groceries', 'Breakfast · Groceries']);
    expect(screen.queryByRole('group', { name: 'Lists' })).toBeNull();
    cleanup();
    renderScreen(<SearchView query="GROCER" />, seed);
    expect(group('Lists').getAllByRole('option').map((option) => option.textContent)).toEqual(['Groceries']);
    expect(group('Tasks').getAllByRole('option')).toHaveLength(1);
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const onOpenTask = vi.fn();
    const onOpenList = vi.fn();
    const { user } = renderScreen(<SearchView query="groc" onOpenTask={onOpenTask} onOpenList={onOpenList} />, seed);
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    listbox.focus();
    const selected = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')!.textContent;
    expect(selected()).toBe('Breakfast · Groceries');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe('Groceries');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Groceries' }).id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onOpenList).toHaveBeenCalledWith('groceries');
    await user.keyboard('{Home}{Enter}');
    expect(onOpenTask).toHaveBeenCalledWith('note');
  });

  it('groups boards of the user\'s (not archived, not only browsable) third, and names a card\'s board and section', async () => {
    const board = (id: string, name: string, fields: Record<string, unknown> = {}) => ({
      id, workspaceId: 'w', name, emoji: null, isPrivate: false, isArchived: false, role: 'member' as const, membersCount: 2, position: 'a0', creationDate: 0, lastUpdateDate: 0, ...fields,
    });
    const onOpenBoard = vi.fn();
    const { user } = renderScreen(<SearchView query="launch" onOpenBoard={onOpenBoard} />, (store) => {
      seed(store);
      store.putServerObjects('board', [board('b1', 'Launch plan'), board('b2', 'Old launch', { isArchived: true }), board('b3', 'Launch party', { role: null })]);
      store.putServerObjects('section', [{ id: 's1', boardId: 'b1', name: 'Doing', position: 'a0', isArchived: false }]);
      store.create('task', { id: 'card', title: 'Launch post', boardId: 'b1', sectionId: 's1' });
    });
    expect(group('Tasks').getAllByRole('option').map((option) => option.textContent)).toEqual(['Launch post · Launch plan › Doing']);
    expect(group('Boards').getAllByRole('option').map((option) => option.textContent)).toEqual(['Launch plan']);
    await user.click(screen.getByRole('option', { name: 'Launch plan' }));
    expect(onOpenBoard).toHaveBeenCalledWith('b1');
  });

  it('says when nothing matches, and shows nothing for an empty query', () => {
    renderScreen(<SearchView query="  zebra " />, seed);
    expect(screen.getByRole('status').textContent).toBe('Nothing found for “zebra”Try a shorter or different word.');
    cleanup();
    const { container } = renderScreen(<SearchView query=" " />, seed);
    expect(container.textContent).toBe('');
  });

  it('SearchBox: typing shows results, ArrowDown goes into them, clicking opens a task; no serious axe violation', async () => {
    const onOpenTask = vi.fn();
    const { user, container } = renderScreen(<SearchBox onOpenTask={onOpenTask} />, seed);
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks, lists and boards' }), 'dog{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('listbox'));
    await user.click(screen.getByRole('option', { name: 'Walk the dog' }));
    expect(onOpenTask).toHaveBeenCalledWith('other');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
