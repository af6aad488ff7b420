import { positionsAfter } from '@taskhub/domain';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { berlinDay } from './testing/fixtures.js';
import { openRowMenu, renderTasks, sidebar, tasksUnder } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';

afterEach(cleanup);
// Role queries are slow in jsdom on a busy machine; each test signs in and renders the whole screen.
vi.setConfig({ testTimeout: 20_000 });

describe('TasksHome', () => {
  it('shows All my tasks grouped by time, overdue in its own group, completed apart, archived and deleted hidden', async () => {
    await renderTasks({ seed: seedBasics });
    expect(await screen.findByRole('heading', { level: 1, name: 'All my tasks' })).toBeTruthy();
    expect(tasksUnder('Overdue')).toEqual(['Pay rent']);
    expect(tasksUnder('Today')).toEqual(['Call mum']);
    expect(tasksUnder('Tomorrow')).toEqual(['Write report']);
    expect(tasksUnder('Upcoming')).toEqual(['Plan trip']);
    expect(tasksUnder('Someday')).toEqual(['Read book']);
    for (const hidden of ['Old chore', 'Filed away', 'Thrown out', 'Sub step']) expect(screen.queryByText(hidden)).toBeNull();
    expect(sidebar().getByRole('link', { name: /^All my tasks/ }).getAttribute('aria-current')).toBe('page');
  });
});

describe('drawing again', () => {
  it('draws nothing of the task screens for a change they do not show (a board card moved while a board fills the main area)', async () => {
    let commits = 0;
    const { store } = await renderTasks({
      seed: (s) => {
        seedBasics(s);
        s.create('task', { id: 'card', title: 'Card', categoryId: null, boardId: 'b1', sectionId: 's1', position: 'aa' });
      },
      props: { main: <p>A board</p> },
      onRender: () => { commits += 1; },
    });
    await screen.findByText('A board');
    const allMine = () => sidebar().getByRole('link', { name: /^All my tasks/ }).textContent;
    expect(allMine()).toContain('5 open tasks');
    const before = commits;
    act(() => { store.edit('task', 'card', { sectionId: 's2', position: 'ab' }); });
    expect(commits).toBe(before);
    // A change the sidebar counts does draw.
    act(() => { store.edit('task', 'Read book', { status: 'CHECKED' }); });
    expect(commits).toBeGreaterThan(before);
    expect(allMine()).toContain('4 open tasks');
  });
});

describe('adding, completing and archiving', () => {
  it("a group's Add task row opens the quick add for it: Tomorrow adds to the default list, due tomorrow, after the group's last task", async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    await user.click(await screen.findByRole('button', { name: 'Add task to Tomorrow' }));
    const layer = screen.getByRole('dialog', { name: 'Add to Tomorrow' });
    await user.type(within(layer).getByRole('textbox', { name: 'New task' }), 'Buy milk{Enter}');
    const added = Object.values(store.getSnapshot().objects.task).find((t) => t.title === 'Buy milk')!;
    expect(added).toMatchObject({ categoryId: 'personal', dueDate: berlinDay(1), status: 'UNCHECKED', labels: [] });
    expect(added.position > 'ac').toBe(true);
    expect(tasksUnder('Tomorrow')).toEqual(['Write report', 'Buy milk']);
    expect((within(layer).getByRole('textbox', { name: 'New task' }) as HTMLInputElement).value).toBe('');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add task to Someday' }));
    await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Learn piano{Enter}');
    expect(Object.values(store.getSnapshot().objects.task).find((t) => t.title === 'Learn piano')!.dueDate).toBeNull();
  });

  it("a time group's row in a list view adds to that list with the group's date, and in a tag view with the tag", async () => {
    const { user, store } = await renderTasks({ seed: seedBasics });
    await user.click(sidebar().getByRole('link', { name: /^Work/ }));
    await user.click(screen.getByRole('button', { name: 'Add task to Today' }));
    await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Standup{Enter}{Escape}');
    await user.click(sidebar().getByRole('link', { name: /^Home/ }));
    await user.click(screen.getByRole('button', { name: 'Add task to Upcoming' }));
    await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Garden{Enter}{Escape}');
    const byTitle = (title: string) => Object.values(store.getSnapshot().objects.task).find((t) => t.title === title)!;
    expect(byTitle('Standup')).toMatchObject({ categoryId: 'work', dueDate: berlinDay(0) });
    expect(byTitle('Garden')).toMatchObject({ categoryId: 'personal', labels: ['home'], dueDate: berlinDay(2) });
  });

  it('completes with the checkbox, and Undo in the toast makes it open again', async () => {
    const { user, task } = await renderTasks({ seed: seedBasics });
    await user.click(await screen.findByRole('checkbox', { name: 'Complete Call mum' }));
    expect(task('Call mum').status).toBe('CHECKED');
    expect(tasksUnder('Today')).toEqual([]);
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(within(toasts).getByText('Task completed')).toBeTruthy();
    await user.click(within(toasts).getByRole('button', { name: 'Undo' }));
    expect(task('Call mum').status).toBe('UNCHECKED');
    expect(tasksUnder('Today')).toEqual(['Call mum']);
  });

  it('archives a task (DONE) with Undo', async () => {
    const { user, task } = await renderTasks({ seed: seedBasics });
    await user.click((await openRowMenu(user, 'Plan trip')).getByRole('menuitem', { name: 'Archive' }));
    expect(task('Plan trip').status).toBe('DONE');
    expect(screen.queryByText('Plan trip')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(task('Plan trip').status).toBe('UNCHECKED');
  });

  it('shows completed tasks under Completed, and Clear completed archives them with Undo', async () => {
    const { user, task } = await renderTasks({ seed: seedBasics });
    await user.click(await screen.findByRole('button', { name: 'Show completed (1)' }));
    const completed = screen.getByRole('region', { name: 'Completed' });
    expect(within(completed).getByRole('checkbox', { name: 'Complete Old chore' })).toHaveProperty('ariaChecked', 'true');
    await user.click(within(completed).getByRole('checkbox', { name: 'Complete Old chore' }));
    expect(task('Old chore').status).toBe('UNCHECKED');
    await user.click(screen.getByRole('checkbox', { name: 'Complete Old chore' }));
    await user.click(screen.getByRole('checkbox', { name: 'Complete Read book' }));
    await user.click(screen.getByRole('button', { name: 'Clear completed' }));
    expect([task('Old chore').status, task('Read book').status]).toEqual(['DONE', 'DONE']);
    expect(screen.queryByRole('region', { name: 'Completed' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect([task('Old chore').status, task('Read book').status]).toEqual(['CHECKED', 'CHECKED']);
  });
});

const bigListPositions = positionsAfter(null, 1500);

describe('long lists', () => {
  it('renders only the rows in view of 1,500 tasks', async () => {
    await renderTasks({
      seed(store) {
        store.create('category', { id: 'big', name: 'Big', isDefault: true });
        for (let i = 0; i < 1500; i += 1) store.create('task', { id: `t${i}`, title: `Task ${i}`, categoryId: 'big', position: bigListPositions[i] });
      },
    });
    expect(tasksUnder('Someday').length).toBeGreaterThan(5);
    expect(document.querySelectorAll('.task-row').length).toBeLessThan(40);
    expect(screen.getByText('Task 0')).toBeTruthy();
    expect(screen.queryByText('Task 1499')).toBeNull();
  });
});

describe('opening and the keyboard', () => {
  it('opens a task on click and on Enter; arrows move focus; Space completes', async () => {
    const { user, opened, task } = await renderTasks({ seed: seedBasics });
    await user.click(await screen.findByRole('button', { name: /^Call mum/ }));
    expect(opened).toEqual(['Call mum']);
    const first = screen.getByRole('button', { name: /^Pay rent/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Call mum');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Write report');
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['Call mum', 'Write report']);
    await user.keyboard('{ArrowUp}{ArrowUp}{ }');
    expect(task('Pay rent').status).toBe('CHECKED');
    // Only one task row is in the tab order at a time.
    expect(document.querySelectorAll('.task-title[tabindex="0"]')).toHaveLength(1);
  });

  it('moves a task down and up with the row menu and with Alt+arrows (the keyboard alternative to dragging)', async () => {
    const { user } = await renderTasks({ seed: seedBasics });
    // The only task of its group: neither way is open.
    const menu = await openRowMenu(user, 'Write report');
    expect(menu.getByRole('menuitem', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true');
    expect(menu.getByRole('menuitem', { name: 'Move down' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add task to Tomorrow' }));
    await user.type(within(screen.getByRole('dialog', { name: 'Add to Tomorrow' })).getByRole('textbox', { name: 'New task' }), 'Buy milk{Enter}');
    await user.keyboard('{Escape}');
    await user.click((await openRowMenu(user, 'Write report')).getByRole('menuitem', { name: 'Move down' }));
    expect(tasksUnder('Tomorrow')).toEqual(['Buy milk', 'Write report']);
    screen.getByRole('button', { name: /^Write report/ }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(tasksUnder('Tomorrow')).toEqual(['Write report', 'Buy milk']);
  });
});
