import { randomBytes } from 'node:crypto';
import { reminderTime, type SyncObject } from '@taskhub/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { personalScope } from '../access/access.js';

type Task = SyncObject<'task'>;
/** What scheduling reads of a task. */
type ScheduledTask = Pick<Task, 'id' | 'status' | 'dueDate' | 'alert'>;
type Executor = Pick<Database, 'execute'>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** When the task's reminder fires, or null when it should not (none set, or the task is completed, archived, deleted). */
function fireTimeOf(task: ScheduledTask, timeZone: string): number | null {
  if (task.status !== 'UNCHECKED') return null;
  return reminderTime({ dueDate: task.dueDate, alert: task.alert }, timeZone);
}

/**
 * Keeps the `reminders` rows of written tasks in step with them, inside the write transaction (sync/write.ts), so a
 * reminder is scheduled exactly when its task is stored. A new fire time in the future schedules the row again; a
 * time in the past is not scheduled (setting a reminder for 8:00 at 9:00 sends nothing). A row whose due time equals
 * the task's (due but not yet claimed by the scheduler) is kept as it is, so an edit of another field cannot lose it.
 */
export async function syncReminders(
  tx: Executor, userId: string, written: ScheduledTask[], timeZone: string, now: number, scopeOf: (taskId: string) => string = () => userId,
): Promise<void> {
  if (written.length === 0) return;
  const future: { task_id: string; fire_at: number }[] = [];
  const keepOnly: { task_id: string; fire_at: number }[] = [];
  const none: string[] = [];
  for (const task of written) {
    const fireAt = fireTimeOf(task, timeZone);
    if (fireAt === null) none.push(task.id);
    else if (fireAt > now) future.push({ task_id: task.id, fire_at: fireAt });
    else keepOnly.push({ task_id: task.id, fire_at: fireAt });
  }
  if (none.length) {
    await tx.execute(sql`delete from reminders where user_id = ${userId} and task_id in ${none}`);
  }
  if (keepOnly.length) {
    await tx.execute(sql`delete from reminders r using jsonb_to_recordset(${JSON.stringify(keepOnly)}::jsonb) as v(task_id text, fire_at bigint)
      where r.user_id = ${userId} and r.task_id = v.task_id and r.fire_at <> v.fire_at`);
  }
  if (future.length) {
    const rows = future.map((row) => ({ ...row, id: randomBytes(16).toString('base64url'), scope_id: scopeOf(row.task_id) }));
    await tx.execute(sql`insert into reminders (id, task_id, user_id, scope_id, fire_at, state)
      select v.id, v.task_id, ${userId}, v.scope_id, v.fire_at, 'scheduled'
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, task_id text, fire_at bigint, scope_id text)
      on conflict (task_id, user_id) do update set fire_at = excluded.fire_at, state = 'scheduled'
      where reminders.fire_at <> excluded.fire_at`);
  }
}

/** Whether the task may have a reminder to keep: open, with a reminder set (its time may still be none, e.g. no due date). */
export const mayRemind = (task: ScheduledTask) => task.status === 'UNCHECKED' && (task.alert?.type === 'OFFSET' || task.alert?.type === 'CUSTOM');

/** Who a task of a shared list or a board reminds: its assignee, or whoever made it while nobody is assigned. */
const recipientOf = (task: ScheduledTask & Partial<Pick<Task, 'assignedTo' | 'createdBy'>>): string | null =>
  task.assignedTo || task.createdBy || null;

/**
 * Reminders follow the tasks a write stored (sync/write.ts, in its transaction). The user's own tasks remind the user,
 * in `timeZone`. A task of a shared list or a board reminds one person, its recipient (recipientOf), in their own zone:
 * whoever else edits it schedules nothing, and a row of someone who is no longer its recipient goes. Delivery checks
 * again that the recipient still sees the task (delivery.ts).
 */
export async function remindersOfWrittenTasks(
  tx: Executor, userId: string, written: Task[], timeZone: string, now: number, before?: ReadonlyMap<string, { mayRemind: boolean } | null>,
): Promise<void> {
  // A task with no reminder to keep (none set, completed, archived) drops every row it has, whoever's: one statement,
  // and a write of such tasks alone (a card moved) reads nothing more. Rows exist only for a task stored with a
  // reminder to keep, so one stored without (or new: `before` null) has none, and a card moved runs no statement here.
  const hadNone = (id: string) => before?.has(id) === true && !before.get(id)?.mayRemind;
  const settled = written.filter((task) => !mayRemind(task) && !hadNone(task.id)).map((task) => task.id);
  if (settled.length) await tx.execute(sql`delete from reminders where task_id in ${settled}`);
  written = written.filter(mayRemind);
  if (written.length === 0) return;
  const shared = new Map(rowsOf<{ id: string; scope_id: string }>(await tx.execute(sql`select id, scope_id from tasks
    where id in ${written.map((task) => task.id)} and scope_id <> ${userId}`)).map((row) => [row.id, row.scope_id]));
  await syncReminders(tx, userId, written.filter((task) => !shared.has(task.id)), timeZone, now);
  if (shared.size === 0) return;
  const byRecipient = new Map<string, Task[]>();
  for (const task of written) {
    const recipient = shared.has(task.id) ? recipientOf(task) : null;
    if (recipient) byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), task]);
  }
  const keep = [...byRecipient].flatMap(([recipient, tasks]) => tasks.map((task) => ({ task_id: task.id, user_id: recipient })));
  await tx.execute(sql`delete from reminders r where r.task_id in ${[...shared.keys()]} and not exists (
    select 1 from jsonb_to_recordset(${JSON.stringify(keep)}::jsonb) as v(task_id text, user_id text)
    where v.task_id = r.task_id and v.user_id = r.user_id)`);
  if (byRecipient.size === 0) return;
  const zones = new Map(rowsOf<{ id: string; timezone: string | null }>(await tx.execute(sql`select id, timezone from users
    where id in ${[...byRecipient.keys()]}`)).map((row) => [row.id, row.timezone ?? 'UTC']));
  for (const [recipient, tasks] of byRecipient) {
    if (zones.has(recipient)) await syncReminders(tx, recipient, tasks, zones.get(recipient)!, now, (taskId) => shared.get(taskId)!);
  }
}

/**
 * The open tasks with a reminder in the scopes the user sees. Reminders are keyed by (task, user), so a shared scope
 * adds its tasks here through visibleScopes and each member's rows follow that member's zone.
 */
async function openTasksWithAlerts(tx: Executor, userId: string): Promise<ScheduledTask[]> {
  // Only the fields fireTimeOf reads: whole documents (notes, checklists) would cost more to load than to schedule.
  const result = await tx.execute(sql`select jsonb_build_object('id', data->'id', 'status', data->'status', 'dueDate', data->'dueDate',
      'alert', data->'alert') as data
    from tasks where scope_id in ${personalScope(userId)} and data->>'status' = 'UNCHECKED' and data->'alert'->>'type' in ('OFFSET', 'CUSTOM')`);
  return rowsOf<{ data: ScheduledTask }>(result).map((row) => row.data);
}

/**
 * The tasks whose current reminder already fired for the user, read before a time-zone change moves them. Every row of
 * the user is locked: a scheduler round firing one right now is waited for, so it is seen as fired.
 */
export async function firedReminderTasks(tx: Executor, userId: string): Promise<string[]> {
  const result = await tx.execute(sql`select task_id, state from reminders where user_id = ${userId} order by id for update`);
  return rowsOf<{ task_id: string; state: string }>(result).filter((row) => row.state === 'fired').map((row) => row.task_id);
}

/**
 * Schedules every reminder of the user again in `timeZone`, in the transaction that writes the user's new zone.
 * A new time still ahead is scheduled; one already past is dropped by syncReminders (the moved reminder is not sent
 * late, and the row of its old time goes, so that time cannot fire either). A reminder that had fired (`alreadyFired`,
 * read before the zone's writes) stays fired at its new time: it is the same occurrence, and the user was told once.
 */
export async function rescheduleUserReminders(
  tx: Executor, userId: string, timeZone: string, now: number, alreadyFired: readonly string[] = [],
): Promise<void> {
  await syncReminders(tx, userId, await openTasksWithAlerts(tx, userId), timeZone, now);
  if (alreadyFired.length) {
    await tx.execute(sql`update reminders set state = 'fired'
      where user_id = ${userId} and state = 'scheduled'
        and task_id in (select jsonb_array_elements_text(${JSON.stringify(alreadyFired)}::jsonb))`);
  }
}
