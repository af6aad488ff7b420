import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../src/db/schema.js';
import type { ReminderChannel, ReminderMessage } from '../src/reminders/channel.js';
import { buildDeliveryChannels } from '../src/reminders/channels/index.js';
import type { TestServer } from './harness.js';
import { userIdOf } from './subscriptions-fixture.js';

/** The user's row as the scheduler hands it to a channel. */
export async function userRowOf(server: TestServer, token: string): Promise<UserRow> {
  const [row] = await server.app.ctx.db.select().from(users).where(eq(users.id, await userIdOf(server, token)));
  if (!row) throw new Error('no such user');
  return row;
}

/** One of the outgoing channels of this server, built as the scheduler builds them. */
export function channelOf(server: TestServer, id: ReminderChannel['id']): ReminderChannel {
  const channel = buildDeliveryChannels(server.app.ctx).find((c) => c.id === id);
  if (!channel) throw new Error(`no ${id} channel`);
  return channel;
}

let counter = 0;

/** A reminder that fell due now: "Pay rent", due 2026-11-26 15:05 in New York (20:05 UTC). */
export function reminderFor(user: UserRow, overrides: Partial<ReminderMessage> = {}): ReminderMessage {
  counter += 1;
  return {
    reminderId: `reminder-${counter}`, userId: user.id, taskId: `task-${counter}`, taskTitle: 'Pay rent',
    fireAt: Date.UTC(2026, 10, 26, 19, 50), dueDate: Date.UTC(2026, 10, 26, 20, 5), ...overrides,
  };
}
