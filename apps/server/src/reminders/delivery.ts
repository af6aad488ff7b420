import { and, eq, inArray, sql } from 'drizzle-orm';
import { activeRole } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { reminderDeliveries, tasks, users } from '../db/schema.js';
import { PermanentDeliveryError, type ReminderChannel, type ReminderMessage } from './channel.js';

/** Deliveries claimed per round of one process. */
const claimBatch = 20;
/**
 * How long a claimed delivery is left to its process before another may take it: the claim commits before the
 * channel is called (a transaction must not stay open over a network call), so a process that dies mid-delivery
 * leaves the row to be retried after this.
 */
export const deliveryLeaseMs = 5 * 60_000;
export const maxDeliveryAttempts = 8;
/** Retry n waits retryBaseMs · 2^(n-1), at most retryMaxMs. */
const retryBaseMs = 30_000;
const retryMaxMs = 60 * 60_000;

export const retryDelay = (attempts: number) => Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));

type Delivery = typeof reminderDeliveries.$inferSelect;

/** Takes up to a batch of pending deliveries that are due, counting the attempt and leasing them to this process. */
async function claimDeliveries(db: Database, now: number): Promise<Delivery[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const claimed = await tx.select({ id: reminderDeliveries.id }).from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.state, 'pending'), sql`${reminderDeliveries.nextAttemptAt} <= ${now}`))
      .orderBy(reminderDeliveries.nextAttemptAt).limit(claimBatch).for('update', { skipLocked: true });
    if (claimed.length === 0) return [];
    return tx.update(reminderDeliveries)
      .set({ attempts: sql`${reminderDeliveries.attempts} + 1`, nextAttemptAt: now + deliveryLeaseMs })
      .where(inArray(reminderDeliveries.id, claimed.map((row) => row.id))).returning();
  });
}

/**
 * The message of a delivery, from the task as it is now; null when the task is gone or its person no longer sees it (a
 * card of a board they left, a task of a list no longer shared with them: its title must not reach them).
 */
async function messageOf(db: Database, delivery: Delivery): Promise<ReminderMessage | null> {
  const [task] = await db.select({ data: tasks.data, scopeId: tasks.scopeId }).from(tasks).where(eq(tasks.id, delivery.taskId));
  if (!task) return null;
  if (task.scopeId !== delivery.userId && (await activeRole(db, delivery.userId, task.scopeId)) === null) return null;
  return {
    reminderId: delivery.reminderId, userId: delivery.userId, taskId: delivery.taskId,
    taskTitle: String(task.data.title ?? ''), fireAt: delivery.fireAt, dueDate: (task.data.dueDate as number | null) ?? null,
  };
}

/** Records how one attempt ended: delivered, failed for good, or to be tried again later with the error kept. */
async function settle(db: Database, delivery: Delivery, now: number, error?: unknown) {
  const where = and(eq(reminderDeliveries.id, delivery.id), eq(reminderDeliveries.state, 'pending'));
  if (error === undefined) {
    await db.update(reminderDeliveries).set({ state: 'delivered', deliveredAt: now, lastError: null }).where(where);
    return;
  }
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const final = error instanceof PermanentDeliveryError || delivery.attempts >= maxDeliveryAttempts;
  await db.update(reminderDeliveries)
    .set(final ? { state: 'failed', lastError } : { lastError, nextAttemptAt: now + retryDelay(delivery.attempts) })
    .where(where);
}

async function deliverOne(ctx: Pick<AppContext, 'db' | 'now' | 'log'>, channels: ReminderChannel[], delivery: Delivery) {
  try {
    const channel = channels.find((candidate) => candidate.id === delivery.channel);
    if (!channel) throw new PermanentDeliveryError(`channel ${delivery.channel} is not available on this server`);
    const message = await messageOf(ctx.db, delivery);
    if (!message) throw new PermanentDeliveryError('the task is gone');
    const [user] = await ctx.db.select().from(users).where(eq(users.id, delivery.userId));
    if (!user) throw new PermanentDeliveryError('the user is gone');
    await channel.deliver(message, user);
    await settle(ctx.db, delivery, ctx.now());
  } catch (error) {
    ctx.log.warn({ err: error, deliveryId: delivery.id, channel: delivery.channel }, 'reminder delivery failed');
    await settle(ctx.db, delivery, ctx.now(), error);
  }
}

/** Sends every pending delivery that is due, batch by batch, until none is left or `stopped()` says so. */
export async function deliverPending(ctx: Pick<AppContext, 'db' | 'now' | 'log'>, channels: ReminderChannel[], stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    const batch = await claimDeliveries(ctx.db, ctx.now());
    await Promise.all(batch.map((delivery) => deliverOne(ctx, channels, delivery)));
    if (batch.length < claimBatch) return;
  }
}
