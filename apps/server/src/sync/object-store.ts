import { mergeObject, syncModelNames, type IncomingItem, type RejectedSyncItem, type Role, type SyncModelName, type SyncObject } from '@taskhub/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { attachments, categories, tasks } from '../db/schema.js';
import { syncTables, tableOf } from './sync-tables.js';
import { advanceClockOf } from './change-clock.js';
import { mayWrite, visibleScopes, writeScopes } from '../access/access.js';
import { TaskPlacement } from './board-task-rules.js';

type Executor = Pick<Database, 'execute' | 'select' | 'transaction'>;

export type ObjectsByModel = { [M in SyncModelName]: SyncObject<M>[] };
export type PushByModel = Partial<Record<SyncModelName, IncomingItem[]>>;

export const emptyObjects = (): ObjectsByModel => Object.fromEntries(syncModelNames.map((model) => [model, []])) as unknown as ObjectsByModel;

export { visibleScopes };

export { syncTables };
export { pullChangedJson, type JsonByModel, type PullOptions, type RemovedByModel } from './object-pull.js';

/**
 * Fills the fields the server owns on an object a client made; server code (`trusted`) may set them itself. A task
 * keeps who made it (`createdBy`, the first pusher): smart views show a board's tasks made by or assigned to the user.
 */
function withServerFields(model: SyncModelName, object: Record<string, unknown>, incoming: IncomingItem, trusted: boolean, userId: string) {
  if (model === 'task') {
    object.createdBy ??= userId;
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

export interface StoredRow {
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
  /** The highest sequence value the write took, or null when nothing changed. */
  seq: number | null;
  /** Every scope the write changed (the user's own, shared lists, boards): realtime tells their members. */
  scopeIds: string[];
  /**
   * Per model, the items refused because the user may only read them (FORBIDDEN), cannot see them (NOT_FOUND), or
   * they are in (or would go into) an archived board (BOARD_ARCHIVED).
   */
  rejected: Partial<Record<SyncModelName, RejectedSyncItem[]>>;
  /** The scope each changed object is stored in, by `model/id` (realtime carries small writes to that scope only). */
  scopeOf?: Map<string, string>;
  /** Whether an object changed scope (its old scope's members must pull to drop it): realtime then carries nothing. */
  moved?: boolean;
}

const writeBatch = 1000;

/** Models that always live in the user's own scope: My Day, notifications and custom views are personal (tags unless a board's). */
const personalModels: ReadonlySet<SyncModelName> = new Set(['myDayEntry', 'userNotification', 'customView']);

/** The board a pushed task or tag names, else the one it is stored with (null outside boards). */
const boardOf = (item: IncomingItem, stored: StoredRow | undefined): string | null =>
  item.boardId !== undefined ? item.boardId as string | null : stored ? (stored.data.boardId as string | null | undefined) ?? null : null;

/**
 * Where a pushed object belongs. A stored object stays in its scope, except a task whose list or board changes: it
 * follows the list (into a shared list, or back to the user's own), goes to the board, or, taken off its board
 * without a list, to the user's own. A new task goes where its
 * board, list or parent task is; a tag with a `boardId` is the board's (its members share it), one without is the
 * user's own; anything else new is the user's own. Nothing goes into, out of or changes in an archived board (it is
 * read-only: BOARD_ARCHIVED). Answers the scope, or the code to refuse the item with.
 */
function targetScope(
  model: SyncModelName, item: IncomingItem, stored: StoredRow | undefined, userId: string, roles: Map<string, Role | 'owner'>,
  { scopeOfList, scopeOfParent, hiddenLists, hiddenParents, archivedBoards }: Places,
): string | 'FORBIDDEN' | 'NOT_FOUND' | 'BOARD_ARCHIVED' {
  if (stored && !roles.has(stored.scopeId)) return 'NOT_FOUND';
  if (stored && !mayWrite(roles.get(stored.scopeId))) return 'FORBIDDEN';
  if (stored && archivedBoards.has(stored.scopeId)) return 'BOARD_ARCHIVED';
  if (personalModels.has(model)) return stored?.scopeId ?? userId;
  let scope = stored?.scopeId ?? userId;
  if (model === 'label') {
    const boardId = boardOf(item, stored);
    if (boardId) scope = boardId;
    else if (item.boardId !== undefined || !stored) scope = userId;
  }
  if (model === 'task') {
    const listId = item.categoryId !== undefined ? item.categoryId as string | null : stored ? (stored.data.categoryId as string | null) : null;
    const parentId = (item.parentGlobalTaskId ?? stored?.data.parentGlobalTaskId) as string | null | undefined;
    // A task put in a list, or under a task, that exists where the user cannot see it (a shared list they were removed
    // from while offline) is refused as unseen: it would land in their own scope naming a list that is not theirs.
    if ((item.categoryId !== undefined || !stored) && listId && hiddenLists.has(listId)) return 'NOT_FOUND';
    if ((item.parentGlobalTaskId !== undefined || !stored) && parentId && hiddenParents.has(parentId)) return 'NOT_FOUND';
    // A board's task lives in the board's scope (a board's id is its scope's): one the user is not in is unseen below.
    const boardId = boardOf(item, stored);
    // Taken off its board (`boardId: null`) with no list named: the pusher's own task, no longer the board's.
    const leavesBoard = item.boardId === null && typeof stored?.data.boardId === 'string';
    if (boardId) scope = boardId;
    else if (listId && scopeOfList.has(listId)) scope = scopeOfList.get(listId)!;
    else if (parentId && scopeOfParent.has(parentId)) scope = scopeOfParent.get(parentId)!;
    else if (item.categoryId !== undefined || !stored || leavesBoard) scope = userId;
  }
  if (!roles.has(scope)) return 'NOT_FOUND';
  if (!mayWrite(roles.get(scope))) return 'FORBIDDEN';
  return archivedBoards.has(scope) ? 'BOARD_ARCHIVED' : scope;
}

/** The fields that place a task (list, board, parent task). */
const placeFields = ['categoryId', 'boardId', 'parentGlobalTaskId'] as const;

/** The pushed item without the place fields whose write lost the merge (the merged object holds another value). */
function withoutLostPlaces(item: IncomingItem, merged: Record<string, unknown>): IncomingItem {
  const lost = placeFields.filter((field) => item[field] !== undefined && item[field] !== merged[field]);
  if (lost.length === 0) return item;
  const kept = { ...item };
  for (const field of lost) delete kept[field];
  return kept;
}

interface Places {
  /** The scope of each named list and parent task the user can see. */
  scopeOfList: Map<string, string>;
  scopeOfParent: Map<string, string>;
  /** Named lists and parent tasks that exist, but only in scopes the user cannot see. */
  hiddenLists: Set<string>;
  hiddenParents: Set<string>;
  /** The user's scopes that are archived boards (read-only). */
  archivedBoards: Set<string>;
}

/** Where the lists and parent tasks the pushed tasks name are, for the user. */
async function placesOf(tx: Executor, scopes: string[], archivedBoards: Set<string>, items: IncomingItem[]): Promise<Places> {
  const listIds = [...new Set(items.flatMap((item) => (typeof item.categoryId === 'string' ? [item.categoryId] : [])))];
  const parentIds = [...new Set(items.flatMap((item) => (typeof item.parentGlobalTaskId === 'string' ? [item.parentGlobalTaskId] : [])))];
  const places: Places = { scopeOfList: new Map(), scopeOfParent: new Map(), hiddenLists: new Set(), hiddenParents: new Set(), archivedBoards };
  const sort = (rows: { id: string; scopeId: string }[], scopeOf: Map<string, string>, hidden: Set<string>) => {
    for (const row of rows) if (scopes.includes(row.scopeId)) scopeOf.set(row.id, row.scopeId);
    for (const row of rows) if (!scopeOf.has(row.id)) hidden.add(row.id);
  };
  if (listIds.length) {
    sort(await tx.select({ id: categories.id, scopeId: categories.scopeId }).from(categories).where(inArray(categories.id, listIds)),
      places.scopeOfList, places.hiddenLists);
  }
  if (parentIds.length) {
    sort(await tx.select({ id: sql<string>`${tasks.data}->>'globalTaskId'`, scopeId: tasks.scopeId }).from(tasks)
      .where(inArray(sql`${tasks.data}->>'globalTaskId'`, parentIds)), places.scopeOfParent, places.hiddenParents);
  }
  return places;
}

/**
 * The pushed tasks with every parent before its subtasks (otherwise in the order sent): a subtask pushed together
 * with its new parent then lands in the scope the parent just took (a shared list), not in the pusher's own.
 */
function parentsFirst(items: IncomingItem[]): IncomingItem[] {
  const parentOf = new Map<string, string>();
  for (const item of items) if (typeof item.parentGlobalTaskId === 'string') parentOf.set(String(item.globalTaskId ?? item.id), item.parentGlobalTaskId);
  const depth = (taskId: string, seen: Set<string>): number => {
    const parent = parentOf.get(taskId);
    if (parent === undefined || seen.has(taskId)) return 0;
    seen.add(taskId);
    return 1 + depth(parent, seen);
  };
  return items.map((item, index) => ({ item, index, depth: depth(String(item.globalTaskId ?? item.id), new Set()) }))
    .sort((a, b) => a.depth - b.depth || a.index - b.index).map((entry) => entry.item);
}

/**
 * Merges pushed objects with the shared merge rule, in one transaction, each into the scope it belongs to (the
 * user's own, or a shared list or board they may write), each scope's clock moved once. An object the user may only
 * read, or cannot see, changes nothing and is listed in `rejected`. Attachments are made only by upload and
 * notifications only by the server (`trusted`), so a push may edit but not create one.
 */
export async function applyPush(
  db: Executor, userId: string, push: PushByModel, now: number,
  options: { trusted?: boolean; inTransaction?: boolean; storedTasks?: Map<string, StoredRow> } = {},
): Promise<PushResult> {
  const changed = emptyObjects();
  const rejected: PushResult['rejected'] = {};
  const total = syncModelNames.reduce((sum, model) => sum + (push[model]?.length ?? 0), 0);
  if (total === 0) return { changed, seq: null, scopeIds: [], rejected };
  const scopeOf = new Map<string, string>();
  let moved = false;
  // Inside a write's transaction already (writeObjects): no savepoint, one round trip less.
  const run = <T>(work: (tx: Executor) => Promise<T>): Promise<T> => (options.inTransaction ? work(db) : db.transaction((tx) => work(tx)));
  const result = await run(async (tx) => {
    const { roles, archivedBoards } = await writeScopes(tx, userId);
    const scopes = [...roles.keys()];
    const places = await placesOf(tx, scopes, archivedBoards, push.task ?? []);
    const placement = new TaskPlacement(tx, userId);
    await placement.load(push.task ?? [], push.label ?? []);
    /** Per scope, per model: the merged objects to update (with the scope they move from) and to insert. */
    const writes = new Map<string, Map<SyncModelName, { updates: { data: Record<string, unknown>; from: string }[]; inserts: Record<string, unknown>[] }>>();
    for (const model of syncModelNames) {
      const items = model === 'task' && push.task ? parentsFirst(push.task) : push[model];
      if (!items?.length) continue;
      const table = tableOf(model);
      const ids = [...new Set(items.map((item) => item.id))];
      const existing = new Map<string, StoredRow>();
      const columns = { id: table.id, scopeId: table.scopeId, data: table.data, ...(model === 'attachment' && { storageKey: attachments.storageKey }) };
      // The pushed tasks' rows, locked, when the write read them already (tasksBefore); otherwise read and locked here.
      const preloaded = model === 'task' ? options.storedTasks : undefined;
      if (preloaded) for (const [id, row] of preloaded) existing.set(id, row);
      for (let i = 0; !preloaded && i < ids.length; i += writeBatch) {
        const rows = await tx.select(columns).from(table).where(inArray(table.id, ids.slice(i, i + writeBatch))).for('update');
        for (const row of rows) existing.set(row.id, row);
      }
      const merged = new Map<string, { data: Record<string, unknown>; scope: string }>();
      const refused = new Map<string, RejectedSyncItem>();
      for (const item of items) {
        const stored = existing.get(item.id);
        // Attachments are made by upload and notifications by the server: a push may edit them, never make one.
        if (!stored && (model === 'attachment' || (model === 'userNotification' && !options.trusted))) continue;
        const base = merged.get(item.id)?.data ?? stored?.data;
        const mergedItem = mergeObject(model, base, keepsBytesGone(model, stored, item), now, { untimedWins: true });
        let data = mergedItem.object as Record<string, unknown>;
        // It goes where the merged object says: a list, board or parent the push named but lost to a later write
        // (another device moved it meanwhile) moves nothing, or the task would sit in one scope naming another's list.
        const scope = targetScope(model, stored ? withoutLostPlaces(item, data) : item, stored, userId, roles, places);
        if (scope === 'FORBIDDEN' || scope === 'NOT_FOUND' || scope === 'BOARD_ARCHIVED') {
          refused.set(item.id, { id: item.id, code: scope });
          continue;
        }
        let corrected = false;
        if (model === 'task') {
          // A board's task: its section of its board, no list, an assignee who is a member (board-task-rules.ts).
          const placed = await placement.check(item, stored, data, scope, now);
          if ('code' in placed) {
            refused.set(item.id, { id: item.id, code: placed.code });
            continue;
          }
          ({ data, corrected } = placed);
          // Its subtasks later in this push follow it there.
          places.scopeOfParent.set(String(stored?.data.globalTaskId ?? item.globalTaskId ?? item.id), scope);
        }
        const moves = stored !== undefined && stored.scopeId !== scope;
        if (mergedItem.changed || corrected || merged.has(item.id) || moves) {
          merged.set(item.id, { data: withServerFields(model, data, item, options.trusted ?? false, userId), scope });
        }
      }
      if (refused.size > 0) rejected[model] = [...refused.values()];
      for (const [id, { data, scope }] of merged) {
        const byModel = writes.get(scope) ?? new Map();
        writes.set(scope, byModel);
        const entry = byModel.get(model) ?? { updates: [], inserts: [] };
        byModel.set(model, entry);
        const stored = existing.get(id);
        if (stored) entry.updates.push({ data, from: stored.scopeId });
        else entry.inserts.push(data);
        if (stored && stored.scopeId !== scope) moved = true;
        scopeOf.set(`${model}/${id}`, scope);
        (changed[model] as unknown[]).push(data);
      }
    }
    // Objects leaving a shared scope: its clock moves too, and the exit is recorded at that value (see scopeExits).
    const exits: { scopeId: string; model: SyncModelName; objectId: string }[] = [];
    for (const [scope, byModel] of writes) {
      for (const [model, { updates }] of byModel) {
        for (const { data, from } of updates) if (from !== scope && from !== userId) exits.push({ scopeId: from, model, objectId: data.id as string });
      }
    }
    // Clocks in id order, so two writes to the same scopes never wait on each other in a circle.
    let highest: number | null = null;
    const seqOf = new Map<string, number>();
    const touched = [...new Set([...writes.keys(), ...exits.map((exit) => exit.scopeId)])].sort();
    for (const scope of touched) {
      const seq = await advanceClockOf(tx, scope, userId);
      seqOf.set(scope, seq);
      highest = Math.max(highest ?? 0, seq);
      for (const [model, { updates, inserts }] of writes.get(scope) ?? []) await writeRows(tx, tableOf(model), scope, seq, updates, inserts);
    }
    if (exits.length > 0) {
      const records = JSON.stringify(exits.map((exit) => ({ scope_id: exit.scopeId, model: exit.model, object_id: exit.objectId, left_at: seqOf.get(exit.scopeId) })));
      await tx.execute(sql`insert into scope_exits (scope_id, model, object_id, left_at)
        select v.scope_id, v.model, v.object_id, v.left_at from jsonb_to_recordset(${records}::jsonb) as v(scope_id text, model text, object_id text, left_at bigint)
        on conflict (scope_id, model, object_id) do update set left_at = excluded.left_at`);
    }
    return { seq: highest, scopeIds: touched };
  });
  return { changed, seq: result.seq, scopeIds: result.scopeIds, rejected, scopeOf, moved };
}

/**
 * Writes merged objects as one JSON parameter per statement (no parameter limit, one round trip). An update is bound
 * to the scope the object was read in (and may move it to `scopeId`); an id taken by someone else between the read
 * and the insert is left alone.
 */
async function writeRows(
  tx: Executor, table: typeof tasks, scopeId: string, seq: number, updates: { data: Record<string, unknown>; from: string }[], inserts: Record<string, unknown>[],
) {
  if (updates.length) {
    const records = JSON.stringify(updates.map(({ data, from }) => ({ id: data.id, data, from_scope: from })));
    await tx.execute(sql`update ${table} set seq = ${seq}, data = v.data, scope_id = ${scopeId}
      from jsonb_to_recordset(${records}::jsonb) as v(id text, data jsonb, from_scope text)
      where ${table}.id = v.id and ${table}.scope_id = v.from_scope`);
  }
  if (inserts.length) {
    const records = JSON.stringify(inserts.map((data) => ({ id: data.id, data })));
    await tx.execute(sql`insert into ${table} (id, scope_id, seq, data)
      select v.id, ${scopeId}, ${seq}, v.data from jsonb_to_recordset(${records}::jsonb) as v(id text, data jsonb)
      on conflict (id) do nothing`);
  }
}
