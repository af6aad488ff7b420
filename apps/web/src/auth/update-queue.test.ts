import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, ok, serverError, type FakeReply } from '../api/testing/fake-server.js';
import { loggedIn, setupAuth, wireUser } from './testing/fixtures.js';
import { createUserUpdateQueue, userUpdateQueueFor } from './update-queue.js';

/** A PUT /me route whose answers the test releases one by one. */
async function setupQueue() {
  const auth = setupAuth();
  await loggedIn(auth.store);
  const replies: Array<ReturnType<typeof deferred<FakeReply>>> = [];
  auth.server.on('PUT', '/me', () => {
    const reply = deferred<FakeReply>();
    replies.push(reply);
    return reply.promise;
  });
  const queue = createUserUpdateQueue(auth.store);
  const puts = () => auth.server.callsTo('PUT', '/me').map((r) => r.body);
  const answer = async (index: number, reply: FakeReply = ok(wireUser())) => {
    await vi.waitFor(() => expect(replies[index]).toBeDefined(), { interval: 1 });
    replies[index]!.resolve(reply);
    // Settled once the queue stops or has sent the next update.
    await vi.waitFor(() => expect(queue.getState().status !== 'loading' || replies.length > index + 1).toBe(true), { interval: 1 });
  };
  return { ...auth, queue, puts, answer };
}

describe('user-details update queue', () => {
  beforeEach(() => localStorage.clear());

  it('"The store\'s user reflects queued changes" at once, and the change is PUT to /me', async () => {
    const { store, queue, puts, answer } = await setupQueue();
    queue.getState().update({ name: 'Ada L.', webConfig: { theme: 'dark' } });
    expect(store.getState().user?.name).toBe('Ada L.');
    expect(store.getState().user?.webConfig.theme).toBe('dark');
    expect(queue.getState().status).toBe('loading');
    await answer(0);
    expect(queue.getState()).toMatchObject({ status: 'idle', queue: [] });
    expect(puts()).toEqual([{ name: 'Ada L.', webConfig: { theme: 'dark' } }]);
  });

  it('"Updates are sent one at a time"', async () => {
    const { queue, puts, answer } = await setupQueue();
    queue.getState().update({ name: 'A' });
    queue.getState().update({ firstDayOfWeek: 7 });
    await vi.waitFor(() => expect(puts()).toHaveLength(1), { interval: 1 });
    await answer(0);
    await vi.waitFor(() => expect(puts()).toHaveLength(2), { interval: 1 });
    expect(puts()[1]).toEqual({ firstDayOfWeek: 7 });
    await answer(1);
    expect(queue.getState().status).toBe('idle');
  });

  it('"When more than two are waiting, those waiting behind the running one are merged (later values win)", webConfig key by key', async () => {
    const { queue, puts, answer } = await setupQueue();
    queue.getState().update({ name: 'first' });
    queue.getState().update({ name: 'second', webConfig: { theme: 'dark' } });
    expect(queue.getState().queue).toHaveLength(2);
    queue.getState().update({ name: 'third', webConfig: { timeFormat: '24' } });
    expect(queue.getState().queue).toEqual([
      { name: 'first' },
      { name: 'third', webConfig: { theme: 'dark', timeFormat: '24' } },
    ]);
    await answer(0);
    await answer(1);
    expect(puts()).toEqual([{ name: 'first' }, { name: 'third', webConfig: { theme: 'dark', timeFormat: '24' } }]);
  });

  it('goes to error on a failed update; "After an error, a new update merges the whole queue"', async () => {
    const { queue, puts, answer } = await setupQueue();
    queue.getState().update({ name: 'first' });
    queue.getState().update({ webConfig: { theme: 'dark' } });
    await answer(0, serverError('INTERNAL'));
    expect(queue.getState()).toMatchObject({ status: 'error', error: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(puts()).toHaveLength(1);
    queue.getState().update({ webConfig: { timeFormat: '24' } });
    expect(queue.getState().queue).toEqual([{ name: 'first', webConfig: { theme: 'dark', timeFormat: '24' } }]);
    await answer(1);
    expect(puts()[1]).toEqual({ name: 'first', webConfig: { theme: 'dark', timeFormat: '24' } });
    expect(queue.getState().status).toBe('idle');
  });

  it('"A retry resends it"', async () => {
    const { queue, puts, answer } = await setupQueue();
    queue.getState().update({ name: 'first' });
    await answer(0, 'network-error');
    expect(queue.getState().status).toBe('error');
    queue.getState().retry();
    await answer(1);
    expect(puts()).toEqual([{ name: 'first' }, { name: 'first' }]);
    expect(queue.getState()).toMatchObject({ status: 'idle', queue: [] });
  });

  it('"A revert discards the queue" and shows the user details as before the queued changes', async () => {
    const { store, queue, puts, answer } = await setupQueue();
    queue.getState().update({ name: 'stored' });
    await answer(0);
    queue.getState().update({ name: 'failing', webConfig: { theme: 'dark' } });
    await answer(1, serverError('INTERNAL'));
    queue.getState().update({ firstDayOfWeek: 7 });
    await answer(2, serverError('INTERNAL'));
    queue.getState().revert();
    expect(queue.getState()).toMatchObject({ status: 'idle', queue: [] });
    expect(store.getState().user).toMatchObject({ name: 'stored', firstDayOfWeek: 1 });
    expect(store.getState().user?.webConfig.theme).toBe('auto');
    expect(puts()).toHaveLength(3);
  });

  it('a revert while one update runs drops only the changes waiting behind it', async () => {
    const { store, queue, answer, puts } = await setupQueue();
    queue.getState().update({ name: 'running' });
    queue.getState().update({ firstDayOfWeek: 7 });
    queue.getState().revert();
    expect(queue.getState().queue).toEqual([{ name: 'running' }]);
    expect(store.getState().user).toMatchObject({ name: 'running', firstDayOfWeek: 1 });
    await answer(0);
    expect(puts()).toHaveLength(1);
  });

  it('empties when the user logs out', async () => {
    const { store, queue, answer } = await setupQueue();
    queue.getState().update({ name: 'x' });
    await answer(0, serverError('INTERNAL'));
    await store.getState().logout();
    expect(queue.getState()).toMatchObject({ status: 'idle', queue: [] });
    queue.getState().update({ name: 'ignored without a user' });
    expect(queue.getState().queue).toEqual([]);
  });
});

describe('userUpdateQueueFor', () => {
  it('gives every screen the same queue of an auth store, so its listener is added once and queued changes are shared', () => {
    const first = setupAuth();
    const second = setupAuth();
    expect(userUpdateQueueFor(first.store)).toBe(userUpdateQueueFor(first.store));
    expect(userUpdateQueueFor(first.store)).not.toBe(userUpdateQueueFor(second.store));
  });
});
