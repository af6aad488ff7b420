import { AppError, can, isActiveState, type Permission, type Role, type ScopeKind } from '@taskhub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { memberships } from '../db/schema.js';

/**
 * The one place that decides who sees and does what in a shared scope (workspace, board, shared list), from the
 * memberships table and the role → permission table of packages/domain. Every route, the sync engine and realtime
 * ask here. Something the caller may not see answers 404 exactly as a missing id does; something they may see but
 * not do answers 403.
 */

type Reader = Pick<Database, 'select'>;

/** The caller's role in each of these scopes where they are an active member (CREATOR or ACCEPTED). */
export async function activeRoles(db: Reader, userId: string, scopeIds: string[]): Promise<Map<string, Role>> {
  const roles = new Map<string, Role>();
  if (scopeIds.length === 0) return roles;
  const rows = await db.select({ scopeId: memberships.scopeId, role: memberships.role, state: memberships.state })
    .from(memberships).where(and(eq(memberships.userId, userId), inArray(memberships.scopeId, [...new Set(scopeIds)])));
  for (const row of rows) if (isActiveState(row.state)) roles.set(row.scopeId, row.role);
  return roles;
}

/** The caller's role in one scope, or null when they are not an active member of it. */
export async function activeRole(db: Reader, userId: string, scopeId: string): Promise<Role | null> {
  return (await activeRoles(db, userId, [scopeId])).get(scopeId) ?? null;
}

/** Every shared scope the user is an active member of, optionally of one kind. */
export async function memberScopes(db: Reader, userId: string, kind?: ScopeKind): Promise<{ scopeId: string; kind: ScopeKind; role: Role }[]> {
  const rows = await db.select({ scopeId: memberships.scopeId, kind: memberships.scopeKind, role: memberships.role, state: memberships.state })
    .from(memberships).where(and(eq(memberships.userId, userId), ...(kind ? [eq(memberships.scopeKind, kind)] : [])));
  return rows.filter((row) => isActiveState(row.state)).map(({ scopeId, kind: rowKind, role }) => ({ scopeId, kind: rowKind, role }));
}

/**
 * The caller's role in a scope they must be able to `permission`: 404 NOT_FOUND when they are not a member (alike for
 * a missing scope), 403 when their role does not allow it (`code`, FORBIDDEN unless told).
 */
export async function requireAccess(
  db: Reader, userId: string, scopeId: string, permission: Permission, code: 'FORBIDDEN' | 'NOT_PERMITTED' = 'FORBIDDEN',
): Promise<Role> {
  const role = await activeRole(db, userId, scopeId);
  if (!role) throw new AppError('NOT_FOUND');
  if (!can(role, permission)) throw new AppError(code);
  return role;
}
