import { AppError, type IncomingItem, type SyncModelName, type SyncObject } from '@taskhub/domain';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { findObjects, foreignIds } from './object-queries.js';
import { writeObjects, type WriteCheck } from './write.js';

/** Sorted as lists show them: by position, then id, so every call answers the same order. */
export const byPosition = <T extends { position: string; id: string }>(objects: T[]) =>
  objects.sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * REST PUT of an array of one model: an upsert through the one write path, answering the stored objects in the order
 * sent. An id that belongs to someone else refuses the whole call with 404 (checked inside the write, so nothing of
 * it is stored), the answer a missing id gets elsewhere; an object the user may only read (a guest's shared task), 403.
 */
export async function putObjects<M extends SyncModelName>(
  ctx: AppContext, userId: string, model: M, items: IncomingItem[], extraCheck?: WriteCheck,
): Promise<SyncObject<M>[]> {
  const check: WriteCheck = async (tx, push, now) => {
    if ((await foreignIds(tx, userId, model, items.map((item) => item.id))).length > 0) throw new AppError('NOT_FOUND');
    await extraCheck?.(tx, push, now);
  };
  await writeObjects(ctx, userId, { [model]: items }, check, { refuseRejected: true });
  const stored = await findObjects(ctx.db, userId, model, items.map((item) => item.id));
  return items.map((item) => stored.get(item.id)).filter((object): object is SyncObject<M> => object !== undefined);
}

/**
 * Marks one of the user's objects deleted (a tombstone that syncs); 404 when the user has no such object, 403 when
 * they may only read it (a guest of a shared list).
 */
export async function deleteObject(ctx: AppContext, userId: string, model: SyncModelName, id: string, change: Record<string, unknown>, also: IncomingItem[] = []) {
  const check = async (tx: Database) => {
    if ((await findObjects(tx, userId, model, [id])).size === 0) throw new AppError('NOT_FOUND');
  };
  await writeObjects(ctx, userId, { [model]: [{ id, ...change }, ...also] }, check, { refuseRejected: true });
}
