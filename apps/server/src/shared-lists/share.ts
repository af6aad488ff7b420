import { AppError } from '@taskhub/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { visibleScopes } from '../access/access.js';
import type { Database } from '../db/database.js';
import { attachments, categories, syncScopes, tasks } from '../db/schema.js';
import { addCreator } from '../members/members.js';
import { advanceSharedClock } from '../sync/change-clock.js';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A list the user sees: its scope (the user's own id while it is not shared, the list's id once it is). */
export async function visibleList(db: Pick<Database, 'select'>, listId: string, scopes: string[]) {
  const [row] = await db.select({ id: categories.id, scopeId: categories.scopeId, data: categories.data }).from(categories)
    .where(and(eq(categories.id, listId), inArray(categories.scopeId, scopes))).limit(1);
  if (!row || row.data.isDeleted === true) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * `visibleList`, its row locked to the end of the transaction: two first shares of one list cannot both make it a
 * scope. The row is locked before the user's scopes are read, so the second share sees the scope the first made.
 */
export async function lockVisibleList(tx: Pick<Database, 'select'>, listId: string, userId: string) {
  await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, listId)).for('update');
  return visibleList(tx, listId, await visibleScopes(tx, userId));
}

/**
 * Makes one of the user's own lists a shared scope of its own (id = the list's id), the user its admin, and moves the
 * list, its tasks, their subtasks and attachments into it, stamped with the new scope's clock: every member's device
 * (the owner's included) pulls them from there. The default list stays personal.
 */
export async function shareOwnList(tx: Executor, user: { id: string; email: string }, list: { id: string; data: Record<string, unknown> }, now: number) {
  if (list.data.isDefault === true) throw new AppError('BAD_REQUEST', { message: 'The default list cannot be shared' });
  // A list's id is the client's choice: one that is already a scope's (a workspace's or board's id) cannot be one.
  const made = await tx.insert(syncScopes).values({ id: list.id, kind: 'category', ownerUserId: null, clock: 0 }).onConflictDoNothing().returning({ id: syncScopes.id });
  if (made.length === 0) throw new AppError('BAD_REQUEST', { message: 'This list cannot be shared' });
  await addCreator(tx, { id: list.id, kind: 'category' }, user, now);
  const seq = await advanceSharedClock(tx, list.id);
  const move = (table: typeof tasks, which: ReturnType<typeof sql>) =>
    tx.execute(sql`update ${table} set scope_id = ${list.id}, seq = ${seq} where ${table}.scope_id = ${user.id} and ${which}`);
  await move(categories as unknown as typeof tasks, sql`id = ${list.id}`);
  await move(tasks, sql`data->>'categoryId' = ${list.id}`);
  // Subtasks follow their parent (they may carry no list of their own).
  await move(tasks, sql`data->>'parentGlobalTaskId' in (select data->>'globalTaskId' from tasks where scope_id = ${list.id})`);
  await move(attachments as unknown as typeof tasks, sql`data->>'globalTaskId' in (select data->>'globalTaskId' from tasks where scope_id = ${list.id})`);
}
