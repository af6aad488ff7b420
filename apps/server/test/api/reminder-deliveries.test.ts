import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentDeliveryError, type ReminderChannel } from '../../src/reminders/channel.js';
import { deliverPending, maxDeliveryAttempts } from '../../src/reminders/delivery.js';
import { fireDueReminders } from '../../src/reminders/scheduler.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { deliveries, pushTasks, taskRemindingAt } from '../reminders-fixture.js';

// The server's own timer stays out of the way (an hour): the test runs the rounds itself with its own channels.
let server: TestServer;
beforeAll(async () => { server = await startServer({ REMINDER_POLL_MS: '3600000' }); });
afterAll(async () => { await server?.close(); });

const minute = 60_000;

/** A channel that fails `failures` times with `error`, then succeeds; counts its calls. */
function channel(id: ReminderChannel['id'], failures: number, error: () => Error) {
  const calls: string[] = [];
  const made: ReminderChannel = {
    id,
    enabledFor: () => true,
    async deliver(message) {
      calls.push(message.taskTitle);
      if (calls.length <= failures) throw error();
    },
  };
  return { channel: made, calls };
}

const round = async (channels: ReminderChannel[]) => {
  await fireDueReminders(server.app.ctx, channels);
  await deliverPending(server.app.ctx, channels, () => false);
};

describe('the reminder delivery log', () => {
  it('retries a failing channel with backoff, keeps the last error, and stops a permanent failure at once', async () => {
    const { token } = await signUp(server);
    const task = taskRemindingAt(server.clock.now() + minute, 'Pay rent');
    await pushTasks(server, token, [task]);
    const flaky = channel('email', 2, () => new Error('smtp down'));
    const revoked = channel('push', 99, () => new PermanentDeliveryError('subscription gone'));
    const channels = [flaky.channel, revoked.channel];
    const rowOf = async (name: string) => (await deliveries(server)).find((row) => row.task_id === task.id && row.channel === name)!;

    await round(channels);
    expect(flaky.calls).toEqual([]);
    server.clock.advance(2 * minute);
    await round(channels);
    expect(await rowOf('email')).toMatchObject({ state: 'pending', attempts: 1, last_error: 'smtp down' });
    expect(await rowOf('push')).toMatchObject({ state: 'failed', attempts: 1, last_error: 'subscription gone' });

    await round(channels); // the retry is not due yet
    expect(flaky.calls).toHaveLength(1);
    server.clock.advance(31_000);
    await round(channels);
    expect(await rowOf('email')).toMatchObject({ state: 'pending', attempts: 2 });
    server.clock.advance(61_000);
    await round(channels);
    expect(await rowOf('email')).toMatchObject({ state: 'delivered', attempts: 3, last_error: null });
    expect(flaky.calls).toEqual(['Pay rent', 'Pay rent', 'Pay rent']);
    expect(revoked.calls).toHaveLength(1);

    server.clock.advance(24 * 60 * minute);
    await round(channels);
    expect(flaky.calls).toHaveLength(3);
  });

  it(`gives up after ${maxDeliveryAttempts} attempts`, async () => {
    const { token } = await signUp(server);
    const task = taskRemindingAt(server.clock.now() + minute);
    await pushTasks(server, token, [task]);
    const broken = channel('whatsapp', Infinity, () => new Error('HTTP 500'));
    server.clock.advance(2 * minute);
    for (let attempt = 0; attempt < maxDeliveryAttempts + 2; attempt++) {
      await round([broken.channel]);
      server.clock.advance(2 * 60 * minute);
    }
    expect(broken.calls).toHaveLength(maxDeliveryAttempts);
    const row = (await deliveries(server)).find((candidate) => candidate.task_id === task.id)!;
    expect(row).toMatchObject({ state: 'failed', attempts: maxDeliveryAttempts, last_error: 'HTTP 500' });
  });
});
