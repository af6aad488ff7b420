import type { SharedMember } from '@taskhub/domain';
import { and, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { memberships, users } from '../db/schema.js';

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

/** The membership ids of these scopes: a user who left them drops their people with their objects. */
export async function memberIdsOf(db: Reader, scopeIds: string[]): Promise<string[]> {
  if (scopeIds.length === 0) return [];
  return (await db.select({ id: memberships.id }).from(memberships).where(inArray(memberships.scopeId, scopeIds))).map((row) => row.id);
}

/** Of these membership ids, those still in one of the scopes the user sees. */
export async function stillMembers(db: Reader, ids: string[], visible: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: memberships.id }).from(memberships).where(and(inArray(memberships.id, ids), inArray(memberships.scopeId, visible)));
  return new Set(rows.map((row) => row.id));
}
