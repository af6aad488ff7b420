import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseListAction, renderTasks, sidebar, tasksUnder } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';

afterEach(cleanup);
// Role queries are slow in jsdom on a busy machine; each test signs in and renders the whole screen.
vi.setConfig({ testTimeout: 20_000 });

describe('the sidebar', () => {
  it('shows the views, lists and tags with open-task counts that follow edits', async () => {
    const { store } = await renderTasks({ seed: seedBasics });
    const entries = [...document.querySelectorAll('.sidebar-link')].map((b) =>
      `${b.querySelector('.sidebar-name')!.textContent} ${b.querySelector('.sidebar-count')?.textContent ?? ''}`.trim());
    expect(entries).toEqual(['My Day', 'All my tasks 5', 'All tasks 5', 'Next 7 days 4', 'Assigned to me 0', 'Personal 4', 'Work 1', 'Urgent 1', 'Home 1']);
    expect(sidebar().getByRole('link', { name: /^Work/ }).textContent).toContain('1 open task');
    act(() => store.edit('task', 'Write report', { status: 'CHECKED' }));
    expect(sidebar().getByRole('link', { name: /^Work/ }).textContent).toContain('0 open tasks');
    expect(sidebar().getByRole('link', { name: /^All my tasks/ }).textContent).toContain('4 open tasks');
  });

  it("lists the person's own tags only: a board's tags belong to its cards", async () => {
    await renderTasks({ seed: (store) => {
      seedBasics(store);
      store.create('label', { id: 'blocked', name: 'Blocked', color: '#fb8c00', position: 'a0', boardId: 'roadmap' });
    } });
    const tags = [...document.querySelectorAll('.sidebar-tags .sidebar-name')].map((name) => name.textContent);
    expect(tags).toEqual(['Urgent', 'Home']);
  });

  it('opens a list, a tag and Next 7 days, each with its own tasks and title', async () => {
    const { user } = await renderTasks({ seed: seedBasics });
    await user.click(sidebar().getByRole('link', { name: /^Work/ }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Work');
    expect(tasksUnder('Tomorrow')).toEqual(['Write report']);
    expect(tasksUnder('Today')).toEqual([]);
    await user.click(sidebar().getByRole('link', { name: /^Urgent/ }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Urgent');
    expect(tasksUnder('Overdue')).toEqual(['Pay rent']);
    await user.click(sidebar().getByRole('link', { name: /^Next 7 days/ }));
    expect(tasksUnder('Upcoming')).toEqual(['Plan trip']);
    expect(() => tasksUnder('Someday')).toThrow();
  });

  it('creates a list and opens it, empty', async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    await user.type(sidebar().getByRole('textbox', { name: 'New list' }), 'Garden{Enter}');
    const list = Object.values(store.getSnapshot().objects.category).find((c) => c.name === 'Garden')!;
    expect(list.position > 'ab').toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Garden');
    expect(screen.getByText('This list is empty.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a task' })).toBeTruthy();
  });

  it('renames a list with Enter, and Escape keeps the old name', async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    await chooseListAction(user, 'Work', 'Rename');
    const field = await sidebar().findByRole('textbox', { name: 'New name for Work' });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'Office{Enter}');
    expect(store.getSnapshot().objects.category.work!.name).toBe('Office');
    await chooseListAction(user, 'Office', 'Rename');
    await user.type(await sidebar().findByRole('textbox', { name: 'New name for Office' }), 'xx{Escape}');
    expect(store.getSnapshot().objects.category.work!.name).toBe('Office');
    expect(sidebar().getByRole('link', { name: /^Office/ })).toBeTruthy();
  });

  it('asks before deleting a list, says how many tasks it holds and where they go, moves them there; Undo brings both back', async () => {
    const { user, store, task } = await renderTasks({ seed: seedBasics });
    await user.click(sidebar().getByRole('link', { name: /^Work/ }));
    await chooseListAction(user, 'Work', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Work”?' });
    expect(dialog.textContent).toContain('Its open or completed task moves to “Personal”.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Focus goes back to the menu's button, not to the page.
    expect(document.activeElement).toBe(sidebar().getByRole('button', { name: 'Actions for the list Work' }));
    expect(store.getSnapshot().objects.category.work!.isDeleted).toBe(false);
    await chooseListAction(user, 'Work', 'Delete');
    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    expect(store.getSnapshot().objects.category.work!.isDeleted).toBe(true);
    expect(task('Write report').categoryId).toBe('personal');
    expect(sidebar().queryByRole('link', { name: /^Work/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All my tasks');
    // Not stranded: the task is still in All my tasks, in its new list.
    expect(tasksUnder('Tomorrow')).toEqual(['Write report']);
    expect(screen.getByText('List “Work” deleted, its task moved to “Personal”')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getSnapshot().objects.category.work!.isDeleted).toBe(false);
    expect(task('Write report').categoryId).toBe('work');
    expect(sidebar().getByRole('link', { name: /^Work/ })).toBeTruthy();
  });

  it('archives a list with its tasks (DONE), leaves its view, and Undo brings both back; the default list cannot be', async () => {
    const { user, store, task } = await renderTasks({ seed: seedBasics });
    await user.click(sidebar().getByRole('button', { name: 'Actions for the list Personal' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Rename', 'Delete']);
    await user.keyboard('{Escape}');
    await user.click(sidebar().getByRole('link', { name: /^Work/ }));
    await chooseListAction(user, 'Work', 'Archive');
    expect(store.getSnapshot().objects.category.work!.isArchived).toBe(true);
    expect(task('Write report').status).toBe('DONE');
    expect(sidebar().queryByRole('link', { name: /^Work/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All my tasks');
    expect(screen.getByText('“Work” archived with 1 task')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store.getSnapshot().objects.category.work!.isArchived).toBe(false);
    expect(task('Write report').status).toBe('UNCHECKED');
    expect(sidebar().getByRole('link', { name: /^Work/ })).toBeTruthy();
  });

  it('shows the My Day screen it is given in the main area', async () => {
    const { user } = await renderTasks({ seed: seedBasics, props: { myDay: <p>My Day goes here</p> } });
    await user.click(sidebar().getByRole('link', { name: 'My Day' }));
    expect(screen.getByText('My Day goes here')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'All my tasks' })).toBeNull();
  });
});
