import { sql } from 'drizzle-orm';
import type { TestServer } from './harness.js';
import { byId, newId, pushItems, sync } from './sync-fixture.js';

/** A task with a reminder at a custom time (ms). */
export const taskRemindingAt = (fireAt: number, title = 'Call the dentist') => ({
  id: newId(), title, dueDate: fireAt + 3_600_000, alert: { type: 'CUSTOM', customTime: fireAt },
});

/** The user's notifications, by id, as a full sync answers them. */
export async function notifications(server: TestServer, token: string) {
  return byId(await sync(server, token), 'userNotification');
}

/** Every delivery row of the database, for the delivery log checks. */
export async function deliveries(server: TestServer) {
  const result = await server.app.ctx.db.execute(sql`select reminder_id, task_id, channel, state, attempts, last_error from reminder_deliveries`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Polls until check answers true (async), or the time is up; answers the last check. */
export async function eventually(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

export const pushTasks = (server: TestServer, token: string, tasks: Record<string, unknown>[]) => pushItems(server, token, { task: tasks });

/** Waits for a few scheduler rounds (at REMINDER_POLL_MS=20), so a second delivery would have had its chance. */
export const settleRounds = () => new Promise((resolve) => setTimeout(resolve, 400));
