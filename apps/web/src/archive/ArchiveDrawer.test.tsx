import type { ObjectStore } from '@taskhub/sync-client';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { ArchiveDrawer } from './ArchiveDrawer.js';

// Screens re-render per key and axe walks the whole tree; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

function seed(store: ObjectStore) {
  store.create('task', { id: 'a', title: 'Filed taxes', status: 'DONE' });
  store.create('task', { id: 'b', title: 'Old plan', status: 'DONE' });
  store.create('task', { id: 'open', title: 'Still open' });
}

/** An archived list holding an archived task, and a live list. */
function seedLists(store: ObjectStore) {
  store.create('category', { id: 'trip', name: 'Trip', isArchived: true });
  store.create('category', { id: 'home', name: 'Home' });
  store.create('task', { id: 'pack', title: 'Pack the bags', categoryId: 'trip', status: 'DONE' });
}

const drawer = () => within(screen.getByRole('dialog', { name: 'Archive' }));

describe('ArchiveDrawer', () => {
  it('renders nothing while closed', () => {
    const { container } = renderScreen(<ArchiveDrawer open={false} onClose={() => undefined} />, seed);
    expect(container.textContent).toBe('');
  });

  it('lists archived tasks only, and restores one to UNCHECKED', async () => {
    const { user, objects } = renderScreen(<ArchiveDrawer open onClose={() => undefined} />, seed);
    expect(drawer().getByRole('tab', { name: 'Tasks' }).getAttribute('aria-selected')).toBe('true');
    expect(drawer().getByText('Filed taxes')).toBeTruthy();
    expect(drawer().queryByText('Still open')).toBeNull();
    await user.click(drawer().getByRole('button', { name: 'Restore Filed taxes' }));
    expect(objects().task.a!.status).toBe('UNCHECKED');
    expect(drawer().queryByText('Filed taxes')).toBeNull();
  });

  it('orders tasks archived in the same instant by title, whatever order they arrived in', () => {
    renderScreen(<ArchiveDrawer open onClose={() => undefined} />, (store) => {
      for (const [id, title] of [['z', 'Zebra'], ['m', 'Mango'], ['a', 'Apple']]) store.create('task', { id, title, status: 'DONE', lastUpdateDate: 5 });
    });
    expect(drawer().getAllByRole('listitem').map((row) => row.textContent?.slice(0, 5))).toEqual(['Apple', 'Mango', 'Zebra']);
  });

  it('deletes permanently (DELETED) only after the confirmation, and Cancel keeps the task', async () => {
    const { user, objects } = renderScreen(<ArchiveDrawer open onClose={() => undefined} />, seed);
    await user.click(drawer().getByRole('button', { name: 'Delete Old plan permanently' }));
    expect(objects().task.b!.status).toBe('DONE');
    const confirm = within(drawer().getByRole('group', { name: 'Delete “Old plan” permanently? This cannot be undone.' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(objects().task.b!.status).toBe('DONE');
    await user.click(drawer().getByRole('button', { name: 'Delete Old plan permanently' }));
    await user.click(drawer().getByRole('button', { name: 'Delete' }));
    expect(objects().task.b!.status).toBe('DELETED');
    expect(drawer().queryByText('Old plan')).toBeNull();
  });

  it('has a Sections tab with its empty state, reached by click or arrow key', async () => {
    const { user } = renderScreen(<ArchiveDrawer open onClose={() => undefined} />, seed);
    await user.click(drawer().getByRole('tab', { name: 'Sections' }));
    expect(drawer().getByRole('tabpanel').textContent).toBe('No archived sectionsSections you archive on a board will appear here.');
    await user.keyboard('{ArrowLeft}');
    expect(drawer().getByRole('tab', { name: 'Tasks' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(drawer().getByRole('tab', { name: 'Tasks' }));
  });

  it('shows an empty state without archived tasks, closes on Escape, and has no serious axe violation', async () => {
    const onClose = vi.fn();
    const { user, container } = renderScreen(<ArchiveDrawer open onClose={onClose} />);
    expect(drawer().getByRole('tabpanel').textContent).toBe('No archived tasksTasks you archive appear here, ready to restore.');
    expect(await seriousViolations(container)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('lists archived lists; Restore brings the list and its tasks back, Delete removes both for good after asking', async () => {
    const { user, objects } = renderScreen(<ArchiveDrawer open onClose={() => undefined} />, seedLists);
    await user.click(drawer().getByRole('tab', { name: 'Lists' }));
    expect(drawer().getByText('Trip')).toBeTruthy();
    expect(drawer().queryByText('Home')).toBeNull();
    await user.click(drawer().getByRole('button', { name: 'Restore Trip' }));
    expect(objects().category.trip!.isArchived).toBe(false);
    expect(objects().task.pack!.status).toBe('UNCHECKED');
    expect(drawer().getByText('No archived lists')).toBeTruthy();
  });

  it('deletes an archived list and its tasks only after the confirmation', async () => {
    const { user, objects } = renderScreen(<ArchiveDrawer open onClose={() => undefined} />, seedLists);
    await user.click(drawer().getByRole('tab', { name: 'Lists' }));
    await user.click(drawer().getByRole('button', { name: 'Delete Trip permanently' }));
    expect(objects().category.trip!.isDeleted).toBe(false);
    const confirm = within(drawer().getByRole('group', { name: 'Delete “Trip” and its tasks permanently? This cannot be undone.' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(objects().category.trip!.isDeleted).toBe(true);
    expect(objects().task.pack!.status).toBe('DELETED');
  });
});
