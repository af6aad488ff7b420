import { AppError, can, isActiveState, type MemberState, type Permission, type Role, type ScopeKind } from '@taskhub/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { boards, memberships, tasks, type BoardRow } from '../db/schema.js';

/**
 * The one place that decides who sees and does what in a shared scope (workspace, board, shared list), from the
 * memberships table and the role → permission table of packages/domain. Every route, the sync engine and realtime
 * ask here. Something the caller may not see answers 404 exactly as a missing id does; something they may see but
 * not do answers 403.
 */

type Reader = Pick<Database, 'select'>;

/**
 * The caller's role in each of these scopes where they are an active member (CREATOR or ACCEPTED); with `kind`, only in
 * scopes of that kind (a workspace call must not act on a shared list that happens to carry the id it was given).
 */
export async function activeRoles(db: Reader, userId: string, scopeIds: string[], kind?: ScopeKind): Promise<Map<string, Role>> {
  const roles = new Map<string, Role>();
  if (scopeIds.length === 0) return roles;
  const rows = await db.select({ scopeId: memberships.scopeId, role: memberships.role, state: memberships.state })
    .from(memberships).where(and(eq(memberships.userId, userId), inArray(memberships.scopeId, [...new Set(scopeIds)]),
      ...(kind ? [eq(memberships.scopeKind, kind)] : [])));
  for (const row of rows) if (isActiveState(row.state)) roles.set(row.scopeId, row.role);
  return roles;
}

/** The caller's role in one scope (of that kind, when named), or null when they are not an active member of it. */
export async function activeRole(db: Reader, userId: string, scopeId: string, kind?: ScopeKind): Promise<Role | null> {
  return (await activeRoles(db, userId, [scopeId], kind)).get(scopeId) ?? null;
}

/** Every shared scope the user is an active member of, optionally of one kind. */
export async function memberScopes(db: Reader, userId: string, kind?: ScopeKind): Promise<{ scopeId: string; kind: ScopeKind; role: Role }[]> {
  const rows = await membershipsOfUser(db, userId);
  return activeScopesOf(kind ? rows.filter((row) => row.kind === kind) : rows);
}

/**
 * The caller's role in a scope of the named kind they must be able to `permission`: 404 NOT_FOUND when they are not a
 * member (alike for a missing scope, and for a scope of another kind: a workspace call given a shared list's id), 403
 * when their role does not allow it (`code`, FORBIDDEN unless told).
 */
export async function requireAccess(
  db: Reader, userId: string, scope: { id: string; kind: ScopeKind }, permission: Permission, code: 'FORBIDDEN' | 'NOT_PERMITTED' = 'FORBIDDEN',
): Promise<Role> {
  const role = await activeRole(db, userId, scope.id, scope.kind);
  if (!role) throw new AppError('NOT_FOUND');
  if (!can(role, permission)) throw new AppError(code);
  return role;
}

/** A membership row of the user, in any state, with the times a sync pull compares with its cursor. */
export interface MembershipOfUser { scopeId: string; kind: ScopeKind; role: Role; state: MemberState; joinedAt: number | null; seq: number }

/**
 * Every membership row of the user, whatever its state, in one read: the sync pull takes the scopes the user sees
 * (`activeScopesOf`) and the scopes joined since its cursor from the same rows.
 */
export async function membershipsOfUser(db: Reader, userId: string): Promise<MembershipOfUser[]> {
  return db.select({
    scopeId: memberships.scopeId, kind: memberships.scopeKind, role: memberships.role, state: memberships.state, joinedAt: memberships.joinedAt, seq: memberships.seq,
  }).from(memberships).where(eq(memberships.userId, userId));
}

/** The shared scopes of these rows the user is an active member of (memberScopes, from rows already read). */
export const activeScopesOf = (rows: MembershipOfUser[]): { scopeId: string; kind: ScopeKind; role: Role }[] =>
  rows.filter((row) => isActiveState(row.state)).map(({ scopeId, kind, role }) => ({ scopeId, kind, role }));

/** The scopes whose objects a user sees: their personal scope and every shared scope they are an active member of. */
export async function visibleScopes(db: Reader, userId: string): Promise<string[]> {
  return [userId, ...(await memberScopes(db, userId)).map((scope) => scope.scopeId)];
}

/**
 * What a user may do in each scope they see: their personal scope is all theirs; a shared one as their role says.
 * Used by the sync write path to decide per object (a push may name objects of several scopes at once).
 */
export async function scopeRoles(db: Reader, userId: string): Promise<Map<string, Role | 'owner'>> {
  return (await writeScopes(db, userId)).roles;
}

/**
 * The sync write path's view of the user's scopes, in one read: their role in each, the personal scope as 'owner'
 * (what `scopeRoles` answers), and which of them are archived boards, read-only for everyone.
 */
export async function writeScopes(db: Reader, userId: string): Promise<{ roles: Map<string, Role | 'owner'>; archivedBoards: Set<string> }> {
  const rows = await db.select({ scopeId: memberships.scopeId, role: memberships.role, state: memberships.state, archived: boards.isArchived })
    .from(memberships).leftJoin(boards, eq(boards.id, memberships.scopeId)).where(eq(memberships.userId, userId));
  const roles = new Map<string, Role | 'owner'>([[userId, 'owner']]);
  const archivedBoards = new Set<string>();
  for (const row of rows) {
    if (!isActiveState(row.state)) continue;
    roles.set(row.scopeId, row.role);
    if (row.archived === true) archivedBoards.add(row.scopeId);
  }
  return { roles, archivedBoards };
}

/**
 * Which of these scopes are archived boards. An archived board is read-only for everyone (SPEC.md section 4: it is
 * never restored): the sync write path refuses what a push names there (BOARD_ARCHIVED), as the REST calls do.
 */
export async function archivedBoardIds(db: Reader, scopeIds: string[]): Promise<Set<string>> {
  if (scopeIds.length === 0) return new Set();
  const rows = await db.select({ id: boards.id }).from(boards).where(and(inArray(boards.id, [...new Set(scopeIds)]), eq(boards.isArchived, true)));
  return new Set(rows.map((row) => row.id));
}

/** Whether a role from `scopeRoles` lets its user write content. */
export const mayWrite = (role: Role | 'owner' | undefined): boolean => role === 'owner' || can(role, 'write');

/**
 * A user's own scope alone, as a list. The time-zone move works on the user's own tasks only: a shared task's reminder
 * is its recipient's (reminders/schedule.ts remindersOfWrittenTasks), scheduled in their zone when the task is written.
 */
export const personalScope = (userId: string): string[] => [userId];

/**
 * The caller's standing on a board (SPEC.md section 5): their role when they are a member; null when they are not but
 * the board is public and they are in its workspace (they may open and join it). A private board is seen only by its
 * members: to anyone else, as a missing id, 404.
 */
export async function boardAccess(db: Reader, userId: string, boardId: string): Promise<{ board: BoardRow; role: Role | null }> {
  const [board] = await db.select().from(boards).where(eq(boards.id, boardId)).limit(1);
  if (!board) throw new AppError('NOT_FOUND');
  const roles = await activeRoles(db, userId, [board.id, board.workspaceId]);
  const role = roles.get(board.id) ?? null;
  if (role === null && (board.isPrivate || !roles.has(board.workspaceId))) throw new AppError('NOT_FOUND');
  return { board, role };
}

/** `boardAccess`, and a role that may `permission` (403 otherwise; someone who has not joined may only read). */
export async function requireBoard(db: Reader, userId: string, boardId: string, permission: Permission): Promise<{ board: BoardRow; role: Role | null }> {
  const access = await boardAccess(db, userId, boardId);
  if (permission !== 'read' && !can(access.role ?? undefined, permission)) throw new AppError('FORBIDDEN');
  return access;
}

/**
 * The caller's standing on one task, for what hangs on it (comments): 'owner' for a task of their own scope, their role
 * in the shared scope it is in, or null for a card of a public board of their workspace they have not joined (they may
 * read it, as they may open the board). A deleted task, another person's task or a private board's card: 404.
 * `permission` other than read needs a role that allows it (403 FORBIDDEN), and a write into an archived board is
 * 409 BOARD_ARCHIVED.
 */
export async function requireTask(
  db: Reader, userId: string, taskId: string, permission: Permission,
): Promise<{ scopeId: string; role: Role | 'owner' | null }> {
  const [task] = await db.select({ scopeId: tasks.scopeId, status: sql<string | null>`${tasks.data}->>'status'` })
    .from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!task || task.status === 'DELETED') throw new AppError('NOT_FOUND');
  let role: Role | 'owner' | null;
  if (task.scopeId === userId) role = 'owner';
  else {
    role = (await activeRoles(db, userId, [task.scopeId])).get(task.scopeId) ?? null;
    // Not a member of the scope: only a public board's card, seen from its workspace, is readable.
    if (role === null) await boardAccess(db, userId, task.scopeId);
  }
  if (permission !== 'read' && role !== 'owner' && !can(role ?? undefined, permission)) throw new AppError('FORBIDDEN');
  if (permission !== 'read' && (await archivedBoardIds(db, [task.scopeId])).size > 0) throw new AppError('BOARD_ARCHIVED');
  return { scopeId: task.scopeId, role };
}
