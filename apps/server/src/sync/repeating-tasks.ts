import { randomBytes } from 'node:crypto';
import {
  nextOccurrence, reminderForNewDueDate, ruleFromTask, type IncomingItem, type RepeatTrigger, type SyncObject,
} from '@taskhub/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { categories, sections, taskOccurrences, tasks } from '../db/schema.js';
import { mayRemind } from '../reminders/schedule.js';
import { applyPush, type PushByModel, type PushResult, type StoredRow } from './object-store.js';

type Task = SyncObject<'task'>;

/** What a pushed task was before the write, as the repeat triggers compare it (null: the task is new). */
export interface TaskBefore {
  status: string;
  sectionId: string | null;
  labels: string[];
  /** Whether the stored task may have reminder rows (reminders/schedule.ts `mayRemind`): none can exist otherwise. */
  mayRemind: boolean;
}

/**
 * The stored state of every pushed task, read inside the write before the merge. With `stored`, the rows are locked
 * (`for update`, as the merge reads them) and kept there, so the merge need not read them again (`applyPush`'s
 * `stored` option): one statement less on every write of tasks.
 */
export async function tasksBefore(tx: Database, push: PushByModel, stored?: Map<string, StoredRow>): Promise<Map<string, TaskBefore | null>> {
  const ids = [...new Set((push.task ?? []).map((item) => item.id))];
  const before = new Map<string, TaskBefore | null>(ids.map((id) => [id, null]));
  for (let i = 0; i < ids.length; i += 1000) {
    const query = tx.select({ id: tasks.id, scopeId: tasks.scopeId, data: tasks.data }).from(tasks).where(inArray(tasks.id, ids.slice(i, i + 1000)));
    const rows = stored ? await query.for('update') : await query;
    for (const { id, scopeId, data } of rows) {
      stored?.set(id, { scopeId, data });
      before.set(id, {
        status: String(data.status ?? 'UNCHECKED'),
        sectionId: (data.sectionId as string | null | undefined) ?? null,
        labels: Array.isArray(data.labels) ? (data.labels as string[]) : [],
        mayRemind: mayRemind(data as unknown as Task),
      });
    }
  }
  return before;
}

/**
 * The ids of pushed tasks a write may complete: sent as CHECKED while the stored task is not (or is new). A push that
 * repeats CHECKED on a task already checked (a retry, an edit of another field) completes nothing again.
 */
export function tasksBeingChecked(push: PushByModel, before: Map<string, TaskBefore | null>): Set<string> {
  return new Set((push.task ?? []).filter((item) => item.status === 'CHECKED' && before.get(item.id)?.status !== 'CHECKED').map((item) => item.id));
}

/** A write time every device takes: later than the stored one, and at least now. */
const stamp = (task: Task, field: 'status' | 'dueDate' | 'alert' | 'sectionId', now: number) =>
  Math.max(now, ((task as Record<string, unknown>)[`${field}UpdateTime`] as number | undefined ?? 0) + 1);

/**
 * The task after one occurrence was completed (API.md section 4): back to UNCHECKED at its next occurrence, with the
 * reminder's custom time moved along and `repeatNextOccurrence` the one after; null once the rule has ended (the
 * task stays as the trigger left it). `completedCount` is every occurrence completed so far, this one included.
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

const open = (status: string) => status === 'UNCHECKED' || status === 'CHECKED';
const sameTags = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** Whether this write fired the task's repeat trigger (SPEC.md section 4, Recurring tasks; `repeatTrigger` in task.ts). */
function fired(task: Task, before: TaskBefore | null | undefined, checking: Set<string>, triggers: boolean): boolean {
  const trigger: RepeatTrigger = task.repeatTrigger ?? { type: 'due' };
  if (trigger.type === 'due') return checking.has(task.id) && task.status === 'CHECKED';
  if (!triggers || !before) return false;
  switch (trigger.type) {
    case 'archived': return task.status === 'DONE' && open(before.status);
    case 'movedToSection': return open(task.status) && Boolean(task.boardId) && task.sectionId === trigger.sectionId && before.sectionId !== trigger.sectionId;
    case 'tagChanged': return open(task.status) && !sameTags(before.labels, task.labels);
  }
}

/**
 * The next occurrence of repeating tasks, run inside the write after the merge (THE place the repeat triggers fire,
 * for personal, shared-list and board tasks alike, so every member's devices get the result through sync): each task
 * whose trigger this write fired is recorded in task_occurrences (in its own scope, counted per task whoever completed
 * it) and moved to its next occurrence by a second, server-made write in the same transaction. The result is updated
 * in place to hold the moved tasks.
 *
 * - due (the default): completing it (CHECKED). Archiving it (DONE) archives the whole series: DONE is how a task is
 *   put away, so bringing it back would undo what the person asked; no occurrence is recorded.
 * - archived: archiving it (DONE, from open), while its list or section is live. Archiving a list or section archives
 *   its tasks with it (the section's route writes with `triggers: false`; an archived list is read here), and those
 *   must not come back into something archived. Completing it (CHECKED) leaves it completed until it is archived.
 * - movedToSection: its card moving into the trigger's section; it goes back to the section it came from while that is a
 *   live section of its board, else stays.
 * - tagChanged: any change of its tags.
 *
 * "Comes back" is the same task (its id, subtasks, attachments and history stay): UNCHECKED at the rule's next due date,
 * as a completed repeating task. `triggers: false` leaves all but `due` alone (imports, archiving a section).
 */
export async function advanceRepeatingTasks(
  tx: Database, userId: string, result: PushResult, before: Map<string, TaskBefore | null>, checking: Set<string>, timeZone: string, now: number,
  { triggers = true }: { triggers?: boolean } = {},
): Promise<void> {
  let completed = result.changed.task.filter((task) =>
    task.repeatingMethod !== 'TASK_REPEAT_OFF' && fired(task, before.get(task.id), checking, triggers) && ruleFromTask(task, timeZone));
  completed = await withoutArchivedPlaces(tx, completed);
  if (completed.length === 0) return;
  const ids = completed.map((task) => task.id);
  const scopes = new Map((await tx.select({ id: tasks.id, scopeId: tasks.scopeId }).from(tasks).where(inArray(tasks.id, ids))).map((row) => [row.id, row.scopeId]));
  await tx.insert(taskOccurrences).values(completed.flatMap((task) => {
    const scopeId = scopes.get(task.id);
    return scopeId ? [{ id: randomBytes(16).toString('base64url'), taskId: task.id, scopeId, dueDate: task.dueDate as number, completedAt: now }] : [];
  }));
  const counts = await tx.select({ taskId: taskOccurrences.taskId, count: sql<number>`count(*)::int` }).from(taskOccurrences)
    .where(inArray(taskOccurrences.taskId, ids)).groupBy(taskOccurrences.taskId);
  const countOf = new Map(counts.map((row) => [row.taskId, Number(row.count)]));
  const comeBack = await sectionsToReturnTo(tx, completed, before);
  const moves = completed.flatMap((task) => {
    const move = movedToNextOccurrence(task, timeZone, countOf.get(task.id) ?? 1, now);
    if (!move) return [];
    const section = comeBack.get(task.id);
    return [section ? { ...move, sectionId: section, sectionIdUpdateTime: stamp(task, 'sectionId', now) } : move];
  });
  if (moves.length === 0) return;
  // Written for the same user: the write that fired it was theirs and allowed (trusted: this is the server's rule).
  const moved = await applyPush(tx, userId, { task: moves }, now, { trusted: true, inTransaction: true });
  const byId = new Map(moved.changed.task.map((task) => [task.id, task]));
  result.changed.task = result.changed.task.map((task) => byId.get(task.id) ?? task);
  result.seq = moved.seq ?? result.seq;
}

/** The tasks whose trigger is `archived` left out when their list or section is archived (they went with it). */
async function withoutArchivedPlaces(tx: Database, fired: Task[]): Promise<Task[]> {
  const archiving = fired.filter((task) => task.repeatTrigger?.type === 'archived');
  if (archiving.length === 0) return fired;
  const sectionIds = [...new Set(archiving.flatMap((task) => (task.sectionId ? [task.sectionId] : [])))];
  const listIds = [...new Set(archiving.flatMap((task) => (task.categoryId ? [task.categoryId] : [])))];
  const archived = new Set<string>();
  if (sectionIds.length > 0) {
    for (const row of await tx.select({ id: sections.id }).from(sections).where(and(inArray(sections.id, sectionIds), eq(sections.isArchived, true)))) archived.add(row.id);
  }
  if (listIds.length > 0) {
    for (const row of await tx.select({ id: categories.id }).from(categories).where(and(inArray(categories.id, listIds), sql`(${categories.data}->>'isArchived')::boolean is true`))) archived.add(row.id);
  }
  return fired.filter((task) => task.repeatTrigger?.type !== 'archived' || !archived.has(task.sectionId ?? '') && !archived.has(task.categoryId ?? ''));
}

/** For cards moved into their trigger's section: the section they came from, when it is a live section of their board. */
async function sectionsToReturnTo(tx: Database, fired: Task[], before: Map<string, TaskBefore | null>): Promise<Map<string, string>> {
  const back = new Map<string, string>();
  const moved = fired.filter((task) => task.repeatTrigger?.type === 'movedToSection' && before.get(task.id)?.sectionId);
  if (moved.length === 0) return back;
  const ids = [...new Set(moved.map((task) => before.get(task.id)!.sectionId!))];
  const live = new Map((await tx.select({ id: sections.id, boardId: sections.boardId }).from(sections)
    .where(and(inArray(sections.id, ids), eq(sections.isArchived, false)))).map((row) => [row.id, row.boardId]));
  for (const task of moved) {
    const from = before.get(task.id)!.sectionId!;
    if (live.get(from) === task.boardId) back.set(task.id, from);
  }
  return back;
}
