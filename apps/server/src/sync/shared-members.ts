import type { Role, SharedMember } from '@taskhub/domain';
import { and, eq, getTableColumns, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { presentBoard, presentSection } from '../boards/boards.js';
import type { Database } from '../db/database.js';
import { boards, memberships, sections, users, type BoardRow } from '../db/schema.js';
import { activeCount } from '../members/members.js';

type Reader = Pick<Database, 'select'>;

const scopeKey = { category: 'categoryId', workspace: 'workspaceId', board: 'boardId' } as const;

/**
 * A table's row as a JSON object keyed as drizzle reads its columns (camelCase; bigint ms columns are numbers either
 * way), so rows read inside another statement (the pull's one select, `pullChangedJson`) parse back to the same shape.
 */
const rowJson = (table: PgTable) => sql`json_build_object(${sql.join(Object.entries(getTableColumns(table))
  .map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`), sql`, `)})`;

/** A subquery's rows as a JSON array's text, for one column of the pull's statement (`'[]'` when there are none). */
const jsonRows = (row: SQL, from: SQL, where: SQL | undefined) => sql`(select coalesce(json_agg(${row}), '[]')::text from ${from} where ${where})`;

interface MemberJoin { membership: typeof memberships.$inferSelect; accountId: string | null; accountName: string | null; profilePicture: string | null }

/**
 * The `sharedMember` items of a pull (API.md section 5): the people of every shared scope the user is in (invited and
 * asking ones too, as the members call lists them) whose row changed after `since` and by `cursor`, and all of those
 * of a scope joined since. The name and picture are the account's as they are now. Read as a column of the pull's
 * statement (`changedMembersSql`, null when the user is in no shared scope) and made items by `presentChangedMembers`.
 */
export function changedMembersSql(sharedScopes: string[], since: number, cursor: number, joined: string[]): SQL | null {
  if (sharedScopes.length === 0) return null;
  const fresh = joined.length > 0 ? or(gt(memberships.seq, since), inArray(memberships.scopeId, joined))! : gt(memberships.seq, since);
  const row = sql`json_build_object('membership', ${rowJson(memberships)}, 'accountId', ${users.id}, 'accountName', ${users.name}, 'profilePicture', ${users.profilePicture})`;
  const from = sql`${memberships} left join ${users} on (${users.id} = ${memberships.userId} or (${memberships.userId} is null and ${users.email} = ${memberships.email}))`;
  return jsonRows(row, from, and(inArray(memberships.scopeId, sharedScopes), fresh, lte(memberships.seq, cursor)));
}

export function presentChangedMembers(text: string | null | undefined): SharedMember[] {
  return (JSON.parse(text ?? '[]') as MemberJoin[]).map(({ membership: row, accountId, accountName, profilePicture }) => ({
    id: row.id, scopeId: row.scopeId, kind: row.scopeKind, [scopeKey[row.scopeKind]]: row.scopeId,
    userId: accountId, email: row.email, name: accountName ?? row.email, profilePicture, role: row.role, state: row.state,
    creationDate: row.creationDate, lastUpdateDate: row.lastUpdateDate,
  }));
}

/** Sync's models made by the server's own calls (members, boards, sections): pulled, never pushed. */
export const serverModels = ['sharedMember', 'board', 'section'] as const;
export type ServerModel = (typeof serverModels)[number];

/** The rows of these scopes the user drops with them when they leave: their people, the boards and their sections. */
export async function serverRowsOf(db: Reader, scopeIds: string[]) {
  if (scopeIds.length === 0) return { people: [], boardIds: [], sectionIds: [] };
  const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
  return {
    people: ids(await db.select({ id: memberships.id }).from(memberships).where(inArray(memberships.scopeId, scopeIds))),
    boardIds: ids(await db.select({ id: boards.id }).from(boards).where(inArray(boards.id, scopeIds))),
    sectionIds: ids(await db.select({ id: sections.id }).from(sections).where(inArray(sections.boardId, scopeIds))),
  };
}

/** Of these ids of a server model, those still in one of the scopes the user sees. */
export async function stillThere(db: Reader, model: ServerModel, ids: string[], visible: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = model === 'sharedMember'
    ? await db.select({ id: memberships.id }).from(memberships).where(and(inArray(memberships.id, ids), inArray(memberships.scopeId, visible)))
    : model === 'section'
      ? await db.select({ id: sections.id }).from(sections).where(and(inArray(sections.id, ids), inArray(sections.boardId, visible)))
      : await db.select({ id: boards.id }).from(boards).where(and(inArray(boards.id, ids), inArray(boards.id, visible)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The `board` and `section` items of a pull: the boards the user is a member of (with their role there) and their
 * sections, changed after `since` and by `cursor`, all of those of a board joined since; and the boards where the
 * user's own membership changed since (their role: the board object carries it). Read as two columns of the pull's
 * statement (`changedBoardRowsSql`, null when the user is on no board), after the pull's cursor is taken, so a role
 * changed while the pull runs comes with the board rather than staying stale past the cursor; made items by
 * `presentBoardRows`, which counts the members of the boards that came (a statement of its own, only then).
 */
export function changedBoardRowsSql(userId: string, boardRoles: Map<string, Role>, since: number, cursor: number, joined: string[]): { boards: SQL; sections: SQL } | null {
  const ids = [...boardRoles.keys()];
  if (ids.length === 0) return null;
  const fresh = <T extends typeof boards | typeof sections>(table: T, scope: typeof boards.id | typeof sections.boardId) =>
    and(joined.length > 0 ? or(gt(table.seq, since), inArray(scope, joined))! : gt(table.seq, since), lte(table.seq, cursor));
  const mine = and(eq(memberships.userId, userId), inArray(memberships.state, ['CREATOR', 'ACCEPTED']));
  const roleChanged = sql`${boards.id} in (select ${memberships.scopeId} from ${memberships} where ${and(mine, eq(memberships.scopeKind, 'board'), gt(memberships.seq, since))})`;
  const role = sql`(select ${memberships.role} from ${memberships} where ${and(mine, eq(memberships.scopeId, boards.id))})`;
  return {
    boards: jsonRows(sql`json_build_object('row', ${rowJson(boards)}, 'role', ${role})`, sql`${boards}`,
      and(inArray(boards.id, ids), or(fresh(boards, boards.id), roleChanged))),
    sections: jsonRows(rowJson(sections), sql`${sections}`, and(inArray(sections.boardId, ids), fresh(sections, sections.boardId))),
  };
}

export async function presentBoardRows(db: Reader, boardRoles: Map<string, Role>, boardsText: string | null | undefined, sectionsText: string | null | undefined) {
  const boardRows = JSON.parse(boardsText ?? '[]') as { row: BoardRow; role: Role | null }[];
  const counts = await activeCount(db, boardRows.map(({ row }) => row.id));
  return {
    // The role as the statement read it; one the user lost meanwhile is told by the pull that lists the board removed.
    boards: boardRows.map(({ row, role }) => presentBoard(row, role ?? boardRoles.get(row.id) ?? null, counts.get(row.id) ?? 0)),
    sections: (JSON.parse(sectionsText ?? '[]') as (typeof sections.$inferSelect)[]).map(presentSection),
  };
}
