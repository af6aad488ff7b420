import { defaultWebConfig } from '@taskhub/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../ui/testing/choose-option.js';
import { renderTasks, tasksUnder } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';

afterEach(cleanup);
// Role queries over a few hundred elements are slow in jsdom; these tests walk several screens.
vi.setConfig({ testTimeout: 20_000 });

const row = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });
const toolbar = () => within(screen.getByRole('toolbar'));

describe('multi-select', () => {
  it('selects with Ctrl or Cmd click without opening, and completes the selection with one Undo', async () => {
    const { opened, task, user } = await renderTasks({ seed: seedBasics });
    fireEvent.click(await screen.findByRole('button', { name: /^Pay rent/ }), { ctrlKey: true });
    fireEvent.click(row('Plan trip'), { metaKey: true });
    expect(opened).toEqual([]);
    expect(screen.getByRole('toolbar', { name: '2 tasks selected' })).toBeTruthy();
    expect(row('Pay rent').textContent).toContain('Selected');
    fireEvent.click(row('Pay rent'), { ctrlKey: true });
    expect(screen.getByRole('toolbar', { name: '1 task selected' })).toBeTruthy();
    fireEvent.click(row('Pay rent'), { ctrlKey: true });
    await user.click(toolbar().getByRole('button', { name: 'Complete' }));
    expect([task('Pay rent').status, task('Plan trip').status]).toEqual(['CHECKED', 'CHECKED']);
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByText('2 tasks completed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect([task('Pay rent').status, task('Plan trip').status]).toEqual(['UNCHECKED', 'UNCHECKED']);
  });

  it('selects a range with Shift click, then archives it', async () => {
    const { task, user } = await renderTasks({ seed: seedBasics });
    fireEvent.click(await screen.findByRole('button', { name: /^Call mum/ }), { ctrlKey: true });
    fireEvent.click(row('Plan trip'), { shiftKey: true });
    expect(screen.getByRole('toolbar', { name: '3 tasks selected' })).toBeTruthy();
    await user.click(toolbar().getByRole('button', { name: 'Archive' }));
    expect(['Call mum', 'Write report', 'Plan trip'].map((t) => task(t).status)).toEqual(['DONE', 'DONE', 'DONE']);
    expect(task('Pay rent').status).toBe('UNCHECKED');
  });

  it('deletes the selection (DELETED) and moves it to another list', async () => {
    const { task, user } = await renderTasks({ seed: seedBasics });
    fireEvent.click(await screen.findByRole('button', { name: /^Read book/ }), { ctrlKey: true });
    await user.click(toolbar().getByRole('button', { name: 'Delete' }));
    expect(task('Read book').status).toBe('DELETED');
    expect(screen.getByText('Task deleted')).toBeTruthy();
    fireEvent.click(row('Pay rent'), { ctrlKey: true });
    fireEvent.click(row('Call mum'), { ctrlKey: true });
    await user.click(toolbar().getByRole('button', { name: 'Move to list' }));
    await user.click(screen.getByRole('menuitem', { name: 'Work' }));
    expect([task('Pay rent').categoryId, task('Call mum').categoryId]).toEqual(['work', 'work']);
    expect(task('Pay rent').position > task('Write report').position).toBe(true);
    expect(task('Call mum').position > task('Pay rent').position).toBe(true);
    expect(screen.getByText('2 tasks moved to Work')).toBeTruthy();
  });
});

describe('grouping and layout', () => {
  it('groups by list and by tag on request', async () => {
    const { user } = await renderTasks({ seed: seedBasics });
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Group by' }), 'List');
    expect(tasksUnder('Personal')).toEqual(['Pay rent', 'Call mum', 'Plan trip', 'Read book']);
    expect(tasksUnder('Work')).toEqual(['Write report']);
    await chooseOption(user, screen.getByRole('combobox', { name: 'Group by' }), 'Tag');
    expect(tasksUnder('Urgent')).toEqual(['Pay rent']);
    expect(tasksUnder('No tag')).toEqual(['Write report', 'Plan trip', 'Read book']);
  });

  it('multi-column layout: a column per group, overdue apart when showMulticolumnOverdue is on', async () => {
    const { user } = await renderTasks({ seed: seedBasics });
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Layout' }), 'Multiple columns');
    const columns = columnNames();
    expect(columns).toEqual(['Overdue', 'Today', 'Tomorrow', 'Upcoming', 'Someday']);
    expect(within(screen.getByRole('region', { name: 'Overdue' })).getByText('Pay rent')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Today' })).queryByText('Pay rent')).toBeNull();
  });

  it('keeps overdue in Today in columns when showMulticolumnOverdue is off', async () => {
    const { user } = await renderTasks({ seed: seedBasics, user: { webConfig: { ...defaultWebConfig, showMulticolumnOverdue: false } } });
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Layout' }), 'Multiple columns');
    expect(columnNames()).toEqual(['Today', 'Tomorrow', 'Upcoming', 'Someday']);
    expect(within(screen.getByRole('region', { name: 'Today' })).getByText('Pay rent')).toBeTruthy();
  });
});

describe('loading, empty and sync states', () => {
  it('says it is loading until the store is ready', async () => {
    const { store } = await renderTasks({ seed: (s) => s.setSync({ ready: false }) });
    expect(screen.getByText('Loading…').closest('[role=status]')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    act(() => store.setSync({ ready: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'All my tasks' })).toBeTruthy();
    expect(screen.getByText('Nothing here yet: add your first task.')).toBeTruthy();
  });

  it('says nothing of a quick save, "Saving…" past a second, and offline with the banner while the socket is down', async () => {
    const { store } = await renderTasks({ seed: seedBasics });
    const status = () => document.querySelector('.tasks-sync-status')!.textContent;
    expect(status()).toBe('');
    act(() => store.setSync({ status: 'syncing', pendingCount: 2 }));
    expect(status()).toBe('');
    await waitFor(() => expect(status()).toBe('Saving…'), { timeout: 3000 });
    act(() => store.setSync({ status: 'offline', connected: false }));
    expect(status()).toBe('Offline');
    expect(screen.getByRole('alert').textContent).toBe('You are offline: changes may not be saved when sync is lost.');
    act(() => store.setSync({ status: 'idle', connected: true, pendingCount: 0 }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status()).toBe('');
  });
});

/** The names of the task columns (the toast area is a region too). */
function columnNames(): Array<string | null> {
  return screen.getAllByRole('region').map((r) => r.getAttribute('aria-label')).filter((name) => !name?.startsWith('Notifications'));
}
