import type { Member } from '@taskhub/domain';
import type { ObjectStore } from '@taskhub/sync-client';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, ok, serverError, type FakeReply } from '../api/testing/fake-server.js';
import { loggedIn, setupAuth, wireUser } from '../auth/testing/fixtures.js';
import { AuthStoreContext } from '../auth/useAuth.js';
import { TaskDetailPanel } from '../task-detail/TaskDetailPanel.js';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const created = new Date(2026, 2, 1, 10).getTime();
const member = (overrides: Partial<Member>): Member =>
  ({ userId: 'me', email: 'ada@example.com', name: 'Ada Lovelace', profilePicture: null, role: 'admin', state: 'CREATOR', ...overrides });
const members = [
  member({}),
  member({ userId: 'bob', email: 'bob@example.com', name: 'Bob Builder', role: 'member', state: 'ACCEPTED' }),
  member({ userId: 'cy', email: 'cy@example.com', name: 'Cy Twombly', role: 'guest', state: 'ACCEPTED' }),
  // Invited, not (yet) in: never offered.
  member({ userId: null, email: 'new@example.com', name: '', role: 'member', state: 'PENDING' }),
  member({ userId: 'rex', email: 'rex@example.com', name: 'Rex Rejecter', role: 'member', state: 'REJECTED' }),
];

function seed(store: ObjectStore) {
  store.create('category', { id: 'shared', name: 'Team', position: 'a' });
  store.create('category', { id: 'own', name: 'Mine', position: 'b' });
  store.create('task', { id: 't1', title: 'Paint the fence', categoryId: 'shared', position: 'a' });
  store.create('task', { id: 't2', title: 'Water plants', categoryId: 'own', position: 'b' });
}

/** The detail panel of `taskId` for a signed-in Ada, on a server whose lists answer `listMembers`. */
async function open(taskId = 't1', { assignee }: { assignee?: (userId: string | null) => FakeReply | Promise<FakeReply> } = {}) {
  const { server, store: auth } = setupAuth({ user: wireUser({ id: 'me', name: 'Ada Lovelace' }) });
  await loggedIn(auth);
  server.on('GET', '/api/v1/categories/shared/members', ok(members));
  server.on('GET', '/api/v1/categories/own/members', ok([member({})]));
  const view = renderScreen(
    <AuthStoreContext.Provider value={auth}>
      <TaskDetailPanel taskId={taskId} settings={{ dateFormat: 'DMY' }} now={() => created} />
    </AuthStoreContext.Provider>,
    seed, () => created,
  );
  server.on('PUT', `/api/v1/tasks/${taskId}/assignee`, (request) => {
    const { userId } = request.body as { userId: string | null };
    return assignee ? assignee(userId) : ok({ ...view.objects().task[taskId], assignedTo: userId });
  });
  return { ...view, server, task: () => view.objects().task[taskId]! };
}

const chip = (name: RegExp | string) => screen.findByRole('button', { name });
/** The options' names as shown (without the avatars' initials). */
const optionNames = () => screen.getAllByRole('option').map((option) => option.querySelector('.picker-option-name')?.textContent);

describe('the assignee picker', () => {
  it('shows for a task of a shared list, and lists its active members with "Assign to me"', async () => {
    const { user, container } = await open();
    await user.click(await chip('Assignee'));
    const search = screen.getByRole('combobox', { name: 'Find a person' });
    expect(document.activeElement).toBe(search);
    const options = screen.getAllByRole('option');
    expect(optionNames()).toEqual(['Assign to me', 'Bob Builder', 'Cy Twombly']);
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    // Each person with their avatar (initials here: nobody has a picture).
    expect(within(options[1]!).getByText('BB')).toBeTruthy();
    await user.type(search, 'cy');
    expect(optionNames()).toEqual(['Cy Twombly']);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('is not there for a task of a list that is not shared', async () => {
    const { server } = await open('t2');
    await waitFor(() => expect(server.callsTo('GET', '/api/v1/categories/own/members')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /^List: Mine/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Assignee/ })).toBeNull();
  });

  it('assigns with the keyboard through the REST call, showing the person at once', async () => {
    const answer = deferred<FakeReply>();
    const { user, server, task } = await open('t1', { assignee: () => answer.promise });
    (await chip('Assignee')).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('bo{Enter}');
    expect(screen.queryByRole('combobox')).toBeNull();
    // Shown before the server answers, and never written to the synced task (the server checks membership).
    expect(screen.getByRole('button', { name: 'Assignee: Bob Builder' })).toBeTruthy();
    expect(server.callsTo('PUT', '/api/v1/tasks/t1/assignee').map((call) => call.body)).toEqual([{ userId: 'bob' }]);
    expect(task().assignedTo).toBeNull();
    await act(async () => answer.resolve(ok({ ...task(), assignedTo: 'bob' })));
    expect(screen.getByRole('button', { name: 'Assignee: Bob Builder' })).toBeTruthy();
  });

  it('assigns to me', async () => {
    const { user, server } = await open();
    await user.click(await chip('Assignee'));
    await user.click(screen.getByRole('option', { name: 'Assign to me' }));
    expect(await chip('Assignee: Ada Lovelace')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/v1/tasks/t1/assignee').map((call) => call.body)).toEqual([{ userId: 'me' }]);
  });

  it('shows the refusal and puts the previous assignee back', async () => {
    const answer = deferred<FakeReply>();
    const { user, store } = await open('t1', { assignee: () => answer.promise });
    act(() => store.edit('task', 't1', { assignedTo: 'cy' }));
    await user.click(await chip('Assignee: Cy Twombly'));
    await user.click(screen.getByRole('option', { name: 'Bob Builder' }));
    expect(screen.getByRole('button', { name: 'Assignee: Bob Builder' })).toBeTruthy();
    await act(async () => answer.resolve(serverError('ASSIGNEE_NOT_MEMBER')));
    expect(screen.getByRole('alert').textContent).toBe('A task assigned to someone needs its list shared with that person');
    expect(screen.getByRole('button', { name: 'Assignee: Cy Twombly' })).toBeTruthy();
  });

  it('unassigns, and marks who is assigned in the list', async () => {
    const { user, server, store } = await open();
    act(() => store.edit('task', 't1', { assignedTo: 'bob' }));
    await user.click(await chip('Assignee: Bob Builder'));
    expect(screen.getByRole('option', { name: 'Bob Builder' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Unassign' }));
    expect(await chip('Assignee')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/v1/tasks/t1/assignee').map((call) => call.body)).toEqual([{ userId: null }]);
  });

  it('says so when the connection fails, and a store that catches up wins over the pick', async () => {
    const { user, store } = await open('t1', { assignee: () => 'network-error' });
    await user.click(await chip('Assignee'));
    await user.click(screen.getByRole('option', { name: 'Cy Twombly' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/connectivity issue/);
    expect(screen.getByRole('button', { name: 'Assignee' })).toBeTruthy();
    // Someone else assigns it meanwhile (a pull): the panel follows the store.
    act(() => store.edit('task', 't1', { assignedTo: 'bob' }));
    expect(screen.getByRole('button', { name: 'Assignee: Bob Builder' })).toBeTruthy();
  });
});
