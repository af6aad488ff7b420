import type { SyncModelName, SyncObject } from '@taskhub/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { syncTables } from '../sync/object-store.js';

const tableOf = (model: SyncModelName) => syncTables[model] as unknown as typeof syncTables.task;

/** What "still there" means per model: deleted objects are history, not the user's data. */
const live: Partial<Record<SyncModelName, (data: SQL) => SQL>> = {
  task: (data) => sql`${data}->>'status' <> 'DELETED'`,
  category: (data) => sql`(${data}->>'isDeleted')::boolean is not true`,
  label: (data) => sql`(${data}->>'isDeleted')::boolean is not true`,
  myDayEntry: (data) => sql`${data}->>'status' <> 'DELETED'`,
  attachment: (data) => sql`(${data}->>'deleted')::boolean is not true`,
  customView: (data) => sql`(${data}->>'isDeleted')::boolean is not true`,
};

const liveWhere = (model: SyncModelName, userId: string) => {
  const table = tableOf(model);
  return and(eq(table.scopeId, userId), live[model]?.(sql`${table.data}`));
};

/** The user's live objects of one model, in position order where there is one. */
export async function liveObjects<M extends SyncModelName>(db: Database, userId: string, model: M, where?: SQL): Promise<SyncObject<M>[]> {
  const table = tableOf(model);
  const rows = await db.select({ data: table.data }).from(table)
    .where(and(liveWhere(model, userId), where)).orderBy(sql`${table.data}->>'position'`, table.id);
  return rows.map((row) => row.data as SyncObject<M>);
}

/**
 * The live objects of each model as JSON array texts, joined by the database in one statement: a 10,000-task account
 * is megabytes, and parsing rows only to serialize them again would be most of the export's time.
 */
export async function liveObjectsJson(db: Database, userId: string, models: SyncModelName[]): Promise<Record<string, string>> {
  const columns = models.map((model) => {
    const table = tableOf(model);
    return sql`(select coalesce('[' || string_agg(${table.data}::text, ',' order by ${table.data}->>'position', ${table.id}) || ']', '[]')
      from ${table} where ${liveWhere(model, userId)}) as ${sql.identifier(model)}`;
  });
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]!;
}

/** Names of the user's live lists and tags by id, for the CSV and calendar files. */
export async function namesById(db: Database, userId: string) {
  const [lists, labels] = await Promise.all([liveObjects(db, userId, 'category'), liveObjects(db, userId, 'label')]);
  return { lists: new Map(lists.map((list) => [list.id, list.name])), labels: new Map(labels.map((label) => [label.id, label.name])) };
}
