import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { berlinDay } from './testing/fixtures.js';
import { renderTasks } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 40_000 });

const bar = () => within(screen.getByRole('toolbar'));
const pick = async (user: Awaited<ReturnType<typeof renderTasks>>['user'], button: string, item: string, role: 'menuitem' | 'menuitemcheckbox' = 'menuitem') => {
  await user.click(bar().getByRole('button', { name: button }));
  await user.click(within(screen.getByRole('menu')).getByRole(role, { name: item }));
};

describe('selection mode', () => {
  it('shows a checkbox on every row; ticking rows (or clicking them) selects without opening', async () => {
    const { user, opened } = await renderTasks({ seed: seedBasics });
    expect(screen.queryByRole('checkbox', { name: 'Select Pay rent' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Select tasks' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pay rent' }));
    await user.click(screen.getByRole('button', { name: /^Plan trip/ }));
    expect(opened).toEqual([]);
    expect(screen.getByRole('toolbar', { name: '2 tasks selected' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Plan trip' }).getAttribute('aria-checked')).toBe('true');
    await user.click(bar().getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Pay rent' })).toBeNull();
  });

  it('sets the date, priority and a tag of the selection, and adds it to My Day', async () => {
    const { user, task, store } = await renderTasks({ seed: seedBasics });
    await user.click(await screen.findByRole('button', { name: 'Select tasks' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Read book' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Plan trip' }));
    await pick(user, 'Date', 'Tomorrow');
    expect([task('Read book').dueDate, task('Plan trip').dueDate]).toEqual([berlinDay(1), berlinDay(1)]);
    expect(screen.getByText('2 tasks changed')).toBeTruthy();
    await pick(user, 'Priority', 'Low priority');
    expect([task('Read book').priority, task('Plan trip').priority]).toEqual(['Low', 'Low']);
    await pick(user, 'Tags', 'Urgent', 'menuitemcheckbox');
    expect([task('Read book').labels, task('Plan trip').labels]).toEqual([['urgent'], ['urgent']]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(task('Read book').labels).toEqual([]);
    await user.click(bar().getByRole('button', { name: 'Add to My Day' }));
    const entries = Object.values(store.getSnapshot().objects.myDayEntry).map((e) => e.referencedObjectId).sort();
    expect(entries).toEqual(['Plan trip', 'Read book']);
  });
});
