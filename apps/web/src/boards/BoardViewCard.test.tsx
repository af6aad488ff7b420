import type * as sortable from '@dnd-kit/sortable';
import { useSortable } from '@dnd-kit/sortable';
import { type Board, type SyncObject } from '@taskhub/domain';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as rowMeta from '../tasks/row-meta.js';
import { rowFaceOf } from '../tasks/row-meta.js';
import { renderBoardView, section } from './testing/board-view-fixture.js';

// The cards' faces are counted through the row face they are made from.
vi.mock('../tasks/row-meta.js', async (importOriginal) => {
  const actual = await importOriginal<typeof rowMeta>();
  return { ...actual, rowFaceOf: vi.fn(actual.rowFaceOf) };
});

const board: Board = {
  id: 'b1', workspaceId: 'w1', name: 'Launch plan', emoji: null, isPrivate: false, isArchived: false, role: 'admin', membersCount: 1,
  position: 'a0', creationDate: 1, lastUpdateDate: 1,
};
const card = (id: string, title: string, sectionId: string, position: string) => ({ id, title, sectionId, position, boardId: 'b1', categoryId: null }) as Partial<SyncObject<'task'>>;

// The cards drawn are counted through their drag hook.
vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const actual = await importOriginal<typeof sortable>();
  return { ...actual, useSortable: vi.fn(actual.useSortable) };
});

afterEach(cleanup);

/** The board of two sections with a card in each, as the tests below start from. */
const twoCards = () => renderBoardView({
  board,
  sections: [section('s1', 'To do', 'a0'), section('s2', 'Doing', 'a1')],
  cards: [{ id: 't1', title: 'Write the post', sectionId: 's1', position: 'a0' }, { id: 't2', title: 'Pick a date', sectionId: 's2', position: 'a0' }],
});

describe('a board card', () => {
  it('is not drawn again when another card is added or moves: only the changed card\'s face is made again', async () => {
    const { store } = await twoCards();
    expect(within(screen.getByRole('region', { name: 'To do' })).getByText('Write the post')).toBeDefined();
    const faces = vi.mocked(rowFaceOf);
    faces.mockClear();
    act(() => {
      store.create('task', card('t3', 'Book the room', 's2', 'a1'));
      store.edit('task', 't2', { sectionId: 's1', position: 'a1' });
    });
    expect(within(screen.getByRole('region', { name: 'To do' })).getByText('Pick a date')).toBeDefined();
    const drawn = faces.mock.calls.map(([task]) => task.id);
    expect(drawn).not.toContain('t1');
    expect(drawn).toContain('t3');
  });

  it('is not drawn again, nor its column, drag hooks and all, when the board is drawn again for a change that is not its own', async () => {
    const { store } = await twoCards();
    expect(within(screen.getByRole('region', { name: 'Doing' })).getByText('Pick a date')).toBeDefined();
    // The board's GET (its members) answered and drawn.
    await act(async () => { await new Promise((resolve) => { setTimeout(resolve, 50); }); });
    const hooks = vi.mocked(useSortable);
    hooks.mockClear();
    // A personal task: the board view draws again (the task map changed), its columns and cards do not (the columns'
    // props are the same; the cards' drag hooks keep their context: dnd-kit's sensors are kept).
    act(() => { store.create('task', { id: 'mine', title: 'Call the bank', categoryId: null, boardId: null }); });
    expect(hooks.mock.calls.map(([args]) => args.id)).toEqual([]);
  });

  it('keeps its drag hook from drawing again when another card leaves or enters its column, while nothing is dragged', async () => {
    const { store } = await renderBoardView({
      board,
      sections: [section('s1', 'To do', 'a0'), section('s2', 'Doing', 'a1')],
      cards: [
        { id: 't1', title: 'Write the post', sectionId: 's1', position: 'a0' }, { id: 't2', title: 'Pick a date', sectionId: 's1', position: 'a1' },
        { id: 't3', title: 'Book the room', sectionId: 's2', position: 'a0' },
      ],
    });
    expect(within(screen.getByRole('region', { name: 'Doing' })).getByText('Book the room')).toBeDefined();
    await act(async () => { await new Promise((resolve) => { setTimeout(resolve, 50); }); });
    const hooks = vi.mocked(useSortable);
    hooks.mockClear();
    // Another member's move, as sync applies it: the columns' orders change, which dnd-kit would draw every card of
    // both columns again for; with no drag under way the cards' sortable order is not theirs to follow.
    act(() => { store.edit('task', 't1', { sectionId: 's2', position: 'a1' }); });
    expect(within(screen.getByRole('region', { name: 'Doing' })).getByText('Write the post')).toBeDefined();
    const drawn = hooks.mock.calls.map(([args]) => args.id);
    expect(drawn).toContain('card:t1');
    expect(drawn).not.toContain('card:t2');
    expect(drawn).not.toContain('card:t3');
  });
});
