import { defaultWebConfig, type SyncObject } from '@taskhub/domain';
import { act, cleanup, screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/messages/en.js';
import { useQuickAddLauncher } from '../quick-add/launcher.js';
import { dueChip, rowMetaIndex } from './row-meta.js';
import { berlinDay, byId, task, testNow, testZone } from './testing/fixtures.js';
import { chooseOption } from '../ui/testing/choose-option.js';
import { openRowMenu, renderTasks, sidebar, tasksUnder } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';
import { dayBounds } from './views/day-bounds.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const intl = createIntl({ locale: 'en', messages: en });
const bounds = dayBounds(testNow, testZone);
const hour = 3_600_000;
const chip = (dueDate: number, timeFormat: '12' | '24' = '12') => dueChip(dueDate, bounds, testZone, timeFormat, intl);

describe('the row meta index', () => {
  it('counts open subtasks and live attachments by the parent global id, and finds My Day tasks by either id', () => {
    const tasks = byId([
      { ...task('p'), globalTaskId: 'gp' }, task('s1', { parentGlobalTaskId: 'gp', status: 'CHECKED' }),
      task('s2', { parentGlobalTaskId: 'gp' }), task('s3', { parentGlobalTaskId: 'gp', status: 'DELETED' }), { ...task('q'), globalTaskId: 'gq' },
    ]);
    const attachment = (id: string, globalTaskId: string, deleted: boolean) => ({ id, globalTaskId, deleted, displayName: id }) as unknown as SyncObject<'attachment'>;
    const entry = (id: string, ref: string, date: number, status: 'ACTIVE' | 'DELETED' = 'ACTIVE') =>
      ({ id, referencedObjectId: ref, date, status }) as unknown as SyncObject<'myDayEntry'>;
    const index = rowMetaIndex(tasks, byId([attachment('a1', 'gp', false), attachment('a2', 'gp', true), attachment('a3', 'gq', false)]),
      byId([entry('e1', 'gq', 5), entry('e2', 'p', 4), entry('e3', 'p', 5, 'DELETED')]), 5);
    expect(index.counts.get('gp')).toEqual({ subtasksDone: 1, subtasks: 2, attachments: 1 });
    expect(index.counts.get('gq')).toEqual({ subtasksDone: 0, subtasks: 0, attachments: 1 });
    expect([...index.myDay]).toEqual(['q']);
  });
});

describe('the due chip', () => {
  it('says Today, Tomorrow, Yesterday, the weekday within the week, else the date, with the tone of each', () => {
    // testNow is Tuesday 2026-03-10 in Berlin.
    expect(chip(berlinDay(0))).toEqual({ text: 'Today', tone: 'today' });
    expect(chip(berlinDay(1))).toEqual({ text: 'Tomorrow', tone: 'tomorrow' });
    expect(chip(berlinDay(-1))).toEqual({ text: 'Yesterday', tone: 'overdue' });
    expect(chip(berlinDay(2))).toEqual({ text: 'Thursday', tone: 'later' });
    expect(chip(berlinDay(6))).toEqual({ text: 'Monday', tone: 'later' });
    expect(chip(berlinDay(7))).toEqual({ text: 'Mar 17', tone: 'later' });
    expect(chip(berlinDay(-5))).toEqual({ text: 'Mar 5', tone: 'overdue' });
    expect(chip(Date.UTC(2027, 0, 4) - hour).text).toBe('Jan 4, 2027');
  });

  it('adds the time in the user clock when one is set', () => {
    expect(chip(berlinDay(0) + 15.5 * hour)).toEqual({ text: 'Today 3:30 PM', tone: 'today' });
    expect(chip(berlinDay(1) + 9 * hour, '24').text).toBe('Tomorrow 9:00');
    expect(chip(berlinDay(-2) + 8 * hour, '24')).toEqual({ text: 'Mar 8 8:00', tone: 'overdue' });
  });
});

/** The row of a task (its outer element), to look inside. */
const rowOf = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) }).closest<HTMLElement>('.task-row')!;

describe('task rows', () => {
  it('show a due chip coloured by when, tag chips in their colours, counts, markers and the list in All my tasks', async () => {
    await renderTasks({
      seed: (s) => {
        seedBasics(s);
        s.edit('task', 'Read book', {
          note: 'Chapters 1-3', alert: { type: 'OFFSET', offset: 0 }, repeatingMethod: 'TASK_REPEAT_WEEK',
          checklistItems: [{ id: 'c1', title: 'Buy it', checked: true }, { id: 'c2', title: 'Read it', checked: false }],
        });
        s.create('task', { id: 'Second step', title: 'Second step', parentGlobalTaskId: 'Read book', status: 'CHECKED', position: 'aj' });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    const overdue = rowOf('Pay rent');
    expect(overdue.querySelector('.task-due')!.className).toContain('ui-chip-danger');
    expect(within(overdue).getByText('Mar 8')).toBeTruthy();
    const tag = overdue.querySelector<HTMLElement>('.task-tag')!;
    expect(tag.textContent).toBe('Urgent');
    expect(tag.style.getPropertyValue('--chip-color')).toBe('#d32f2f');
    // The priority ring: Normal here.
    expect(within(overdue).getByRole('checkbox', { name: 'Complete Pay rent' }).className).toContain('ui-priority-normal');
    expect(rowOf('Call mum').querySelector('.task-due')!.className).toContain('ui-chip-success');
    expect(within(rowOf('Call mum')).getByText('Today 1:00 AM')).toBeTruthy();
    expect(rowOf('Write report').querySelector('.task-due')!.className).toContain('ui-chip-warning');
    expect(within(rowOf('Plan trip')).getByText('Sunday').closest('.task-due')!.className).toContain('ui-chip-neutral');
    // List names in a view that mixes lists.
    expect(within(rowOf('Write report')).getByText('Work')).toBeTruthy();
    expect(within(rowOf('Pay rent')).getByText('Personal')).toBeTruthy();
    const book = within(rowOf('Read book'));
    expect(book.getByText('1 of 2 subtasks done')).toBeTruthy();
    expect(book.getByText('1 of 2 checklist items done')).toBeTruthy();
    expect(book.getByRole('img', { name: 'Has a note' })).toBeTruthy();
    expect(book.getByRole('img', { name: 'Repeats' })).toBeTruthy();
    expect(book.getByRole('img', { name: 'Reminder set' })).toBeTruthy();
    // The title is described by its meta line for screen readers.
    const title = screen.getByRole('button', { name: /^Read book/ });
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toContain('1/2');
  });

  it('colours the ring by priority', async () => {
    await renderTasks({ seed: (s) => { seedBasics(s); s.edit('task', 'Plan trip', { priority: 'High' }); s.edit('task', 'Read book', { priority: 'Low' }); } });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    expect(within(rowOf('Plan trip')).getByRole('checkbox', { name: 'Complete Plan trip' }).className).toContain('ui-priority-high');
    expect(within(rowOf('Read book')).getByRole('checkbox', { name: 'Complete Read book' }).className).toContain('ui-priority-low');
  });

  it('leaves the list name out in a list view', async () => {
    const { user } = await renderTasks({ seed: seedBasics });
    await user.click(sidebar().getByRole('link', { name: /^Work/ }));
    expect(rowOf('Write report').querySelector('.task-list-name')).toBeNull();
    await user.click(sidebar().getByRole('link', { name: /^Urgent/ }));
    expect(rowOf('Pay rent').querySelector('.task-list-name')!.textContent).toBe('Personal');
  });

  it('puts overdue tasks in their own group in the single column', async () => {
    await renderTasks({ seed: seedBasics });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    const headings = [...document.querySelectorAll('.task-group-title')].map((h) => h.firstChild?.textContent?.trim());
    expect(headings).toEqual(['Overdue', 'Today', 'Tomorrow', 'Upcoming', 'Someday']);
    expect(tasksUnder('Overdue')).toEqual(['Pay rent']);
    expect(tasksUnder('Today')).toEqual(['Call mum']);
  });

  it('draws a row\'s actions only while it is focused or hovered', async () => {
    const { user } = await renderTasks({ seed: seedBasics });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    expect(screen.queryByRole('button', { name: /^More actions for/ })).toBeNull();
    const row = screen.getByRole('button', { name: /^Call mum/ });
    act(() => row.focus());
    expect(screen.getAllByRole('button', { name: /^More actions for/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['More actions for Call mum']);
    expect(screen.getByRole('button', { name: 'Set a date for Call mum' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Call mum to My Day' })).toBeTruthy();
    await user.hover(rowOf('Write report'));
    expect(screen.getByRole('button', { name: 'More actions for Write report' })).toBeTruthy();
    await user.unhover(rowOf('Write report'));
    expect(screen.queryByRole('button', { name: 'More actions for Write report' })).toBeNull();
  });

  it('sets a date, adds to My Day and deletes with Undo from the row', async () => {
    const { user, task: taskOf, store } = await renderTasks({ seed: seedBasics });
    act(() => screen.getByRole('button', { name: /^Read book/ }).focus());
    await user.click(screen.getByRole('button', { name: 'Set a date for Read book' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Tomorrow' }));
    expect(taskOf('Read book').dueDate).toBe(berlinDay(1));
    expect(tasksUnder('Tomorrow')).toEqual(['Write report', 'Read book']);

    act(() => screen.getByRole('button', { name: /^Call mum/ }).focus());
    await user.click(screen.getByRole('button', { name: 'Add Call mum to My Day' }));
    const entries = Object.values(store.getSnapshot().objects.myDayEntry);
    expect(entries.map((e) => [e.referencedObjectId, e.status])).toEqual([['Call mum', 'ACTIVE']]);
    expect(screen.getByRole('button', { name: 'Remove Call mum from My Day' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove Call mum from My Day' }));
    expect(Object.values(store.getSnapshot().objects.myDayEntry)[0]!.status).toBe('DELETED');

    await user.click((await openRowMenu(user, 'Plan trip')).getByRole('menuitem', { name: 'Delete' }));
    expect(taskOf('Plan trip').status).toBe('DELETED');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(taskOf('Plan trip').status).toBe('UNCHECKED');
  });

  it('an empty view says so and offers to add a task there', async () => {
    const { user } = await renderTasks({ seed: (s) => s.create('category', { id: 'garden', name: 'Garden', position: 'aa' }) });
    expect(await screen.findByText('Nothing here yet: add your first task.')).toBeTruthy();
    await user.click(sidebar().getByRole('link', { name: /^Garden/ }));
    expect(screen.getByText('This list is empty.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    expect(useQuickAddLauncher.getState()).toMatchObject({ open: true, target: { listId: 'garden' } });
    act(() => useQuickAddLauncher.getState().closeQuickAdd());
  });

  it('shows the multi-column headings above their scrolling rows', async () => {
    const { user } = await renderTasks({ seed: seedBasics, user: { webConfig: { ...defaultWebConfig } } });
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Layout' }), 'Multiple columns');
    const today = screen.getByRole('region', { name: 'Today' });
    const heading = within(today).getByRole('heading', { level: 2 });
    expect(heading.classList.contains('task-column-title')).toBe(true);
    expect(heading.closest('.virtual-list')).toBeNull();
  });
});
