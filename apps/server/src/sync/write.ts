import { AppError, clampWriteTimes, syncModelNames, type ErrorCode, type SyncModelName } from '@taskhub/domain';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { advanceScopeClock } from './change-clock.js';
import { applyDefaultListRule } from './category-rules.js';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { remindersOfWrittenTasks } from '../reminders/schedule.js';
import { refreshUnreadMark } from '../reminders/unread.js';
import { applyPush, emptyObjects, type PushByModel, type PushResult, type StoredRow } from './object-store.js';
import { advanceRepeatingTasks, tasksBefore, tasksBeingChecked, type TaskBefore } from './repeating-tasks.js';
import { countCompletions } from '../users/completions.js';
import { carriedObjects } from '../realtime/carried-objects.js';

/**
 * A check a caller runs inside the write, after the user's scope is locked: it sees every committed write of the
 * user and none can start until this one ends. Throwing refuses the whole write (nothing is stored); answering a
 * push writes that one instead (a rule that leaves some items out).
 */
export type WriteCheck = (tx: Database, push: PushByModel, now: number) => Promise<PushByModel | void>;

/**
 * How far past the server's clock a client's write time may be. The web app and sync-client stamp writes with their
 * own Date.now, so an honest device is at most a little ahead; anything later (a wrong clock, microseconds sent for
 * milliseconds) is cut to this, or it would win every merge of its field until that time and lock the field.
 */
const futureAllowanceMs = 60_000;

/** The push with every write time cut to at most `latest` (see futureAllowanceMs). */
const clampPush = (push: PushByModel, latest: number): PushByModel =>
  Object.fromEntries(Object.entries(push).map(([model, items]) =>
    [model, items?.map((item) => clampWriteTimes(model as SyncModelName, item, latest))]));

const total = (push: PushByModel) => syncModelNames.reduce((sum, model) => sum + (push[model]?.length ?? 0), 0);

export interface WriteOptions {
  /** Server code writing: it may make objects clients may not (notifications) and set their server fields. */
  trusted?: boolean;
  /**
   * The objects come from a file (an import): the tasks checked in it were completed elsewhere, in the past, so they
   * do not count as completions now (API.md section 4).
   */
  imported?: boolean;
  /**
   * A REST call, which answers with a status rather than a `rejected` list: an item the write path refuses makes the
   * whole call 404 NOT_FOUND (an object the user cannot see), 403 FORBIDDEN (one they may only read) or the rule's own
   * code (400 ASSIGNEE_NOT_MEMBER), and nothing of it is stored. Without it a guest's PUT or DELETE of a shared task answered 200/204 and changed nothing.
   */
  refuseRejected?: boolean;
  /**
   * Whether the repeat triggers other than completion (archived, moved to a section, tag changed) fire; true unless
   * imported. Archiving a section writes with false: its tasks go with it, and must not come back into it.
   */
  repeatTriggers?: boolean;
}

/** The error a REST write answers when the write path refused some of its items (see WriteOptions.refuseRejected). */
function refusal(rejected: PushResult['rejected']): AppError | undefined {
  const codes = Object.values(rejected).flatMap((items) => items?.map((item) => item.code) ?? []);
  if (codes.length === 0) return undefined;
  // Unseen first (nothing is told about it), then not allowed, then a rule's own code (ASSIGNEE_NOT_MEMBER).
  const code = (['NOT_FOUND', 'FORBIDDEN'] as const).find((one) => codes.includes(one)) ?? codes[0]!;
  return new AppError(code as ErrorCode);
}

/**
 * What follows the merge in the same transaction: each task the write checked counts as a completion (before a
 * repeating one moves back to UNCHECKED at its next occurrence), reminders follow the written tasks, and the unread
 * mark follows the notifications.
 */
async function afterMerge(
  tx: Database, userId: string, result: PushResult, before: Map<string, TaskBefore | null>, checking: Set<string>, now: number, options: WriteOptions,
) {
  if (result.changed.task.length > 0) {
    if (!options.imported) {
      const completedIds = result.changed.task.filter((task) => checking.has(task.id) && task.status === 'CHECKED').map((task) => task.id);
      await countCompletions(tx, userId, completedIds, now);
    }
    // The zone matters only to repeat rules and reminders: a write of other tasks (a card moved) reads nothing more.
    const zoned = result.changed.task.some((task) => task.repeatingMethod !== 'TASK_REPEAT_OFF' || task.alert?.type === 'OFFSET' || task.alert?.type === 'CUSTOM');
    const [user] = zoned ? await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId)) : [];
    const timeZone = user?.timezone ?? 'UTC';
    await advanceRepeatingTasks(tx, userId, result, before, checking, timeZone, now, { triggers: options.repeatTriggers ?? !options.imported });
    await remindersOfWrittenTasks(tx, userId, result.changed.task, timeZone, now, before);
  }
  if (result.changed.userNotification.length > 0) await refreshUnreadMark(tx, userId);
}

/**
 * THE way objects are written (sync pushes, REST calls, server-made objects): merge under the scope clock with the
 * rules every write obeys (one default list, repeating tasks, reminders), then tell realtime which models changed.
 * Keeping one path means a device hears about every change, whichever call made it.
 */
export async function writeObjects(
  ctx: Pick<AppContext, 'db' | 'now' | 'changes'>, userId: string, push: PushByModel, check?: WriteCheck, options: WriteOptions = {},
): Promise<PushResult> {
  if (total(push) === 0) return { changed: emptyObjects(), seq: null, scopeIds: [], rejected: {} };
  const now = ctx.now();
  push = clampPush(push, now + futureAllowanceMs);
  const result = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Taken first so the checks and rules below read a state no other write of this user can change meanwhile.
    await advanceScopeClock(tx, { id: userId, ownerUserId: userId });
    const checked = await applyDefaultListRule(tx, userId, (await check?.(tx, push, now)) ?? push, now);
    // The tasks' rows read (and locked) once, for the repeat triggers and the merge.
    const storedTasks = options.imported ? undefined : new Map<string, StoredRow>();
    const before = options.imported ? new Map<string, TaskBefore | null>() : await tasksBefore(tx, checked, storedTasks);
    const checking = options.imported ? new Set<string>() : tasksBeingChecked(checked, before);
    const merged = await applyPush(tx, userId, checked, now, { trusted: options.trusted ?? false, inTransaction: true, storedTasks });
    const refused = options.refuseRejected ? refusal(merged.rejected) : undefined;
    if (refused) throw refused;
    await afterMerge(tx, userId, merged, before, checking, now, options);
    return merged;
  });
  if (result.seq !== null) {
    const models = syncModelNames.filter((model): model is SyncModelName => result.changed[model].length > 0);
    ctx.changes?.publish({ scopeIds: result.scopeIds, models, lastUpdateDate: result.seq, objects: carriedObjects(result) });
  }
  return result;
}
