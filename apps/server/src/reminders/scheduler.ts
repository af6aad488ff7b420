import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';
import type { ReminderChannel } from './channel.js';
import { deliverPending } from './delivery.js';
import { databaseUnavailableReason } from '../db/errors.js';

/** Reminders claimed per transaction; a backlog (the server was down) is worked off batch by batch. */
const claimBatch = 100;

interface DueReminder {
  id: string;
  task_id: string;
  user_id: string;
  fire_at: string | number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The channels each user has on, asked of every channel (a channel may read the database to answer). */
async function channelsByUser(db: Database, userIds: string[], channels: ReminderChannel[]): Promise<Map<string, ReminderChannel[]>> {
  const rows: UserRow[] = userIds.length ? await db.select().from(users).where(inArray(users.id, userIds)) : [];
  const byUser = new Map<string, ReminderChannel[]>();
  for (const user of rows) {
    const enabled = await Promise.all(channels.map(async (channel) => ((await channel.enabledFor(user)) ? channel : null)));
    byUser.set(user.id, enabled.filter((channel): channel is ReminderChannel => channel !== null));
  }
  return byUser;
}

/**
 * Claims up to one batch of reminders that fell due and, in the same transaction, records one delivery per enabled
 * channel and marks them fired. `SKIP LOCKED` lets several processes claim side by side without taking the same
 * reminder; the unique (reminder, fire time, channel) key makes a firing recorded twice impossible. The channels are
 * asked first, outside the transaction: a channel may read the database, and PGlite has one connection, which the
 * transaction holds. Answers whether a full batch was due (there may be more).
 */
export async function fireDueReminders(ctx: Pick<AppContext, 'db' | 'now'>, channels: ReminderChannel[]): Promise<boolean> {
  const now = ctx.now();
  const peek = rowsOf<{ user_id: string }>(await ctx.db.execute(sql`select user_id from reminders
    where state = 'scheduled' and fire_at <= ${now} order by fire_at limit ${claimBatch}`));
  if (peek.length === 0) return false;
  const byUser = await channelsByUser(ctx.db, [...new Set(peek.map((row) => row.user_id))], channels);
  if (byUser.size === 0) return false;
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const due = rowsOf<DueReminder>(await tx.execute(sql`select id, task_id, user_id, fire_at from reminders
      where state = 'scheduled' and fire_at <= ${now} and user_id in ${[...byUser.keys()]}
      order by fire_at limit ${claimBatch} for update skip locked`));
    if (due.length === 0) return;
    const deliveries = due.flatMap((row) => (byUser.get(row.user_id) ?? []).map((channel) => ({
      id: randomBytes(16).toString('base64url'), reminder_id: row.id, user_id: row.user_id, task_id: row.task_id,
      fire_at: Number(row.fire_at), channel: channel.id,
    })));
    if (deliveries.length) {
      await tx.execute(sql`insert into reminder_deliveries (id, reminder_id, user_id, task_id, fire_at, channel, state, attempts, next_attempt_at, created_at)
        select v.id, v.reminder_id, v.user_id, v.task_id, v.fire_at, v.channel, 'pending', 0, ${now}, ${now}
        from jsonb_to_recordset(${JSON.stringify(deliveries)}::jsonb)
          as v(id text, reminder_id text, user_id text, task_id text, fire_at bigint, channel text)
        on conflict (reminder_id, fire_at, channel) do nothing`);
    }
    await tx.execute(sql`update reminders set state = 'fired' where id in ${due.map((row) => row.id)}`);
  });
  return peek.length === claimBatch;
}

export interface ReminderScheduler {
  /** One round: fire what fell due, then send what is pending (tests and the timer call it). */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for the round under way. */
  stop(): Promise<void>;
}

/**
 * Every `pollMs`, fires the reminders that fell due by `ctx.now()` and works off the deliveries. Each process runs
 * one; the row locks keep them apart, and the rows in the database carry everything across a restart.
 */
export function startReminderScheduler(ctx: AppContext, channels: ReminderChannel[], pollMs: number): ReminderScheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runOnce = async () => {
    while (!stopped && (await fireDueReminders(ctx, channels))) { /* a backlog: next batch */ }
    if (!stopped) await deliverPending(ctx, channels, () => stopped);
  };
  const tick = () => {
    if (running || stopped) return;
    running = runOnce()
      .catch((error: unknown) => {
        // The database away is logged as such (each poll while it lasts), not as a fault of the scheduler.
        const unavailable = databaseUnavailableReason(error);
        if (unavailable) ctx.log.warn({ cause: unavailable }, 'reminder round skipped: database unavailable');
        else ctx.log.error({ err: error }, 'reminder round failed');
      })
      .finally(() => { running = null; });
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
