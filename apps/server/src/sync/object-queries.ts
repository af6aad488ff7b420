import type { SyncModelName, SyncObject } from '@taskhub/domain';
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { visibleScopes } from '../access/access.js';
import { syncTables } from './object-store.js';

type Reader = Pick<Database, 'select'>;
const tableOf = (model: SyncModelName) => syncTables[model] as unknown as typeof syncTables.task;

/** The user's objects of one model with these ids, by id (ids of other users' objects are simply absent). */
export async function findObjects<M extends SyncModelName>(db: Reader, userId: string, model: M, ids: string[]): Promise<Map<string, SyncObject<M>>> {
  const found = new Map<string, SyncObject<M>>();
  if (ids.length === 0) return found;
  const table = tableOf(model);
  const rows = await db.select({ id: table.id, data: table.data }).from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), inArray(table.scopeId, await visibleScopes(db, userId))));
  for (const row of rows) found.set(row.id, row.data as SyncObject<M>);
  return found;
}

/** Which of these ids name an object of the model that the user cannot see. */
export async function foreignIds(db: Reader, userId: string, model: SyncModelName, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = tableOf(model);
  const scopes = await visibleScopes(db, userId);
  const rows = await db.select({ id: table.id }).from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), scopes.length === 1 ? ne(table.scopeId, scopes[0]!) : sql`${table.scopeId} not in ${scopes}`));
  return rows.map((row) => row.id);
}

/** Every object of one model the user sees, optionally narrowed by a condition on the stored document. */
export async function listObjects<M extends SyncModelName>(db: Reader, userId: string, model: M, where?: SQL): Promise<SyncObject<M>[]> {
  const table = tableOf(model);
  const conditions = [inArray(table.scopeId, await visibleScopes(db, userId)), ...(where ? [where] : [])];
  const rows = await db.select({ data: table.data }).from(table).where(and(...conditions));
  return rows.map((row) => row.data as SyncObject<M>);
}

/** The stored document column of a model's table, for conditions passed to `listObjects`. */
export const dataOf = (model: SyncModelName) => tableOf(model).data;
