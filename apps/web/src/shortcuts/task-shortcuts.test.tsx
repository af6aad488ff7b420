import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { berlinDay } from '../tasks/testing/fixtures.js';
import { renderTasks } from '../tasks/testing/render-tasks.js';
import { seedBasics } from '../tasks/testing/seed.js';
import { useEscapeLayer } from './escape-stack.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 40_000 });

const title = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const focused = () => document.activeElement?.closest('[data-task-id]')?.getAttribute('data-task-id');

async function focusFirst() {
  const view = await renderTasks({ seed: seedBasics });
  await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
  await view.user.keyboard('j');
  expect(focused()).toBe('Pay rent');
  return view;
}

describe('task shortcuts', () => {
  it('j and k move between tasks; Enter opens', async () => {
    const { user, opened } = await focusFirst();
    await user.keyboard('j');
    expect(focused()).toBe('Call mum');
    await user.keyboard('j');
    expect(focused()).toBe('Write report');
    await user.keyboard('k');
    expect(focused()).toBe('Call mum');
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['Call mum']);
  });

  it('x, e and Delete leave a card of a board the person only views as it is', async () => {
    const { user, task } = await renderTasks({
      seed: (store) => {
        seedBasics(store);
        store.putServerObjects('board', [{
          id: 'b1', workspaceId: 'w', name: 'Launch', emoji: null, isPrivate: false, isArchived: false, role: 'viewer', membersCount: 2, position: 'a0', creationDate: 0, lastUpdateDate: 0,
        }]);
        store.create('task', { id: 'Board card', title: 'Board card', categoryId: null, boardId: 'b1', sectionId: 's1', assignedTo: 'user-1', dueDate: berlinDay(0), position: 'aa' });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    title('Board card').focus();
    await user.keyboard('x');
    await user.keyboard('e');
    await user.keyboard('{Delete}');
    expect(task('Board card').status).toBe('UNCHECKED');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('x and e complete the focused task, Delete archives it with Undo', async () => {
    const { user, task } = await focusFirst();
    await user.keyboard('x');
    expect(task('Pay rent').status).toBe('CHECKED');
    title('Call mum').focus();
    await user.keyboard('e');
    expect(task('Call mum').status).toBe('CHECKED');
    title('Plan trip').focus();
    await user.keyboard('{Delete}');
    expect(task('Plan trip').status).toBe('DONE');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(task('Plan trip').status).toBe('UNCHECKED');
  });

  it('p, t, # and d open the priority, tag, list and date menus for the focused task', async () => {
    const { user, task } = await focusFirst();
    await user.keyboard('p');
    await user.click(within(screen.getByRole('menu', { name: 'Priority' })).getByRole('menuitem', { name: 'High priority' }));
    expect(task('Pay rent').priority).toBe('High');
    expect(focused()).toBe('Pay rent');
    await user.keyboard('t');
    await user.click(within(screen.getByRole('menu', { name: 'Tags' })).getByRole('menuitemcheckbox', { name: 'Home' }));
    expect(task('Pay rent').labels).toEqual(['urgent', 'home']);
    title('Pay rent').focus();
    await user.keyboard('#');
    await user.click(within(screen.getByRole('menu', { name: 'Move to list' })).getByRole('menuitem', { name: 'Work' }));
    expect(task('Pay rent').categoryId).toBe('work');
    title('Pay rent').focus();
    await user.keyboard('d');
    await user.click(within(screen.getByRole('dialog', { name: 'Date' })).getByRole('button', { name: 'Tomorrow' }));
    expect(task('Pay rent').dueDate).toBe(berlinDay(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date' })).toBeNull());
    expect(focused()).toBe('Pay rent');
  });

  it('d opens the date picker at the row: a quick day or a time sets the date, Escape gives focus back to the row', async () => {
    const { user, task, opened } = await focusFirst();
    title('Call mum').focus();
    await user.keyboard('d');
    const picker = screen.getByRole('dialog', { name: 'Date' });
    expect(within(picker).getByRole('grid')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(picker).getByRole('textbox', { name: 'Type a date' })));
    // A quick day keeps the time already set (1:00).
    await user.click(within(picker).getByRole('button', { name: 'Tomorrow' }));
    expect(task('Call mum').dueDate).toBe(berlinDay(1) + 3_600_000);
    await waitFor(() => expect(focused()).toBe('Call mum'));
    await user.keyboard('d');
    const again = screen.getByRole('dialog', { name: 'Date' });
    await user.click(within(within(again).getByRole('listbox', { name: 'Time' })).getByRole('option', { name: '9:00 AM' }));
    expect(task('Call mum').dueDate).toBe(berlinDay(1) + 9 * 3_600_000);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date' })).toBeNull());
    expect(focused()).toBe('Call mum');
    expect(opened).toEqual([]);
  });

  it('/ goes to the search field', async () => {
    const { user } = await renderTasks({ seed: seedBasics, props: { header: <input type="search" aria-label="Search" /> } });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('j');
    expect(focused()).toBeUndefined();
  });

  it('g then t, n, a goes to All tasks, Next 7 days and All my tasks; a lone t does not', async () => {
    const { user } = await renderTasks({ seed: seedBasics });
    await screen.findByRole('heading', { level: 1, name: 'All my tasks' });
    await user.keyboard('gt');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All tasks');
    await user.keyboard('gn');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Next 7 days');
    await user.keyboard('t');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Next 7 days');
    await user.keyboard('ga');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All my tasks');
  });
});

function Layers() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  useEscapeLayer(outer, () => setOuter(false));
  useEscapeLayer(inner, () => setInner(false));
  return (
    <>
      <input aria-label="Anywhere" />
      {outer ? <p>outer</p> : null}
      {inner ? <p>inner</p> : null}
    </>
  );
}

describe('Escape', () => {
  it('closes only the topmost of the app\'s own layers, wherever focus is', async () => {
    const { render } = await import('@testing-library/react');
    render(<Layers />);
    screen.getByLabelText('Anywhere').focus();
    const escape = () => act(() => { document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })); });
    escape();
    expect(screen.queryByText('inner')).toBeNull();
    expect(screen.getByText('outer')).toBeTruthy();
    escape();
    expect(screen.queryByText('outer')).toBeNull();
  });
});
