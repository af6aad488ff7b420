import { isAllDay, isKnownTimeZone, wallClock, zoneOffset, zonedInstant, type IncomingItem, type SyncObject } from '@taskhub/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { firedReminderTasks, rescheduleUserReminders } from '../reminders/schedule.js';
import { personalScope } from '../access/access.js';
import { writeObjects } from '../sync/write.js';

type Task = SyncObject<'task'>;
type DatedTask = Pick<Task, 'id' | 'dueDate' | 'alert'>;

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/**
 * isAllDay, asked only of candidates (one clock reading instead of five): a local day starts at 00:00, or up to an hour
 * later where daylight saving starts at midnight (America/Santiago's first instant of 5 September 2027 is 01:00).
 */
function allDayIn(dueDate: number, zone: string): boolean {
  const timeOfDay = (((dueDate + zoneOffset(dueDate, zone)) % dayMs) + dayMs) % dayMs;
  return timeOfDay <= 2 * hourMs && isAllDay(dueDate, zone);
}

/** The alert's instants that name a wall-clock time of an all-day task's day (reminder, repeat start, end, next). */
const alertInstants = ['customTime', 'repeatStartsOn', 'repeatEndsOn', 'repeatNextOccurrence'] as const;

/**
 * The change that keeps an open all-day task on its calendar day in the new zone, or null when there is nothing to
 * move. An all-day task is local midnight in the user's zone (domain `isAllDay`), so it stays all-day only if it moves
 * with the zone; its reminder ("on the day at 9:00") keeps its wall-clock time. Timed tasks are instants and stay.
 */
function movedToZone(task: DatedTask, from: string, to: string): IncomingItem | null {
  if (task.dueDate === null || !allDayIn(task.dueDate, from)) return null;
  const move = (ms: number) => zonedInstant(wallClock(ms, from), to);
  // By calendar day, not wall time: the start of that day in the new zone (not 01:00 there because it was 01:00 here).
  const { year, month, day } = wallClock(task.dueDate, from);
  const dueDate = zonedInstant({ year, month, day }, to);
  const alert = { ...task.alert };
  for (const field of alertInstants) {
    const value = alert[field];
    if (typeof value === 'number') alert[field] = move(value);
  }
  const alertMoved = alertInstants.some((field) => alert[field] !== task.alert[field]);
  if (dueDate === task.dueDate && !alertMoved) return null;
  return { id: task.id, dueDate, ...(alertMoved && { alert }) };
}

/** The fields a move reads of the open tasks with a due date (not whole documents: notes can be long). */
async function openDatedTasks(tx: Database, userId: string): Promise<DatedTask[]> {
  const result = await tx.execute(sql`select data->>'id' as id, (data->>'dueDate')::bigint as "dueDate", data->'alert' as alert
    from tasks where scope_id in ${personalScope(userId)} and data->>'status' = 'UNCHECKED' and jsonb_typeof(data->'dueDate') = 'number'`);
  return (result as unknown as { rows: { id: string; dueDate: string | number; alert: Task['alert'] }[] }).rows
    .map((row) => ({ id: row.id, dueDate: Number(row.dueDate), alert: row.alert }));
}

/**
 * Follows a change of the user's zone inside its transaction: all-day tasks move to the same days in the new zone
 * (through the one write path, so every device hears of it), then every reminder is scheduled in the new zone.
 * Answers the sequence value of the task write, or null when no task moved.
 */
async function followTimeZone(tx: Database, userId: string, from: string, to: string, now: number): Promise<number | null> {
  // Under the rows' locks: a reminder firing right now stays fired rather than being scheduled again for its new time.
  const alreadyFired = await firedReminderTasks(tx, userId);
  // A zone stored before zones were checked cannot say which tasks were all-day: those stay where they are.
  const moves = isKnownTimeZone(from)
    ? (await openDatedTasks(tx, userId)).map((task) => movedToZone(task, from, to)).filter((item) => item !== null)
    : [];
  const written = moves.length ? await writeObjects({ db: tx, now: () => now }, userId, { task: moves }) : null;
  await rescheduleUserReminders(tx, userId, to, now, alreadyFired);
  return written?.seq ?? null;
}

/**
 * Runs `write`, a write of the user's row that may set `timeZone`. When the zone changes, the write, the moved tasks
 * and the rescheduled reminders commit together: a user who moves from Berlin to New York keeps "Friday, 9:00 on the
 * day" as 9:00 in New York, not 3:00. The user's row is locked first, so two changes at once apply one after the other.
 */
export async function writeUserWithTimeZone(
  ctx: Pick<AppContext, 'db' | 'now' | 'changes'>, userId: string, timeZone: string | undefined, write: (db: Database) => Promise<unknown>,
): Promise<void> {
  if (timeZone === undefined) {
    await write(ctx.db);
    return;
  }
  const now = ctx.now();
  const seq = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // The lock order every writer of these rows shares, so none waits for another in a circle: the user's scopes
    // first (as a sync push does; the tasks read below cannot change until the moves are written), then the user row.
    // That one in NO KEY UPDATE mode, which still lets a push or the reminder scheduler check a foreign key to it.
    await tx.execute(sql`select id from sync_scopes where id in ${personalScope(userId)} order by id for no key update`);
    const [user] = await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId)).for('no key update');
    await write(tx);
    return user && user.timezone !== timeZone ? followTimeZone(tx, userId, user.timezone, timeZone, now) : null;
  });
  // Told after the commit, as writeObjects does on its own: a device that pulls then sees the moved tasks.
  if (seq !== null) ctx.changes?.publish({ scopeIds: personalScope(userId), models: ['task'], lastUpdateDate: seq });
}
