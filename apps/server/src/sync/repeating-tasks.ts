import { randomBytes } from 'node:crypto';
import {
  nextOccurrence, reminderForNewDueDate, ruleFromTask, type IncomingItem, type SyncObject,
} from '@taskhub/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { taskOccurrences, tasks } from '../db/schema.js';
import { applyPush, type PushByModel, type PushResult } from './object-store.js';

type Task = SyncObject<'task'>;

/**
 * The ids of pushed tasks a write may complete: sent as CHECKED while the stored task is not (or is new). A push that
 * repeats CHECKED on a task already checked (a retry, an edit of another field) completes nothing again.
 */
export async function tasksBeingChecked(tx: Database, userId: string, push: PushByModel): Promise<Set<string>> {
  const ids = [...new Set((push.task ?? []).filter((item) => item.status === 'CHECKED').map((item) => item.id))];
  const candidates = new Set(ids);
  if (ids.length === 0) return candidates;
  const rows = await tx.select({ id: tasks.id }).from(tasks)
    .where(and(inArray(tasks.id, ids), sql`${tasks.data}->>'status' = 'CHECKED'`));
  for (const row of rows) candidates.delete(row.id);
  return candidates;
}

/** A write time every device takes: later than the stored one, and at least now. */
const stamp = (task: Task, field: 'status' | 'dueDate' | 'alert', now: number) =>
  Math.max(now, ((task as Record<string, unknown>)[`${field}UpdateTime`] as number | undefined ?? 0) + 1);

/**
 * The task after one occurrence was completed (API.md section 4): back to UNCHECKED at its next occurrence, with the
 * reminder's custom time moved along and `repeatNextOccurrence` the one after; null once the rule has ended (the
 * task stays CHECKED). `completedCount` is every occurrence completed so far, this one included.
 */
function movedToNextOccurrence(task: Task, timeZone: string, completedCount: number, now: number): IncomingItem | null {
  const rule = ruleFromTask(task, timeZone);
  const due = task.dueDate;
  if (!rule || due === null) return null;
  const next = nextOccurrence(rule, due, { completedCount });
  if (next === null) return null;
  const alert = {
    ...reminderForNewDueDate(task.alert, due, next, timeZone),
    repeatNextOccurrence: nextOccurrence(rule, next, { completedCount: completedCount + 1 }),
  };
  return {
    id: task.id,
    status: 'UNCHECKED', statusUpdateTime: stamp(task, 'status', now),
    dueDate: next, dueDateUpdateTime: stamp(task, 'dueDate', now),
    alert, alertUpdateTime: stamp(task, 'alert', now),
  };
}

/**
 * Completing a repeating task, run inside the write after the merge: each task of `checking` that the merge left
 * CHECKED and that repeats is recorded in task_occurrences and moved to its next occurrence by a second, server-made
 * write in the same transaction. The result is updated in place to hold the moved tasks.
 *
 * The other triggers of SPEC.md section 4 (Recurring tasks), decided here:
 * - due: nothing happens when an occurrence falls due; it waits to be checked (its reminder fires as any other).
 * - archived (DONE): archives the whole series, not one occurrence. DONE is how a task is put away, so bringing it
 *   back as UNCHECKED would undo what the person asked; no occurrence is recorded.
 * - moved to a section / tag changed: boards and sections do not exist yet; when a section (or a tag) can mean
 *   "done", its rule calls `completeRepeatingTasks` with the tasks it completes, as CHECKED does here.
 */
export async function completeRepeatingTasks(
  tx: Database, userId: string, result: PushResult, checking: Set<string>, timeZone: string, now: number,
): Promise<void> {
  const completed = result.changed.task.filter((task) =>
    checking.has(task.id) && task.status === 'CHECKED' && task.repeatingMethod !== 'TASK_REPEAT_OFF' && ruleFromTask(task, timeZone));
  if (completed.length === 0) return;
  await tx.insert(taskOccurrences).values(completed.map((task) => ({
    id: randomBytes(16).toString('base64url'), taskId: task.id, scopeId: userId, dueDate: task.dueDate as number, completedAt: now,
  })));
  const counts = await tx.select({ taskId: taskOccurrences.taskId, count: sql<number>`count(*)::int` }).from(taskOccurrences)
    .where(and(eq(taskOccurrences.scopeId, userId), inArray(taskOccurrences.taskId, completed.map((task) => task.id))))
    .groupBy(taskOccurrences.taskId);
  const countOf = new Map(counts.map((row) => [row.taskId, Number(row.count)]));
  const moves = completed.flatMap((task) => movedToNextOccurrence(task, timeZone, countOf.get(task.id) ?? 1, now) ?? []);
  if (moves.length === 0) return;
  const moved = await applyPush(tx, userId, { task: moves }, now, { trusted: true });
  const byId = new Map(moved.changed.task.map((task) => [task.id, task]));
  result.changed.task = result.changed.task.map((task) => byId.get(task.id) ?? task);
  result.seq = moved.seq ?? result.seq;
}
