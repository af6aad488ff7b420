import { AppError } from '@taskhub/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { isForeignKeyViolation } from '../db/errors.js';

/** The database's own clock in ms: one clock for every server process, so sequence values from all of them compare. */
const dbNowMs = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

type Executor = Pick<Database, 'execute'>;

const firstNumber = (result: unknown, column: string): number | undefined => {
  const rows = (result as { rows: Record<string, unknown>[] }).rows;
  const value = rows[0]?.[column];
  return value === undefined || value === null ? undefined : Number(value);
};

/**
 * Moves a scope's change sequence forward for one write transaction and returns the value its rows carry as `seq`.
 * The value is on the millisecond scale (`greatest(clock + 1, now)`), so a third-party client's wall-clock
 * `updatedSince` means what it says. The scope row stays locked until the transaction ends, so within a scope
 * writes commit in sequence order; `pullCursor` waits on that lock.
 */
export async function advanceScopeClock(tx: Executor, scope: { id: string; ownerUserId: string }): Promise<number> {
  const result = await tx.execute(sql`
    insert into sync_scopes (id, kind, owner_user_id, clock) values (${scope.id}, 'personal', ${scope.ownerUserId}, ${dbNowMs})
    on conflict (id) do update set clock = greatest(sync_scopes.clock + 1, ${dbNowMs})
    returning clock`).catch((error: unknown) => {
    // The owner's account was deleted while this write was under way (its scope went with it): its session is gone too.
    throw isForeignKeyViolation(error) ? new AppError('UNAUTHORIZED') : error;
  });
  return firstNumber(result, 'clock')!;
}

/** Moves a shared scope's (workspace, board, shared list) change sequence forward, as `advanceScopeClock` does. */
export async function advanceSharedClock(tx: Executor, scopeId: string): Promise<number> {
  const result = await tx.execute(sql`update sync_scopes set clock = greatest(clock + 1, ${dbNowMs}) where id = ${scopeId} returning clock`);
  const clock = firstNumber(result, 'clock');
  // The scope went (a workspace deleted) while this write was under way.
  if (clock === undefined) throw new AppError('NOT_FOUND');
  return clock;
}

/** Moves the clock of any scope: a user's personal scope (id = user id) or a shared one. */
export const advanceClockOf = (tx: Executor, scopeId: string, userId: string) =>
  (scopeId === userId ? advanceScopeClock(tx, { id: userId, ownerUserId: userId }) : advanceSharedClock(tx, scopeId));

/**
 * The highest sequence value a pull may hand out as its cursor: every write at or below it has committed. A share
 * lock on each scope row waits for the writers that already took a value there, and writers that start later take at
 * least the database's time then. With several scopes, a later write to a quieter scope takes at least the time of
 * the first lock, so the cursor stays below that. `safe` is that bound itself (the first lock's time, less 1 ms): no
 * write to these scopes can still take a value at or below it, so a pull may move its cursor up to it (past a join).
 *
 * The rows are locked one statement at a time, each lock released at once: a pull that held one while waiting for
 * another deadlocked with a write holding that one and waiting for the first (a write locks the writer's own scope
 * first, then the shared ones it touches, in no fixed order).
 */
export async function pullCursor(db: Executor, scopeIds: string[]): Promise<{ cursor: number; safe: number }> {
  let highest = 0;
  let first: number | undefined;
  for (const id of scopeIds) {
    const locked = await db.execute(sql`select clock, ${dbNowMs} as now from sync_scopes where id = ${id} for share`);
    const row = (locked as { rows: { clock: unknown; now: unknown }[] }).rows[0];
    if (!row) continue;
    highest = Math.max(highest, Number(row.clock));
    first ??= Number(row.now);
  }
  if (first === undefined) return { cursor: 0, safe: 0 };
  const safe = first - 1;
  return { cursor: scopeIds.length === 1 ? highest : Math.min(highest, safe), safe };
}
