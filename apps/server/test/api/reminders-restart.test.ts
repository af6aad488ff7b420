import { afterEach, describe, expect, it } from 'vitest';
import { signUp, startServer, testDb, type TestServer } from '../harness.js';
import { deliveries, eventually, notifications, pushTasks, settleRounds, taskRemindingAt } from '../reminders-fixture.js';

const minute = 60_000;
const env = { REMINDER_POLL_MS: '20' };
let running: TestServer[] = [];

afterEach(async () => {
  // The last server drops the shared database; the others only stop.
  const [last, ...others] = running.reverse();
  for (const server of others) await server.close({ keepData: true });
  await last?.close();
  running = [];
});

/** Every notification and delivery made for these tasks: each exactly once, all delivered on the first attempt. */
async function expectDeliveredOnce(server: TestServer, token: string, taskIds: string[]) {
  const byTask = new Map<string, number>();
  for (const notification of (await notifications(server, token)).values()) {
    byTask.set(notification.taskId as string, (byTask.get(notification.taskId as string) ?? 0) + 1);
  }
  expect(Object.fromEntries(byTask)).toEqual(Object.fromEntries(taskIds.map((id) => [id, 1])));
  const log = (await deliveries(server)).filter((row) => taskIds.includes(row.task_id as string));
  expect(log).toHaveLength(taskIds.length);
  expect(log.every((row) => row.state === 'delivered' && row.attempts === 1 && row.channel === 'inApp')).toBe(true);
}

describe('reminders across a restart', () => {
  it('delivers each reminder that fell due while the server was stopped exactly once', async () => {
    const first = await startServer(env);
    running.push(first);
    const { token } = await signUp(first);
    const now = first.clock.now();
    const tasks = [10, 20, 30].map((minutes) => taskRemindingAt(now + minutes * minute, `due in ${minutes}`));
    const later = taskRemindingAt(now + 120 * minute, 'not yet');
    await pushTasks(first, token, [...tasks, later]);
    await first.close({ keepData: true });
    running = [];

    first.clock.advance(45 * minute);
    const second = await startServer(env, { restartFrom: first.stored, clock: first.clock });
    running.push(second);
    const ids = tasks.map((task) => task.id);
    expect(await eventually(10_000, async () => (await notifications(second, token)).size === 3)).toBe(true);
    await settleRounds();
    await expectDeliveredOnce(second, token, ids);

    // Stopped and started once more: nothing is sent again.
    await second.close({ keepData: true });
    running = [];
    const third = await startServer(env, { restartFrom: first.stored, clock: first.clock });
    running.push(third);
    await settleRounds();
    await expectDeliveredOnce(third, token, ids);
  });

  it.skipIf(testDb === 'pglite')('delivers each reminder once when two server processes run at once (PostgreSQL only: PGlite is one process)', async () => {
    const a = await startServer(env);
    running.push(a);
    const b = await startServer(env, { restartFrom: a.stored, clock: a.clock });
    running.push(b);
    const { token } = await signUp(a);
    const now = a.clock.now();
    const tasks = Array.from({ length: 40 }, (_, index) => taskRemindingAt(now + (index + 1) * 1000, `task ${index}`));
    await pushTasks(b, token, tasks);
    a.clock.advance(minute);
    expect(await eventually(15_000, async () => (await notifications(a, token)).size === tasks.length)).toBe(true);
    await settleRounds();
    await expectDeliveredOnce(b, token, tasks.map((task) => task.id));
  });
});
