import { isActiveState, syncModelNames, type Board, type Section, type SharedMember, type SyncModelName } from '@taskhub/domain';
import { and, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { activeScopesOf, membershipsOfUser, type MembershipOfUser } from '../access/access.js';
import type { Database } from '../db/database.js';
import { scopeDepartures, scopeExits } from '../db/schema.js';
import { pullCursor } from './change-clock.js';
import { changedBoardRowsSql, changedMembersSql, presentBoardRows, presentChangedMembers, serverModels, serverRowsOf, stillThere, type ServerModel } from './shared-members.js';
import { tableOf } from './sync-tables.js';

/** The pull half of the object store: what a sync answer carries since a cursor, and what a device must drop. */
export interface PullOptions {
  includeDone: boolean;
  includeDeleted: boolean;
}

/** Per model, the JSON texts of its objects joined by commas: the inside of a JSON array. */
export type JsonByModel = Record<SyncModelName, string>;

/** Per model, the ids a device must drop: objects (and people) of scopes the user left or was removed from. */
export type RemovedByModel = Partial<Record<SyncModelName | ServerModel, string[]>>;

/**
 * The shared scopes the user joined after `since` (a pull brings all of their objects, however old) and those they
 * left after it and have not joined again (a pull lists their objects as removed), from the user's membership rows
 * (read once with the scopes they see); with the departures, in the same statement, the objects that left any scope
 * the user sees or left (`scope_exits`, see `exitedIds`).
 */
async function membershipChanges(db: Database, userId: string, rows: MembershipOfUser[], scopes: string[], since: number) {
  // A full pull brings every scope whole and lists nothing as removed; its cursor still goes past every join.
  if (since <= 0) {
    return { joined: [] as string[], left: [] as string[], latest: Math.max(0, ...rows.map((row) => Number(row.joinedAt ?? 0))), exits: [] };
  }
  const active = rows.filter((row) => isActiveState(row.state));
  const joined = active.filter((row) => row.joinedAt !== null && Number(row.joinedAt) > since);
  const departed = and(eq(scopeDepartures.userId, userId), gt(scopeDepartures.leftAt, since));
  const result = await db.execute(sql`select
    (select coalesce(json_agg(json_build_array(${scopeDepartures.scopeId}, ${scopeDepartures.leftAt})), '[]')::text from ${scopeDepartures} where ${departed}) as "left",
    (select coalesce(json_agg(json_build_array(${scopeExits.model}, ${scopeExits.objectId})), '[]')::text from ${scopeExits}
      where (${inArray(scopeExits.scopeId, scopes)} or ${scopeExits.scopeId} in (select ${scopeDepartures.scopeId} from ${scopeDepartures} where ${departed}))
      and ${gt(scopeExits.leftAt, since)}) as "exits"`);
  const texts = (result as unknown as { rows: { left: string; exits: string }[] }).rows[0]!;
  const left = JSON.parse(texts.left) as [string, number][];
  const exits = (JSON.parse(texts.exits) as [string, string][]).map(([model, objectId]) => ({ model, objectId }));
  const latest = Math.max(0, ...joined.map((row) => Number(row.joinedAt)), ...left.map(([, at]) => Number(at)));
  return { joined: joined.map((row) => row.scopeId), left: left.map(([scopeId]) => scopeId), latest, exits };
}

/**
 * Every object of the user's scopes written after `updatedSince` (all when 0), as the JSON text the database holds,
 * and the cursor for the next pull; with `rollBack`, also the current version of those objects whatever their age (a
 * push refused them, so the device puts its copy back). A scope joined since `updatedSince` comes whole; one left
 * since then is listed in `removed`. The database joins each model's objects into one text, in one statement: a
 * full sync of a large account is megabytes, and parsing it row by row only to serialize it again was most of its
 * time.
 */
export async function pullChangedJson(
  db: Database, userId: string, updatedSince: number, options: PullOptions, rollBack: Partial<Record<SyncModelName, string[]>> = {},
): Promise<{ json: JsonByModel; members: SharedMember[]; boards: Board[]; sections: Section[]; cursor: number; removed: RemovedByModel }> {
  const rows = await membershipsOfUser(db, userId);
  const memberOf = activeScopesOf(rows);
  const scopes = [userId, ...memberOf.map((scope) => scope.scopeId)];
  const clock = await pullCursor(db, scopes);
  const json: JsonByModel = { task: '', category: '', label: '', myDayEntry: '', attachment: '', userNotification: '', customView: '' };
  const { joined, left, latest, exits } = await membershipChanges(db, userId, rows, scopes, updatedSince);
  // Past the joins and departures this answer carries (their times are the database's clock, which a quiet scope's
  // sequence may be behind), so the next pull does not carry them again.
  const cursor = Math.max(clock.cursor, Math.min(latest, clock.safe));
  const removed = mergeRemoved(await removedIds(db, left), await exitedIds(db, exits, scopes));
  // The answer is always the cursor, even below `updatedSince`: a client whose clock runs ahead would otherwise keep
  // a future cursor and miss every write until the clock caught up. Re-sending a few objects is harmless.
  if (cursor <= updatedSince && joined.length === 0 && !syncModelNames.some((model) => rollBack[model]?.length)) {
    return { json, members: [], boards: [], sections: [], cursor, removed };
  }
  // One statement reads every model's changed objects, and the people, boards and sections that changed.
  const members = changedMembersSql(scopes.filter((scope) => scope !== userId), updatedSince, cursor, joined);
  const boardRoles = new Map(memberOf.filter((scope) => scope.kind === 'board').map((scope) => [scope.scopeId, scope.role]));
  const boardRows = changedBoardRowsSql(userId, boardRoles, updatedSince, cursor, joined);
  const serverColumns = [
    ...(members ? [sql`${members} as "sharedMember"`] : []),
    ...(boardRows ? [sql`${boardRows.boards} as "board"`, sql`${boardRows.sections} as "section"`] : []),
  ];
  const columns = syncModelNames.map((model) => {
    const table = tableOf(model);
    const fresh = joined.length > 0 ? or(gt(table.seq, updatedSince), inArray(table.scopeId, joined))! : gt(table.seq, updatedSince);
    const changed: SQL[] = [fresh, lte(table.seq, cursor)];
    if (model === 'task') {
      const hidden = [...(options.includeDone ? [] : ['DONE']), ...(options.includeDeleted ? [] : ['DELETED'])];
      if (hidden.length) changed.push(sql`not (${table.data}->>'status' in ${hidden})`);
    }
    const ids = rollBack[model] ?? [];
    const which = ids.length > 0 ? or(and(...changed), inArray(table.id, ids)) : and(...changed);
    return sql`(select string_agg(${table.data}::text, ',') from ${table} where ${and(inArray(table.scopeId, scopes), which)}) as ${sql.identifier(model)}`;
  });
  const result = await db.execute(sql`select ${sql.join([...columns, ...serverColumns], sql`, `)}`);
  const row = (result as unknown as { rows: Record<string, string | null>[] }).rows[0] ?? {};
  for (const model of syncModelNames) json[model] = row[model] ?? '';
  const { boards, sections } = await presentBoardRows(db, boardRoles, row.board, row.section);
  return { json, members: presentChangedMembers(row.sharedMember), boards, sections, cursor, removed };
}

/** The ids of every object in scopes the user left. */
async function removedIds(db: Database, scopeIds: string[]): Promise<RemovedByModel> {
  const removed: RemovedByModel = {};
  if (scopeIds.length === 0) return removed;
  for (const model of syncModelNames) {
    const table = tableOf(model);
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.scopeId, scopeIds));
    if (rows.length > 0) removed[model] = rows.map((one) => one.id);
  }
  const { people, boardIds, sectionIds } = await serverRowsOf(db, scopeIds);
  if (people.length > 0) removed.sharedMember = people;
  if (boardIds.length > 0) removed.board = boardIds;
  if (sectionIds.length > 0) removed.section = sectionIds;
  return removed;
}

/**
 * Of the objects that left a scope the user sees or left after the cursor (`exits`, read with the departures by
 * `membershipChanges`), those now in no scope the user sees: moved from a shared list into a member's own list, say.
 * Not bounded by the pull's cursor: a left scope's clock is not part of it, and listing an id again on the next pull
 * is harmless.
 */
async function exitedIds(db: Database, rows: { model: string; objectId: string }[], visible: string[]): Promise<RemovedByModel> {
  const removed: RemovedByModel = {};
  if (rows.length === 0) return removed;
  for (const model of syncModelNames) {
    const ids = [...new Set(rows.filter((row) => row.model === model).map((row) => row.objectId))];
    if (ids.length === 0) continue;
    const table = tableOf(model);
    const still = new Set((await db.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), inArray(table.scopeId, visible)))).map((row) => row.id));
    const gone = ids.filter((id) => !still.has(id));
    if (gone.length > 0) removed[model] = gone;
  }
  // People who left a scope the user still sees (or was removed from), sections deleted for good and the boards of a
  // deleted workspace: their rows went.
  for (const model of ['sharedMember', 'section', 'board'] as const) {
    const ids = [...new Set(rows.filter((row) => row.model === model).map((row) => row.objectId))];
    const stayed = await stillThere(db, model, ids, visible);
    const gone = ids.filter((id) => !stayed.has(id));
    if (gone.length > 0) removed[model] = gone;
  }
  return removed;
}

const mergeRemoved = (a: RemovedByModel, b: RemovedByModel): RemovedByModel =>
  Object.fromEntries([...syncModelNames, ...serverModels].flatMap((model) => {
    const ids = [...new Set([...(a[model] ?? []), ...(b[model] ?? [])])];
    return ids.length > 0 ? [[model, ids]] : [];
  }));
