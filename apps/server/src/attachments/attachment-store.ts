import { AppError, createObject, editObject, type SyncObject } from '@taskhub/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { attachments, syncScopes, tasks } from '../db/schema.js';
import { advanceScopeClock } from '../sync/change-clock.js';
import { archivedBoardIds, mayWrite, scopeRoles, visibleScopes } from '../access/access.js';

/** The wire object, as the jsonb column holds it. */
export type Attachment = SyncObject<'attachment'> & Record<string, unknown>;

export interface TaskScope {
  id: string;
  ownerUserId: string;
}

/** A task the user can see: its real globalTaskId (a client may have named it by id) and its scope. */
export interface FoundTask {
  globalTaskId: string;
  scope: TaskScope;
}

/**
 * Where attachment bytes are served from: to a signed-in caller with the token header as it is (the stored `url`), to
 * anyone with the signed query answers hand out (download-link.ts).
 */
export const contentPath = (id: string) => `/me/attachments/${id}/content`;

/**
 * A task the user can see, by its globalTaskId (or id), a match of the globalTaskId first; undefined for anyone
 * else's task.
 */
export async function findTask(db: Database, userId: string, globalTaskId: string): Promise<FoundTask | undefined> {
  const byGlobalId = sql`${tasks.data}->>'globalTaskId' = ${globalTaskId}`;
  const rows = await db.select({ id: syncScopes.id, ownerUserId: syncScopes.ownerUserId, globalTaskId: sql<string>`${tasks.data}->>'globalTaskId'` })
    .from(tasks).innerJoin(syncScopes, eq(syncScopes.id, tasks.scopeId))
    .where(and(inArray(tasks.scopeId, await visibleScopes(db, userId)), sql`(${byGlobalId} or ${tasks.id} = ${globalTaskId})`))
    .orderBy(sql`case when ${byGlobalId} then 0 else 1 end`).limit(1);
  const row = rows[0];
  return row ? { globalTaskId: row.globalTaskId, scope: { id: row.id, ownerUserId: row.ownerUserId ?? row.id } } : undefined;
}

export interface NewAttachment {
  id: string;
  globalTaskId: string;
  displayName: string;
  mimeType: string;
  fileSize: number;
  uploaderId: string;
}

/** The attachment stored under an id, in whichever scope (an id a client chose may be taken), or undefined. */
export async function findAttachmentById(db: Database, id: string) {
  const [row] = await db.select({ scopeId: attachments.scopeId, data: attachments.data, storageKey: attachments.storageKey })
    .from(attachments).where(eq(attachments.id, id)).limit(1);
  return row && { scopeId: row.scopeId, attachment: row.data as Attachment, storageKey: row.storageKey };
}

/**
 * Stores a new attachment in its task's scope under the scope clock, as any synced write; answers it and its seq, or
 * undefined when its id was taken meanwhile (a retry of the same upload racing the first).
 */
export async function insertAttachment(db: Database, scope: TaskScope, input: NewAttachment, storageKey: string, now: number) {
  const object: Attachment = {
    ...createObject<Attachment>('attachment', input.id, { displayName: input.displayName }, now),
    globalTaskId: input.globalTaskId, mimeType: input.mimeType, fileSize: input.fileSize, url: contentPath(input.id), uploaderId: input.uploaderId,
  };
  const seq = await db.transaction(async (tx) => {
    const value = await advanceScopeClock(tx, scope);
    const inserted = await tx.insert(attachments).values({ id: input.id, scopeId: scope.id, seq: value, data: object, storageKey })
      .onConflictDoNothing().returning({ id: attachments.id });
    return inserted.length > 0 ? value : undefined;
  });
  return seq === undefined ? undefined : { object, seq };
}

/** The user's attachments that are not deleted, of one task or of all. */
export async function listAttachments(db: Database, userId: string, globalTaskId?: string): Promise<Attachment[]> {
  const conditions = [inArray(attachments.scopeId, await visibleScopes(db, userId)), sql`coalesce(${attachments.data}->>'deleted', 'false') <> 'true'`];
  if (globalTaskId !== undefined) conditions.push(sql`${attachments.data}->>'globalTaskId' = ${globalTaskId}`);
  const rows = await db.select({ data: attachments.data }).from(attachments).where(and(...conditions));
  return rows.map((row) => row.data as Attachment).sort((a, b) => a.creationDate - b.creationDate);
}

/**
 * An attachment that is not deleted and still has bytes, with their key: one the user can see, or any (for a genuine
 * signed link) when no user is named; undefined otherwise.
 */
export async function findAttachmentContent(db: Database, id: string, userId?: string) {
  const conditions = [eq(attachments.id, id), ne(attachments.storageKey, '')];
  if (userId !== undefined) conditions.push(inArray(attachments.scopeId, await visibleScopes(db, userId)));
  const rows = await db.select({ data: attachments.data, storageKey: attachments.storageKey }).from(attachments).where(and(...conditions)).limit(1);
  const row = rows[0];
  if (!row || (row.data as Attachment).deleted) return undefined;
  return { attachment: row.data as Attachment, storageKey: row.storageKey };
}

/**
 * Marks an attachment deleted (a field write, so it syncs) and lets go of its bytes' key: answers the key to remove
 * and the write's seq, or undefined when the user cannot see it; 403 FORBIDDEN when they may only read it (a guest of
 * a shared list). Deleting twice changes nothing the second time.
 */
export async function deleteAttachment(db: Database, userId: string, id: string, now: number) {
  const roles = await scopeRoles(db, userId);
  const visible = and(eq(attachments.id, id), inArray(attachments.scopeId, [...roles.keys()]));
  const [found] = await db.select({ scopeId: attachments.scopeId, owner: syncScopes.ownerUserId }).from(attachments)
    .innerJoin(syncScopes, eq(syncScopes.id, attachments.scopeId)).where(visible).limit(1);
  if (!found) return undefined;
  if (!mayWrite(roles.get(found.scopeId))) throw new AppError('FORBIDDEN');
  if ((await archivedBoardIds(db, [found.scopeId])).size > 0) throw new AppError('BOARD_ARCHIVED');
  return db.transaction(async (tx) => {
    // The scope first, then the row: the order every sync write takes its locks in.
    const seq = await advanceScopeClock(tx, { id: found.scopeId, ownerUserId: found.owner ?? found.scopeId });
    const [row] = await tx.select({ data: attachments.data, storageKey: attachments.storageKey }).from(attachments)
      .where(and(visible, eq(attachments.scopeId, found.scopeId))).for('update');
    if (!row) return undefined;
    const stored = row.data as Attachment;
    if (stored.deleted) return { storageKey: row.storageKey || undefined, scopeId: found.scopeId, seq: null };
    const data = editObject<Attachment>('attachment', stored, { deleted: true }, now);
    await tx.update(attachments).set({ data, seq, storageKey: '' }).where(eq(attachments.id, id));
    return { storageKey: row.storageKey || undefined, scopeId: found.scopeId, seq };
  });
}

/**
 * Lets go of the bytes of attachments deleted through sync (a `deleted: true` push) in the given scopes: answers
 * their keys, cleared in the same statement so two processes never both claim one.
 */
export async function claimDeletedKeys(db: Database, scopeIds: string[]): Promise<string[]> {
  if (scopeIds.length === 0) return [];
  const result = await db.execute(sql`
    with gone as (
      select id, storage_key from attachments
      where scope_id in ${scopeIds} and storage_key <> '' and ${attachments.data}->>'deleted' = 'true'
      for update skip locked)
    update attachments set storage_key = '' from gone where attachments.id = gone.id
    returning gone.storage_key as key`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
}

/**
 * Inside an account's deletion: removes the attachment rows of every scope the user owns and answers the keys of
 * their bytes, to remove once the deletion commits. The scopes are locked first, so an upload that commits meanwhile
 * waits and then fails (its scope is gone) and removes its own bytes.
 */
export async function takeOwnedStorageKeys(tx: Database, userId: string): Promise<string[]> {
  await tx.execute(sql`select id from sync_scopes where owner_user_id = ${userId} for update`);
  const result = await tx.execute(sql`
    delete from attachments where scope_id in (select id from sync_scopes where owner_user_id = ${userId})
    returning storage_key as key`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key).filter((key) => key !== '');
}
