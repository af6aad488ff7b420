import type { Member } from '@taskhub/domain';
import type { ObjectStore } from '@taskhub/sync-client';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, ok } from '../api/testing/fake-server.js';
import { seriousViolations } from '../task-detail/testing/render-screen.js';
import { berlinDay } from '../tasks/testing/fixtures.js';
import { renderTasks, sidebar } from '../tasks/testing/render-tasks.js';

afterEach(cleanup);
// Each test signs in and renders the whole task screen; role queries are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const bob: Member = { userId: 'bob', email: 'bob@example.com', name: 'Bob Builder', profilePicture: null, role: 'member', state: 'ACCEPTED' };
const ada: Member = { userId: 'user-1', email: 'ada@example.com', name: 'Ada', profilePicture: null, role: 'admin', state: 'CREATOR' };

/** A personal list, and a shared list (Team) with a task for Ada (the signed-in user, user-1), one for Bob and one for nobody. */
function seed(store: ObjectStore) {
  store.create('category', { id: 'personal', name: 'Personal', position: 'aa', isDefault: true });
  store.create('category', { id: 'team', name: 'Team', position: 'ab' });
  const task = (id: string, fields: Record<string, unknown>) => store.create('task', { id, title: id, categoryId: 'team', ...fields });
  task('Mow lawn', { assignedTo: 'user-1', dueDate: berlinDay(0), position: 'aa' });
  task('Fix roof', { assignedTo: 'bob', position: 'ab' });
  task('Sweep porch', { position: 'ac' });
  task('Buy milk', { categoryId: 'personal', position: 'ad' });
}

function renderAssigned() {
  const server = createFakeServer();
  server.on('GET', '/api/v1/categories/team/members', ok([ada, bob]));
  return renderTasks({ seed, server });
}

/** The view's group headings and task titles, in screen order. */
const shownRows = () => [...document.querySelectorAll('.task-group-title, .task-title-text')].map((element) => element.textContent);

const assigneeOf = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) }).closest('.task-row')!.querySelector('.task-assignee')!;

describe('the assignee in task rows', () => {
  it("shows the assignee's avatar, named, and nothing for a task nobody has", async () => {
    const { server, user, container } = await renderAssigned();
    const bobs = await screen.findByRole('img', { name: 'Assigned to Bob Builder' });
    await waitFor(() => expect(bobs.textContent).toBe('BB'));
    expect(within(assigneeOf('Fix roof') as HTMLElement).getByRole('img').getAttribute('aria-label')).toBe('Assigned to Bob Builder');
    // The signed-in user is drawn from the account, the others from the list's members, fetched once for the list.
    expect(within(assigneeOf('Mow lawn') as HTMLElement).getByRole('img', { name: 'Assigned to Ada' })).toBeTruthy();
    expect(assigneeOf('Sweep porch').childElementCount).toBe(0);
    expect(assigneeOf('Buy milk').childElementCount).toBe(0);
    expect(server.callsTo('GET', '/api/v1/categories/team/members')).toHaveLength(1);
    expect(server.requests.filter((request) => request.path.includes('/members'))).toHaveLength(1);
    await user.hover(bobs);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Assigned to Bob Builder');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('follows a change of assignee that sync brings', async () => {
    const { store } = await renderAssigned();
    await screen.findByRole('img', { name: 'Assigned to Bob Builder' });
    act(() => store.edit('task', 'Sweep porch', { assignedTo: 'bob' }));
    act(() => store.edit('task', 'Fix roof', { assignedTo: null }));
    await waitFor(() => expect(within(assigneeOf('Sweep porch') as HTMLElement).getByRole('img').getAttribute('aria-label')).toBe('Assigned to Bob Builder'));
    expect(assigneeOf('Fix roof').childElementCount).toBe(0);
  });
});

describe('Assigned to me', () => {
  it('shows only the open tasks assigned to me, grouped as All my tasks, with a count in the sidebar', async () => {
    const { user, store } = await renderAssigned();
    const link = sidebar().getByRole('link', { name: /^Assigned to me/ });
    expect(link.getAttribute('href')).toBe('/assigned-to-me');
    expect(link.textContent).toContain('1 open task');
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Assigned to me');
    expect(link.getAttribute('aria-current')).toBe('page');
    // Only groups that hold tasks, and no "Add task" rows: a new task would be nobody's.
    expect(shownRows()).toEqual(['Today 1', 'Mow lawn']);
    expect(screen.queryByRole('button', { name: /^Add a task to/ })).toBeNull();
    // The list each task is in, as in All my tasks.
    expect(screen.getByRole('button', { name: /^Mow lawn/ }).closest('.task-row')!.querySelector('.task-list-name')?.textContent).toBe('Team');
    act(() => store.edit('task', 'Fix roof', { assignedTo: 'user-1' }));
    expect(shownRows()).toEqual(['Today 1', 'Mow lawn', 'Someday 1', 'Fix roof']);
    expect(link.textContent).toContain('2 open tasks');
  });

  it('has an empty state that leads to All my tasks', async () => {
    const { user, store } = await renderAssigned();
    act(() => store.edit('task', 'Mow lawn', { assignedTo: 'bob' }));
    await user.click(sidebar().getByRole('link', { name: /^Assigned to me/ }));
    expect(sidebar().getByRole('link', { name: /^Assigned to me/ }).textContent).toContain('0 open tasks');
    expect(screen.getByText('Nothing is assigned to you. Tasks that people give you in shared lists show up here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a task' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show All my tasks' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All my tasks');
  });

  it('is reached with g then i', async () => {
    const { user } = await renderAssigned();
    await user.keyboard('gi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Assigned to me');
  });
});
