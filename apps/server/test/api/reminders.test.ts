import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { changes, openSocket, within } from '../realtime-fixture.js';
import { deliveries, eventually, notifications, pushTasks, settleRounds, taskRemindingAt } from '../reminders-fixture.js';
import { newId, pushItems } from '../sync-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ REMINDER_POLL_MS: '20' }); });
afterAll(async () => { await server?.close(); });

const minute = 60_000;

const hasUnread = async (token: string) => (await server.request('GET', '/me', { token })).body.hasUnreadNotifications as boolean;

async function scheduled(taskId: string) {
  const result = await server.app.ctx.db.execute(sql`select fire_at, state from reminders where task_id = ${taskId}`);
  return (result as unknown as { rows: { fire_at: string; state: string }[] }).rows.map((row) => ({ fireAt: Number(row.fire_at), state: row.state }));
}

describe('reminders', () => {
  it('delivers an in-app notification when the clock reaches the reminder, once, with a realtime push', async () => {
    const { token } = await signUp(server);
    const socket = openSocket(server, token);
    await socket.ready;
    const fireAt = server.clock.now() + 30 * minute;
    const task = taskRemindingAt(fireAt);
    await pushTasks(server, token, [task]);
    expect(await scheduled(task.id)).toEqual([{ fireAt, state: 'scheduled' }]);
    await settleRounds();
    expect((await notifications(server, token)).size).toBe(0);

    server.clock.advance(31 * minute);
    expect(await eventually(5000, async () => (await notifications(server, token)).size === 1)).toBe(true);
    const [notification] = [...(await notifications(server, token)).values()];
    expect(notification).toMatchObject({ type: 'reminder', title: task.title, taskId: task.id, fireDate: fireAt, read: false });
    expect(notification!.creationDate).toEqual(expect.any(Number));
    expect(notification!.lastUpdateDate).toEqual(expect.any(Number));
    expect(await within(3000, () => changes(socket).some((m) => (m.models as string[]).includes('userNotification')))).toBe(true);
    expect(await eventually(3000, () => hasUnread(token))).toBe(true);

    await settleRounds();
    expect((await notifications(server, token)).size).toBe(1);
    const log = (await deliveries(server)).filter((row) => row.task_id === task.id);
    expect(log).toEqual([expect.objectContaining({ channel: 'inApp', state: 'delivered', attempts: 1, last_error: null })]);
    expect(await scheduled(task.id)).toEqual([{ fireAt, state: 'fired' }]);
    socket.ws.close();
  });

  it('lets a push mark a notification read, but never make one', async () => {
    const { token } = await signUp(server);
    const task = taskRemindingAt(server.clock.now() + minute);
    await pushTasks(server, token, [task]);
    server.clock.advance(2 * minute);
    expect(await eventually(5000, async () => (await notifications(server, token)).size === 1)).toBe(true);
    const [id] = [...(await notifications(server, token)).keys()];

    const forged = newId();
    await pushItems(server, token, { userNotification: [{ id: forged, read: false, title: 'forged' }, { id: id!, read: true, title: 'changed' }] });
    const after = await notifications(server, token);
    expect([...after.keys()]).toEqual([id]);
    expect(after.get(id!)).toMatchObject({ read: true, title: task.title });
    expect(await eventually(3000, async () => !(await hasUnread(token)))).toBe(true);
  });

  it('keeps another user from reading or marking a notification', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    await pushTasks(server, owner.token, [taskRemindingAt(server.clock.now() + minute)]);
    server.clock.advance(2 * minute);
    expect(await eventually(5000, async () => (await notifications(server, owner.token)).size === 1)).toBe(true);
    const [id] = [...(await notifications(server, owner.token)).keys()];
    await pushItems(server, other.token, { userNotification: [{ id: id!, read: true }] });
    expect((await notifications(server, other.token)).size).toBe(0);
    expect((await notifications(server, owner.token)).get(id!)!.read).toBe(false);
  });

  it('sends nothing for a reminder removed, completed, deleted or already past before it fell due', async () => {
    const { token } = await signUp(server);
    const soon = server.clock.now() + 10 * minute;
    const removed = taskRemindingAt(soon, 'removed');
    const checked = taskRemindingAt(soon, 'checked');
    const deleted = taskRemindingAt(soon, 'deleted');
    const past = taskRemindingAt(server.clock.now() - minute, 'past');
    await pushTasks(server, token, [removed, checked, deleted, past]);
    expect(await scheduled(past.id)).toEqual([]);
    await pushTasks(server, token, [
      { id: removed.id, alert: { type: 'NONE' } }, { id: checked.id, status: 'CHECKED' }, { id: deleted.id, status: 'DELETED' },
    ]);
    server.clock.advance(11 * minute);
    await settleRounds();
    expect((await notifications(server, token)).size).toBe(0);
  });

  it('moves the reminder of a repeating task to its next occurrence', async () => {
    const { token } = await signUp(server);
    const due = server.clock.now() + 60 * minute;
    const task = { id: newId(), title: 'Stand-up', dueDate: due, repeatingMethod: 'TASK_REPEAT_DAY', alert: { type: 'OFFSET', offset: 15, repeatInterval: 1 } };
    await pushTasks(server, token, [task]);
    expect(await scheduled(task.id)).toEqual([{ fireAt: due - 15 * minute, state: 'scheduled' }]);
    await pushTasks(server, token, [{ id: task.id, status: 'CHECKED' }]);
    const [next] = await scheduled(task.id);
    // The account's zone is UTC: the next day at the same time.
    expect(next).toEqual({ fireAt: due + 24 * 60 * minute - 15 * minute, state: 'scheduled' });
  });
});
