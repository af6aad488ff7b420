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
 * No pull holds a lock while it waits for another: one that did deadlocked with a write holding that one and waiting
 * for the first (a write locks the writer's own scope, then the shared ones it touches, in no fixed order). So the
 * rows no writer holds are locked at once, skipping the others, and each row a writer holds is then waited for alone.
 */
export async function pullCursor(db: Executor, scopeIds: string[]): Promise<{ cursor: number; safe: number }> {
  if (scopeIds.length === 0) return { cursor: 0, safe: 0 };
  type Row = { id: string; clock: unknown; now: unknown };
  const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
  const free = rowsOf(await db.execute(sql`select id, clock, ${dbNowMs} as now from sync_scopes where id in ${scopeIds} for share skip locked`));
  const busy = scopeIds.filter((id) => !free.some((row) => row.id === id));
  const waited: Row[] = [];
  for (const id of busy) waited.push(...rowsOf(await db.execute(sql`select id, clock, ${dbNowMs} as now from sync_scopes where id = ${id} for share`)));
  const rows = [...free, ...waited];
  if (rows.length === 0) return { cursor: 0, safe: 0 };
  const highest = Math.max(...rows.map((row) => Number(row.clock)));
  const safe = Number(rows[0]!.now) - 1;
  return { cursor: scopeIds.length === 1 ? highest : Math.min(highest, safe), safe };
}
