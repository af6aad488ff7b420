import type { Board, Member, Role } from '@taskhub/domain';
import type { ObjectStore } from '@taskhub/sync-client';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../api/testing/fake-server.js';
import { loggedIn, setupAuth, wireUser } from '../auth/testing/fixtures.js';
import { AuthStoreContext } from '../auth/useAuth.js';
import { renderScreen, seriousViolations } from './testing/render-screen.js';
import { TaskDetailPanel } from './TaskDetailPanel.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const created = new Date(2026, 2, 1, 10).getTime();

/** A board where the caller has `role` (archived or not) with one card that has a note, a subtask and a checklist item. */
const seedBoard = (role: Role | null, isArchived = false) => (store: ObjectStore) => {
  const board: Board = {
    id: 'b1', workspaceId: 'w', name: 'Launch', emoji: null, isPrivate: false, isArchived, role, membersCount: 2, position: 'a0', creationDate: 0, lastUpdateDate: 0,
  };
  store.putServerObjects('board', [board]);
  store.putServerObjects('section', [{ id: 'todo', boardId: 'b1', name: 'To do', position: 'a0', isArchived: false }]);
  store.create('task', {
    id: 'card', title: 'Launch post', note: 'Draft first', categoryId: null, boardId: 'b1', sectionId: 'todo', position: 'a',
    checklistItems: [{ id: 'c1', title: 'Pick a photo', checked: false }],
  });
  store.create('task', { id: 'sub', title: 'Ask legal', parentGlobalTaskId: 'card', categoryId: null, boardId: 'b1', sectionId: 'todo', position: 'a' });
};

const open = (role: Role | null, isArchived = false) =>
  renderScreen(<TaskDetailPanel taskId="card" onClose={() => {}} settings={{ dateFormat: 'DMY' }} now={() => created} />, seedBoard(role, isArchived), () => created);

describe('the task panel of a card the caller may not change', () => {
  it('for a board viewer: says so, shows the values, and offers no edit (fields read-only, chips and boxes disabled, no add, archive or delete)', async () => {
    const { store, container, user } = open('viewer');
    const seeded = store.edits.length;
    expect(screen.getByRole('note').textContent).toBe('You can read this card but not change it.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('readOnly', true);
    expect(screen.getByRole('checkbox', { name: 'Completed' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Ask legal' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Pick a photo' })).toHaveProperty('disabled', true);
    // The section chip shows where the card is, and opens nothing; unset chips (date, repeat…) are not drawn.
    const section = screen.getByRole('button', { name: 'Section: Launch › To do' });
    expect(section).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Due date' })).toBeNull();
    for (const name of ['Add a subtask', 'Add a checklist item']) expect(screen.queryByRole('textbox', { name })).toBeNull();
    for (const name of ['Archive', 'Delete', 'Remove Pick a photo']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByTestId('attachment-dropzone')).toBeNull();
    // Typing and clicking change nothing and open no picker.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'x');
    await user.click(section);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.edits.length).toBe(seeded);
    expect(store.getSnapshot().objects.task.card?.title).toBe('Launch post');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('for someone who has not joined a public board, as for a viewer; for a member, everything edits', () => {
    open(null);
    expect(screen.getByRole('note').textContent).toBe('You can read this card but not change it.');
    cleanup();
    open('member');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('readOnly', false);
    expect(screen.getByRole('button', { name: 'Section: Launch › To do' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('textbox', { name: 'Add a subtask' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeDefined();
  });

  it('for a card of an archived board, even for its admin: says the board is archived', () => {
    open('admin', true);
    expect(screen.getByRole('note').textContent).toBe('This board is archived: its cards can no longer be changed.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('the task panel of a shared list\'s task', () => {
  /** Cy, with `role` in Ada's list "Team", opens its task. */
  async function openAs(role: Role) {
    const { server, store: auth } = setupAuth({ user: wireUser({ id: 'cy', name: 'Cy Twombly' }) });
    await loggedIn(auth);
    const member = (userId: string, name: string, memberRole: Role): Member =>
      ({ userId, email: `${userId}@example.com`, name, profilePicture: null, role: memberRole, state: userId === 'ada' ? 'CREATOR' : 'ACCEPTED' });
    server.on('GET', '/api/v1/categories/team/members', ok([member('ada', 'Ada Lovelace', 'admin'), member('cy', 'Cy Twombly', role)]));
    const view = renderScreen(
      <AuthStoreContext.Provider value={auth}>
        <TaskDetailPanel taskId="t1" settings={{ dateFormat: 'DMY' }} now={() => created} />
      </AuthStoreContext.Provider>,
      (store) => {
        store.create('category', { id: 'team', name: 'Team', position: 'a' });
        store.create('task', { id: 't1', title: 'Paint the fence', categoryId: 'team', position: 'a' });
      },
      () => created,
    );
    return { ...view, server };
  }

  it('is read-only for a guest of the list once its members say so (the server would refuse the edits)', async () => {
    await openAs('guest');
    expect((await screen.findByRole('note')).textContent).toBe('You are a guest of this list: you can read this task but not change it.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('edits for a member of the list', async () => {
    const { server } = await openAs('member');
    await waitFor(() => expect(server.callsTo('GET', '/api/v1/categories/team/members')).toHaveLength(1));
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('readOnly', false);
  });
});
