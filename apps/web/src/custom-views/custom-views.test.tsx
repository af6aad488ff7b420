import type { ObjectStore } from '@taskhub/sync-client';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { CustomViewPage } from './CustomViewPage.js';
import { CustomViewsSidebar } from './CustomViewsSidebar.js';

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const now = Date.UTC(2026, 10, 27, 9);
const day = (offset: number) => Date.UTC(2026, 10, 27 + offset);

function seed(store: ObjectStore, role: 'member' | 'viewer' = 'member') {
  store.create('category', { id: 'home', name: 'Home', position: 'a0' });
  store.create('category', { id: 'work', name: 'Work', position: 'a1' });
  store.putServerObjects('board', [{
    id: 'b1', workspaceId: 'w', name: 'Launch', emoji: null, isPrivate: false, isArchived: false, role, membersCount: 2, position: 'a0', creationDate: 0, lastUpdateDate: 0,
  }]);
  store.putServerObjects('section', [{ id: 's1', boardId: 'b1', name: 'Doing', position: 'a0', isArchived: false }]);
  store.create('task', { id: 'rent', title: 'Pay rent', categoryId: 'home', dueDate: day(0) });
  store.create('task', { id: 'deck', title: 'Write the deck', categoryId: 'work', dueDate: day(3) });
  store.create('task', { id: 'post', title: 'Launch post', categoryId: null, boardId: 'b1', sectionId: 's1', dueDate: day(1) });
  store.create('task', { id: 'later', title: 'Taxes', categoryId: 'home', dueDate: day(60) });
}

describe('custom views', () => {
  it('are made from the sidebar: a name and at least one source are asked for, then the view is saved and opened', async () => {
    const opened: string[] = [];
    const { user, objects } = renderScreen(<CustomViewsSidebar current={null} onOpen={(id) => opened.push(id)} />, seed);
    await user.click(screen.getByRole('button', { name: 'New view' }));
    const dialog = screen.getByRole('dialog', { name: 'New view' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Everything' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create view' }));
    expect(within(dialog).getByText('Give the view a name.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one place to show tasks from.')).toBeTruthy();
    expect(Object.keys(objects().customView)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Launch week');
    await user.click(within(within(dialog).getByRole('group', { name: 'Boards' })).getByRole('checkbox', { name: 'Launch' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Lists' })).getByRole('checkbox', { name: 'Work' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create view' }));
    const [view] = Object.values(objects().customView);
    expect(view).toMatchObject({ name: 'Launch week', sources: [{ type: 'board', id: 'b1' }, { type: 'category', id: 'work' }], duration: '7d', organizedBy: 'dueDate' });
    expect(opened).toEqual([view!.id]);
    expect(screen.getByRole('link', { name: 'Launch week' }).getAttribute('href')).toBe(`/views/${view!.id}`);
  });

  it('show their sources\' open tasks due in the window, organised as chosen; deleting one offers Undo', async () => {
    const deleted = vi.fn();
    const { user, objects, container } = renderScreen(
      <CustomViewPage viewId="v1" onOpenTask={() => undefined} onDeleted={deleted} now={() => now} />,
      (store) => {
        seed(store);
        store.create('customView', { id: 'v1', name: 'This week', sources: [{ type: 'all', id: null }], duration: '7d', organizedBy: 'boardsAndSections', position: 'a0' });
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This week' })).toBeTruthy();
    expect(screen.getByText('7 days · Boards and sections')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Launch › Doing 1', 'Home 1', 'Work 1']);
    expect(screen.queryByText('Taxes')).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Actions for the view This week' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete view' }));
    expect(objects().customView.v1!.isDeleted).toBe(true);
    expect(deleted).toHaveBeenCalled();
  });

  it('say so when nothing is due in their window', () => {
    renderScreen(<CustomViewPage viewId="v2" onOpenTask={() => undefined} onDeleted={() => undefined} now={() => now} />, (store) => {
      seed(store);
      store.create('customView', { id: 'v2', name: 'Tomorrow at work', sources: [{ type: 'category', id: 'home' }], duration: 'tomorrow', organizedBy: 'people', position: 'a0' });
      store.edit('task', 'rent', { status: 'CHECKED' });
    });
    expect(screen.getByText('Nothing due in this view’s time.')).toBeTruthy();
  });

  it('offer a card of a board the person only views to open, not to complete, drag or change', async () => {
    const { user, objects } = renderScreen(
      <CustomViewPage viewId="v1" onOpenTask={() => undefined} onDeleted={() => undefined} now={() => now} />,
      (store) => {
        seed(store, 'viewer');
        store.create('customView', { id: 'v1', name: 'This week', sources: [{ type: 'all', id: null }], duration: '7d', organizedBy: 'boardsAndSections', position: 'a0' });
      },
    );
    expect((screen.getByRole('checkbox', { name: 'Complete Launch post' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Drag Launch post' })).toBeNull();
    const card = screen.getByRole('button', { name: /^Launch post/ });
    card.focus();
    await user.keyboard(' ');
    expect(objects().task.post?.status).toBe('UNCHECKED');
    await user.hover(card);
    expect(screen.queryByRole('button', { name: 'More actions for Launch post' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Launch post to My Day' })).toBeTruthy();
    // The person's own task beside it is theirs to change.
    expect((screen.getByRole('checkbox', { name: 'Complete Pay rent' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Drag Pay rent' })).toBeTruthy();
  });
});
