import { randomBytes } from 'node:crypto';
import { reminderTime, type SyncObject } from '@taskhub/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

type Task = SyncObject<'task'>;
type Executor = Pick<Database, 'execute'>;

/** When the task's reminder fires, or null when it should not (none set, or the task is completed, archived, deleted). */
function fireTimeOf(task: Task, timeZone: string): number | null {
  if (task.status !== 'UNCHECKED') return null;
  return reminderTime({ dueDate: task.dueDate, alert: task.alert }, timeZone);
}

/**
 * Keeps the `reminders` rows of written tasks in step with them, inside the write transaction (sync/write.ts), so a
 * reminder is scheduled exactly when its task is stored. A new fire time in the future schedules the row again; a
 * time in the past is not scheduled (setting a reminder for 8:00 at 9:00 sends nothing). A row whose due time equals
 * the task's (due but not yet claimed by the scheduler) is kept as it is, so an edit of another field cannot lose it.
 */
export async function syncReminders(tx: Executor, userId: string, written: Task[], timeZone: string, now: number): Promise<void> {
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
    const rows = future.map((row) => ({ ...row, id: randomBytes(16).toString('base64url') }));
    await tx.execute(sql`insert into reminders (id, task_id, user_id, scope_id, fire_at, state)
      select v.id, v.task_id, ${userId}, ${userId}, v.fire_at, 'scheduled'
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, task_id text, fire_at bigint)
      on conflict (task_id, user_id) do update set fire_at = excluded.fire_at, state = 'scheduled'
      where reminders.fire_at <> excluded.fire_at`);
  }
}
