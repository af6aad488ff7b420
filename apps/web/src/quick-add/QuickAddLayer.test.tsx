import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, ok } from '../api/testing/fake-server.js';
import { berlinDay } from '../tasks/testing/fixtures.js';
import { wireMember } from '../workspaces/testing/workspace-fixtures.js';
import { renderTasks, sidebar } from '../tasks/testing/render-tasks.js';
import { seedBasics } from '../tasks/testing/seed.js';
import { highlightMs, useQuickAddLauncher } from './launcher.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
vi.setConfig({ testTimeout: 20_000 });

const layer = () => screen.getByRole('dialog', { name: /^Add/ });
const field = () => within(layer()).getByRole('textbox', { name: 'New task' }) as HTMLInputElement;
const chips = () => within(within(layer()).getByRole('list', { name: 'Understood' })).getAllByRole('listitem').map((chip) => chip.textContent);
const byTitle = (store: Awaited<ReturnType<typeof renderTasks>>['store'], title: string) =>
  Object.values(store.getSnapshot().objects.task).find((t) => t.title === title);

describe('the quick add layer', () => {
  it("opens on q, shows what it understood as chips, adds on Enter and stays open; Escape closes it", async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    await user.keyboard('q');
    expect(document.activeElement).toBe(field());
    await user.type(field(), 'Call Ann tomorrow at 9 #urgent !high ^Work');
    expect(chips()).toEqual(['Wed, Mar 11', '9:00 AM', '#Urgent', 'High priority', 'Work']);
    await user.keyboard('{Enter}');
    expect(byTitle(store, 'Call Ann')).toMatchObject({ categoryId: 'work', dueDate: berlinDay(1) + 9 * 3_600_000, labels: ['urgent'], priority: 'High' });
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removing a chip cuts its words from the line', async () => {
    const { user } = await renderTasks({ seed: seedBasics });
    act(() => useQuickAddLauncher.getState().openQuickAdd());
    await user.type(field(), 'Call Ann tomorrow !low');
    await user.click(within(layer()).getByRole('button', { name: 'Remove Low priority' }));
    expect(field().value).toBe('Call Ann tomorrow');
    expect(chips()).toEqual(['Wed, Mar 11']);
  });

  it('offers to create an unknown #tag and creates it on add', async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    act(() => useQuickAddLauncher.getState().openQuickAdd());
    await user.type(field(), 'Buy milk #groceries');
    expect(chips()).toEqual(['Create tag “groceries”']);
    await user.keyboard('{Enter}');
    const tag = Object.values(store.getSnapshot().objects.label).find((l) => l.name === 'groceries');
    expect(tag).toBeTruthy();
    expect(byTitle(store, 'Buy milk')!.labels).toEqual([tag!.id]);
  });

  it("in a list's view adds to that list with no date; elsewhere to the default list", async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    await user.click(sidebar().getByRole('link', { name: /^Work/ }));
    await user.keyboard('q');
    expect(layer().getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add to Work' })).toBeTruthy();
    await user.type(field(), 'Standup{Enter}{Escape}');
    expect(byTitle(store, 'Standup')).toMatchObject({ categoryId: 'work', dueDate: null });
    await user.click(sidebar().getByRole('link', { name: /^All my tasks/ }));
    await user.keyboard('q');
    await user.type(field(), 'Stretch{Enter}{Escape}');
    expect(byTitle(store, 'Stretch')).toMatchObject({ categoryId: 'personal', dueDate: null });
  });

  it("in a shared list's view where the person is only a guest, adds to the default list (the list would refuse it)", async () => {
    const server = createFakeServer();
    server.on('GET', '/api/v1/categories/work/members', ok([
      wireMember({ userId: 'owner', email: 'grace@example.com', name: 'Grace' }), wireMember({ role: 'guest', state: 'ACCEPTED' }),
    ]));
    const { user, store } = await renderTasks({ seed: seedBasics, server });
    await user.click(sidebar().getByRole('link', { name: /^Work/ }));
    await screen.findByText('You are a guest of this list: you can read its tasks but not add or change them.');
    await user.keyboard('q');
    expect(screen.getByRole('dialog', { name: 'Add a task' })).toBeTruthy();
    await user.type(field(), 'Standup{Enter}{Escape}');
    expect(byTitle(store, 'Standup')).toMatchObject({ categoryId: 'personal' });
    // So does a button that asks for the list by name (a list's group elsewhere, the header's Add task).
    await user.click(sidebar().getByRole('link', { name: /^All my tasks/ }));
    act(() => useQuickAddLauncher.getState().openQuickAdd({ listId: 'work', name: 'Work' }));
    expect(screen.getByRole('dialog', { name: 'Add a task' })).toBeTruthy();
    await user.type(field(), 'Retro{Enter}{Escape}');
    expect(byTitle(store, 'Retro')).toMatchObject({ categoryId: 'personal' });
  });

  it("in My Day adds to the default list and to today's My Day", async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    await user.click(sidebar().getByRole('link', { name: /^My Day/ }));
    await user.keyboard('q');
    await user.type(field(), 'Water plants{Enter}{Escape}');
    const added = byTitle(store, 'Water plants')!;
    expect(added).toMatchObject({ categoryId: 'personal', dueDate: null });
    const entries = Object.values(store.getSnapshot().objects.myDayEntry).filter((e) => e.referencedObjectId === added.id);
    expect(entries).toMatchObject([{ status: 'ACTIVE' }]);
  });

  it('q does nothing while typing in a field', async () => {
    const { user } = await renderTasks({ seed: seedBasics });
    await user.click(await screen.findByRole('textbox', { name: 'New list' }));
    await user.keyboard('q');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('highlights the new task in the list for a moment', async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    await user.click(await screen.findByRole('button', { name: 'Add task to Today' }));
    await user.type(field(), 'Water plants{Enter}');
    const id = byTitle(store, 'Water plants')!.id;
    const wrapper = () => document.querySelector(`[data-task-id="${id}"]`)!.parentElement!;
    expect(wrapper().classList.contains('is-just-added')).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, highlightMs + 50)));
    expect(wrapper().classList.contains('is-just-added')).toBe(false);
  });
});
