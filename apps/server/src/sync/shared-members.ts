import type { Board, Role, Section, SharedMember } from '@taskhub/domain';
import { and, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { presentBoard, presentSection } from '../boards/boards.js';
import type { Database } from '../db/database.js';
import { boards, memberships, sections, users } from '../db/schema.js';
import { activeCount } from '../members/members.js';

type Reader = Pick<Database, 'select'>;

const scopeKey = { category: 'categoryId', workspace: 'workspaceId', board: 'boardId' } as const;

/**
 * The `sharedMember` items of a pull (API.md section 5): the people of every shared scope the user is in (invited and
 * asking ones too, as the members call lists them) whose row changed after `since` and by `cursor`, and all of those
 * of a scope joined since. The name and picture are the account's as they are now.
 */
export async function changedMembers(db: Reader, sharedScopes: string[], since: number, cursor: number, joined: string[]): Promise<SharedMember[]> {
  if (sharedScopes.length === 0) return [];
  const fresh = joined.length > 0 ? or(gt(memberships.seq, since), inArray(memberships.scopeId, joined))! : gt(memberships.seq, since);
  const rows = await db.select({ membership: memberships, accountId: users.id, accountName: users.name, profilePicture: users.profilePicture })
    .from(memberships)
    .leftJoin(users, sql`(${users.id} = ${memberships.userId} or (${memberships.userId} is null and ${users.email} = ${memberships.email}))`)
    .where(and(inArray(memberships.scopeId, sharedScopes), fresh, lte(memberships.seq, cursor)));
  return rows.map(({ membership: row, accountId, accountName, profilePicture }) => ({
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
 * user's role changed since (`roleChanged`: the board object carries the caller's role).
 */
export async function changedBoardRows(db: Reader, boardRoles: Map<string, Role>, since: number, cursor: number, joined: string[], roleChanged: string[] = []) {
  const ids = [...boardRoles.keys()];
  if (ids.length === 0) return { boards: [] as Board[], sections: [] as Section[] };
  const fresh = <T extends typeof boards | typeof sections>(table: T, scope: typeof boards.id | typeof sections.boardId) =>
    and(joined.length > 0 ? or(gt(table.seq, since), inArray(scope, joined))! : gt(table.seq, since), lte(table.seq, cursor));
  const again = roleChanged.filter((id) => boardRoles.has(id));
  const boardRows = await db.select().from(boards)
    .where(and(inArray(boards.id, ids), again.length > 0 ? or(fresh(boards, boards.id), inArray(boards.id, again)) : fresh(boards, boards.id)));
  const counts = await activeCount(db, boardRows.map((row) => row.id));
  const sectionRows = await db.select().from(sections).where(and(inArray(sections.boardId, ids), fresh(sections, sections.boardId)));
  return {
    boards: boardRows.map((row) => presentBoard(row, boardRoles.get(row.id) ?? null, counts.get(row.id) ?? 0)),
    sections: sectionRows.map(presentSection),
  };
}
