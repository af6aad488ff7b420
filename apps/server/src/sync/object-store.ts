import { mergeObject, syncModelNames, type IncomingItem, type SyncModelName, type SyncObject } from '@taskhub/domain';
import { and, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { attachments, categories, labels, myDayEntries, tasks, userNotifications } from '../db/schema.js';
import { advanceScopeClock, pullCursor } from './change-clock.js';

/** The table of each synced model. */
type Executor = Pick<Database, 'execute' | 'select' | 'transaction'>;

export const syncTables = {
  task: tasks, category: categories, label: labels, myDayEntry: myDayEntries, attachment: attachments, userNotification: userNotifications,
} as const;

export type ObjectsByModel = { [M in SyncModelName]: SyncObject<M>[] };
export type PushByModel = Partial<Record<SyncModelName, IncomingItem[]>>;

export const emptyObjects = (): ObjectsByModel => ({ task: [], category: [], label: [], myDayEntry: [], attachment: [], userNotification: [] });

/** The scopes whose objects a user sees: their personal scope (boards in workspaces will add theirs). */
export const visibleScopes = (userId: string): string[] => [userId];

/** The columns every synced table shares, for code that works on any model. */
const tableOf = (model: SyncModelName) => syncTables[model] as unknown as typeof tasks;

/** Fills the fields the server owns on an object a client made; server code (`trusted`) may set them itself. */
function withServerFields(model: SyncModelName, object: Record<string, unknown>, incoming: IncomingItem, trusted: boolean) {
  if (model === 'task') {
    object.globalTaskId ??= incoming.globalTaskId ?? object.id;
    object.shared ??= false;
    object.participants ??= [];
  }
  if (model === 'label') object.isPredefined ??= trusted && incoming.isPredefined === true;
  if (model === 'userNotification' && trusted) {
    for (const field of ['type', 'title', 'taskId', 'fireDate'] as const) object[field] ??= incoming[field];
  }
  return object;
}

interface StoredRow {
  scopeId: string;
  data: Record<string, unknown>;
  /** Attachments only: '' once the bytes were removed. */
  storageKey?: string;
}

/**
 * An attachment whose bytes were removed (deleted, then released) stays deleted: a later `deleted: false` (an undo on
 * another device) is dropped, so the object never points at bytes that are gone.
 */
function keepsBytesGone(model: SyncModelName, stored: StoredRow | undefined, item: IncomingItem): IncomingItem {
  if (model !== 'attachment' || stored?.storageKey !== '' || stored.data.deleted !== true || item.deleted !== false) return item;
  const { deleted: _deleted, deletedUpdateTime: _time, ...rest } = item;
  return rest as IncomingItem;
}

export interface PushResult {
  /** Objects that changed, as stored. */
  changed: ObjectsByModel;
  /** The sequence value of the write, or null when nothing changed. */
  seq: number | null;
}

const writeBatch = 1000;

/**
 * Merges pushed objects into the user's scope with the shared merge rule, in one transaction under the scope clock.
 * An id that belongs to an object the user cannot see changes nothing (and says nothing about it); attachments are
 * made only by upload and notifications only by the server (`trusted`), so a push may edit but not create one.
 */
export async function applyPush(db: Executor, userId: string, push: PushByModel, now: number, options: { trusted?: boolean } = {}): Promise<PushResult> {
  const changed = emptyObjects();
  const total = syncModelNames.reduce((sum, model) => sum + (push[model]?.length ?? 0), 0);
  if (total === 0) return { changed, seq: null };
  const seq = await db.transaction(async (tx) => {
    const value = await advanceScopeClock(tx, { id: userId, ownerUserId: userId });
    for (const model of syncModelNames) {
      const items = push[model];
      if (!items?.length) continue;
      const table = tableOf(model);
      const ids = [...new Set(items.map((item) => item.id))];
      const existing = new Map<string, StoredRow>();
      const columns = { id: table.id, scopeId: table.scopeId, data: table.data, ...(model === 'attachment' && { storageKey: attachments.storageKey }) };
      for (let i = 0; i < ids.length; i += writeBatch) {
        const rows = await tx.select(columns).from(table).where(inArray(table.id, ids.slice(i, i + writeBatch))).for('update');
        for (const row of rows) existing.set(row.id, row);
      }
      const merged = new Map<string, Record<string, unknown>>();
      for (const item of items) {
        const stored = existing.get(item.id);
        if (stored && stored.scopeId !== userId) continue;
        // Attachments are made by upload and notifications by the server: a push may edit them, never make one.
        if (!stored && (model === 'attachment' || (model === 'userNotification' && !options.trusted))) continue;
        const base = merged.get(item.id) ?? stored?.data;
        const result = mergeObject(model, base, keepsBytesGone(model, stored, item), now, { untimedWins: true });
        if (result.changed || merged.has(item.id)) merged.set(item.id, withServerFields(model, result.object, item, options.trusted ?? false));
      }
      const updates = [...merged.values()].filter((data) => existing.has(data.id as string));
      const inserts = [...merged.values()].filter((data) => !existing.has(data.id as string));
      await writeRows(tx, table, userId, value, updates, inserts);
      (changed[model] as unknown[]).push(...merged.values());
    }
    return value;
  });
  const any = syncModelNames.some((model) => changed[model].length > 0);
  return { changed, seq: any ? seq : null };
}

/**
 * Writes merged objects as one JSON parameter per statement (no parameter limit, one round trip). Updates are bound
 * to the scope; an id taken by someone else between the read and the insert is left alone.
 */
async function writeRows(tx: Executor, table: typeof tasks, scopeId: string, seq: number, updates: Record<string, unknown>[], inserts: Record<string, unknown>[]) {
  const records = (objects: Record<string, unknown>[]) => JSON.stringify(objects.map((data) => ({ id: data.id, data })));
  if (updates.length) {
    await tx.execute(sql`update ${table} set seq = ${seq}, data = v.data
      from jsonb_to_recordset(${records(updates)}::jsonb) as v(id text, data jsonb)
      where ${table}.id = v.id and ${table}.scope_id = ${scopeId}`);
  }
  if (inserts.length) {
    await tx.execute(sql`insert into ${table} (id, scope_id, seq, data)
      select v.id, ${scopeId}, ${seq}, v.data from jsonb_to_recordset(${records(inserts)}::jsonb) as v(id text, data jsonb)
      on conflict (id) do nothing`);
  }
}

export interface PullOptions {
  includeDone: boolean;
  includeDeleted: boolean;
}

/** Per model, the JSON texts of its objects joined by commas: the inside of a JSON array. */
export type JsonByModel = Record<SyncModelName, string>;

/**
 * Every object of the user's scopes written after `updatedSince` (all when 0), as the JSON text the database holds,
 * and the cursor for the next pull; with `rollBack`, also the current version of those objects whatever their age (a
 * push refused them, so the device puts its copy back). The database joins each model's objects into one text, in
 * one statement: a full sync of a large account is megabytes, and parsing it row by row only to serialize it again
 * was most of its time.
 */
export async function pullChangedJson(
  db: Database, userId: string, updatedSince: number, options: PullOptions, rollBack: Partial<Record<SyncModelName, string[]>> = {},
): Promise<{ json: JsonByModel; cursor: number }> {
  const scopes = visibleScopes(userId);
  const cursor = await pullCursor(db, scopes);
  const json: JsonByModel = { task: '', category: '', label: '', myDayEntry: '', attachment: '', userNotification: '' };
  // The answer is always the cursor, even below `updatedSince`: a client whose clock runs ahead would otherwise keep
  // a future cursor and miss every write until the clock caught up. Re-sending a few objects is harmless.
  if (cursor <= updatedSince && !syncModelNames.some((model) => rollBack[model]?.length)) return { json, cursor };
  const columns = syncModelNames.map((model) => {
    const table = tableOf(model);
    const changed: SQL[] = [gt(table.seq, updatedSince), lte(table.seq, cursor)];
    if (model === 'task') {
      const hidden = [...(options.includeDone ? [] : ['DONE']), ...(options.includeDeleted ? [] : ['DELETED'])];
      if (hidden.length) changed.push(sql`not (${table.data}->>'status' in ${hidden})`);
    }
    const ids = rollBack[model] ?? [];
    const which = ids.length > 0 ? or(and(...changed), inArray(table.id, ids)) : and(...changed);
    return sql`(select string_agg(${table.data}::text, ',') from ${table} where ${and(inArray(table.scopeId, scopes), which)}) as ${sql.identifier(model)}`;
  });
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const row = (result as unknown as { rows: Record<string, string | null>[] }).rows[0] ?? {};
  for (const model of syncModelNames) json[model] = row[model] ?? '';
  return { json, cursor };
}

/** One object of the user's scopes by id, or undefined (also for another user's id). */
export async function findObject<M extends SyncModelName>(db: Database, userId: string, model: M, id: string): Promise<SyncObject<M> | undefined> {
  const table = tableOf(model);
  const rows = await db.select({ data: table.data }).from(table)
    .where(and(inArray(table.id, [id]), inArray(table.scopeId, visibleScopes(userId)))).limit(1);
  return rows[0]?.data as SyncObject<M> | undefined;
}
