import { completionsPerDay, type CompletionsAnswer } from '@taskhub/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { completions, users } from '../db/schema.js';
import { newId } from '../security/ids.js';

const dayMs = 86_400_000;

/**
 * Counts completions inside the write that made them (API.md section 4): each task a write checked, and each
 * occurrence of a repeating task, once the user started tracking (`POST /me/start-tracking-completed-tasks`).
 * Before that nothing is kept, so the counter and the chart start together.
 */
export async function countCompletions(tx: Database, userId: string, taskIds: readonly string[], now: number): Promise<void> {
  if (taskIds.length === 0) return;
  const [user] = await tx.update(users)
    .set({ completedCounter: sql`${users.completedCounter} + ${taskIds.length}` })
    .where(and(eq(users.id, userId), eq(users.completedTrackingStarted, true)))
    .returning({ id: users.id });
  if (!user) return;
  await tx.insert(completions).values(taskIds.map((taskId) => ({ id: newId(), userId, taskId, completedAt: now })));
}

/** The counter and the completions of the last `days` days in the user's time zone (the profile's chart). */
export async function completionHistory(ctx: AppContext, userId: string, days: number): Promise<CompletionsAnswer> {
  const now = ctx.now();
  const [user] = await ctx.db.select({
    completedCounter: users.completedCounter, tracking: users.completedTrackingStarted, timezone: users.timezone,
  }).from(users).where(eq(users.id, userId));
  // A day longer than asked covers the local days however far the zone is from UTC; completionsPerDay cuts the rest.
  const rows = await ctx.db.select({ completedAt: completions.completedAt }).from(completions)
    .where(and(eq(completions.userId, userId), gte(completions.completedAt, now - (days + 1) * dayMs)));
  return {
    completedCounter: user?.completedCounter ?? 0,
    tracking: user?.tracking ?? false,
    days: completionsPerDay(rows.map((row) => row.completedAt), now, days, user?.timezone ?? 'UTC'),
  };
}
