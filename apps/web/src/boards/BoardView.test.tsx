import { type Board, type Member, type Section } from '@taskhub/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, ok } from '../api/testing/fake-server.js';
import type { FirstScreenSnapshot } from '../store/first-screen-snapshot.js';
import { renderBoardView, section } from './testing/board-view-fixture.js';

const board: Board = {
  id: 'b1', workspaceId: 'w1', name: 'Launch plan', emoji: '🚀', isPrivate: false, isArchived: false, role: 'admin', membersCount: 1,
  position: 'a0', creationDate: 1, lastUpdateDate: 1,
};
const member: Member = { userId: 'u1', email: 'ann@example.com', name: 'Ann Admin', profilePicture: null, role: 'admin', state: 'CREATOR' };

async function renderBoard(sections: Section[], cards: { id: string; title: string; sectionId: string; position: string }[] = []) {
  const server = createFakeServer();
  server.on('POST', '/api/v1/boards/b1/sections', (request) => ok(section('s-new', (request.body as { name: string }).name, 'a5')));
  return renderBoardView({ board, sections, cards, members: [member], server });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the board view', () => {
  it('shows each section as a column with its cards and count, and the board in the sidebar\'s Boards group once the store has it', async () => {
    const { opened, user } = await renderBoard([section('s1', 'To do', 'a0'), section('s2', 'Doing', 'a1')], [
      { id: 't1', title: 'Write the post', sectionId: 's1', position: 'a0' },
      { id: 't2', title: 'Pick a date', sectionId: 's1', position: 'a1' },
      { id: 't3', title: 'Book the room', sectionId: 's2', position: 'a0' },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: /Launch plan/ })).toBeDefined();
    const todo = screen.getByRole('region', { name: 'To do' });
    expect(within(todo).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Write the post', 'Pick a date']);
    expect(within(todo).getByLabelText('2 cards')).toBeDefined();
    await user.click(within(todo).getByText('Pick a date'));
    expect(opened).toEqual(['t2']);
  });

  it('shows how many comments a card has, as the board\'s comment counts say', async () => {
    const server = createFakeServer();
    server.on('GET', '/api/v1/boards/b1/comment-counts', ok({ t2: 3 }));
    await renderBoardView({
      board, members: [member], server, sections: [section('s1', 'To do', 'a0')],
      cards: [{ id: 't1', title: 'Quiet', sectionId: 's1', position: 'a0' }, { id: 't2', title: 'Talked about', sectionId: 's1', position: 'a1' }],
    });
    const talked = (await screen.findByText('Talked about')).closest('.board-card') as HTMLElement;
    expect(await within(talked).findByText('3 comments')).toBeDefined();
    expect(within(screen.getByText('Quiet').closest('.board-card') as HTMLElement).queryByText(/comment/)).toBeNull();
  });

  it('says how to start when there are no sections, and adds one through the API into the store at once', async () => {
    const { user, store, server } = await renderBoard([]);
    expect(screen.getByText('No sections yet. Add a section to start.')).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'Ideas{Enter}');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Ideas' })).toBeDefined());
    expect(store.getSnapshot().server.section['s-new']?.name).toBe('Ideas');
    expect(server.callsTo('POST', '/api/v1/boards/b1/sections')).toHaveLength(1);
  });

  it('adds a card to a section as a board task (no list) at the column\'s end', async () => {
    const { user, store } = await renderBoard([section('s1', 'To do', 'a0')], [{ id: 't1', title: 'First', sectionId: 's1', position: 'a0' }]);
    const todo = screen.getByRole('region', { name: 'To do' });
    await user.click(within(todo).getByRole('button', { name: 'Add card' }));
    await user.type(within(todo).getByRole('textbox', { name: 'Card title' }), 'Second{Enter}');
    const made = Object.values(store.getSnapshot().objects.task).find((task) => task.title === 'Second')!;
    expect(made).toMatchObject({ boardId: 'b1', sectionId: 's1', categoryId: null });
    expect(made.position > 'a0').toBe(true);
    expect(within(todo).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('groups by people and by due date from the header\'s switch', async () => {
    const { user } = await renderBoard([section('s1', 'To do', 'a0')], [{ id: 't1', title: 'First', sectionId: 's1', position: 'a0' }]);
    await user.click(screen.getByRole('radio', { name: 'People' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Ann Admin' })).toBeDefined());
    expect(within(screen.getByRole('region', { name: 'Unassigned' })).getByText('First')).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'Due date' }));
    expect(within(screen.getByRole('region', { name: 'No date' })).getByText('First')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Overdue' })).toBeDefined();
  });

  it('keeps its first screen in the snapshot at its address: the columns in view with their counts and first cards', async () => {
    window.history.replaceState(null, '', '/boards/b1');
    const { user } = await renderBoard([section('s1', 'To do', 'a0'), section('s2', 'Doing', 'a1')], [
      { id: 't1', title: 'Write the post', sectionId: 's1', position: 'a0' },
      { id: 't2', title: 'Pick a date', sectionId: 's1', position: 'a1' },
      { id: 't3', title: 'Book the room', sectionId: 's2', position: 'a0' },
    ]);
    const saved = () => Object.keys(localStorage).filter((key) => key.startsWith('taskhub.firstScreen.')).map((key) => JSON.parse(localStorage.getItem(key)!) as FirstScreenSnapshot);
    await waitFor(() => expect(saved()[0]?.board).toBeDefined(), { timeout: 2000 });
    const [snapshot] = saved();
    expect(snapshot).toMatchObject({ address: '/boards/b1', view: 'board:b1', title: 'Launch plan' });
    expect(snapshot!.board).toMatchObject({ boardId: 'b1', name: 'Launch plan', emoji: '🚀', groupings: ['Sections', 'People', 'Due date'], editable: true, moreColumns: 0 });
    expect(snapshot!.board!.columns.map((column) => [column.key, column.title, column.count, column.cards.map((card) => card.title)]))
      .toEqual([['section:s1', 'To do', 2, ['Write the post', 'Pick a date']], ['section:s2', 'Doing', 1, ['Book the room']]]);
    // Another grouping is not what the address opens at: the board withdraws its offer, and nothing else is saved.
    await user.click(screen.getByRole('radio', { name: 'People' }));
    await new Promise((resolve) => { setTimeout(resolve, 400); });
    expect(saved()[0]?.board?.columns[0]?.key).toBe('section:s1');
  });
});
