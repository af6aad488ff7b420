import { AppError, isActiveState, syncModelNames, type Member, type MemberState, type Role, type ScopeKind } from '@taskhub/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { memberships, scopeDepartures, users, type MembershipRow } from '../db/schema.js';
import { newId } from '../security/ids.js';
import { advanceSharedClock } from '../sync/change-clock.js';

/**
 * The people of a shared scope (workspace, board, shared list), the same for every kind: who is in it, their roles,
 * the sole-admin rule, joining and leaving. Who may call these is decided by the routes through access/access.ts.
 */

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The database's clock in ms, the scale of sync cursors: a join or departure compares with them. */
export const databaseNowMs = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * Moves the scope's clock for a change to its people and answers the value the changed row carries as `seq`, so every
 * member's next pull brings it as a `sharedMember` (sync/shared-members.ts).
 */
export const memberSeq = (tx: Executor, scopeId: string): Promise<number> => advanceSharedClock(tx, scopeId);

/** Deletes a membership row; the members' next pull lists its id under `sharedMember.removed` (a scope exit). */
export async function deleteMembership(tx: Executor, row: { id: string; scopeId: string }) {
  await tx.delete(memberships).where(eq(memberships.id, row.id));
  const seq = await memberSeq(tx, row.scopeId);
  await tx.execute(sql`insert into scope_exits (scope_id, model, object_id, left_at) values (${row.scopeId}, 'sharedMember', ${row.id}, ${seq})
    on conflict (scope_id, model, object_id) do update set left_at = excluded.left_at`);
}

/** A membership row with its person's account (by id, or by email for someone invited before they signed up). */
export interface MemberRow extends MembershipRow {
  accountId: string | null;
  accountName: string | null;
  profilePicture: string | null;
}

export async function memberRows(db: Pick<Database, 'select'>, scopeId: string, where?: ReturnType<typeof eq>): Promise<MemberRow[]> {
  const rows = await db.select({ membership: memberships, accountId: users.id, accountName: users.name, profilePicture: users.profilePicture })
    .from(memberships)
    .leftJoin(users, sql`(${users.id} = ${memberships.userId} or (${memberships.userId} is null and ${users.email} = ${memberships.email}))`)
    .where(and(eq(memberships.scopeId, scopeId), ...(where ? [where] : [])))
    .orderBy(asc(memberships.creationDate), asc(memberships.email));
  return rows.map((row) => ({ ...row.membership, accountId: row.accountId, accountName: row.accountName, profilePicture: row.profilePicture }));
}

/** A member as the API shows it (API.md section 5). */
export const presentMember = (row: MemberRow): Member => ({
  userId: row.accountId, email: row.email, name: row.accountName ?? row.email, profilePicture: row.profilePicture, role: row.role, state: row.state,
});

/** How many people are in the scope (CREATOR or ACCEPTED). */
export async function activeCount(db: Pick<Database, 'select'>, scopeIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (scopeIds.length === 0) return counts;
  const rows = await db.select({ scopeId: memberships.scopeId, count: sql<number>`count(*)::int` }).from(memberships)
    .where(and(inArray(memberships.scopeId, scopeIds), inArray(memberships.state, ['CREATOR', 'ACCEPTED'])))
    .groupBy(memberships.scopeId);
  for (const row of rows) counts.set(row.scopeId, Number(row.count));
  return counts;
}

/** The person who made the scope: its first admin. */
export async function addCreator(tx: Executor, scope: { id: string; kind: ScopeKind }, user: { id: string; email: string }, now: number) {
  await tx.insert(memberships).values({
    id: newId(), scopeId: scope.id, scopeKind: scope.kind, userId: user.id, email: user.email, role: 'admin', state: 'CREATOR',
    invitedBy: null, joinedAt: databaseNowMs, creationDate: now, lastUpdateDate: now, seq: await memberSeq(tx, scope.id),
  });
}

/** Makes someone an active member (accepting, joining by link, an approved request), and forgets an earlier departure. */
export async function markJoined(tx: Executor, row: { id: string; scopeId: string }, userId: string, now: number, role?: Role) {
  const seq = await memberSeq(tx, row.scopeId);
  await tx.update(memberships).set({ state: 'ACCEPTED', userId, joinedAt: databaseNowMs, lastUpdateDate: now, seq, ...(role && { role }) })
    .where(eq(memberships.id, row.id));
  await tx.delete(scopeDepartures).where(and(eq(scopeDepartures.scopeId, row.scopeId), eq(scopeDepartures.userId, userId)));
}

/** Adds a user straight in as an active member (an invite link), or updates their row; answers whether they were new. */
export async function joinDirectly(tx: Executor, scope: { id: string; kind: ScopeKind }, user: { id: string; email: string }, role: Role, now: number) {
  const [existing] = await memberRows(tx, scope.id, eq(memberships.email, user.email));
  if (existing && isActiveState(existing.state)) return false;
  if (existing) {
    await markJoined(tx, existing, user.id, now, role);
    return true;
  }
  const id = newId();
  await tx.insert(memberships).values({
    id, scopeId: scope.id, scopeKind: scope.kind, userId: user.id, email: user.email, role, state: 'ACCEPTED', invitedBy: null,
    joinedAt: databaseNowMs, creationDate: now, lastUpdateDate: now, seq: await memberSeq(tx, scope.id),
  });
  await tx.delete(scopeDepartures).where(and(eq(scopeDepartures.scopeId, scope.id), eq(scopeDepartures.userId, user.id)));
  return true;
}

/** The active member with this user id, or 404 (also for someone only invited). */
export async function activeMember(db: Pick<Database, 'select'>, scopeId: string, userId: string): Promise<MemberRow> {
  const rows = await memberRows(db, scopeId);
  const row = rows.find((candidate) => candidate.accountId === userId && isActiveState(candidate.state));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function adminCount(db: Pick<Database, 'select'>, scopeId: string): Promise<number> {
  const rows = await db.select({ state: memberships.state }).from(memberships)
    .where(and(eq(memberships.scopeId, scopeId), eq(memberships.role, 'admin')));
  return rows.filter((row) => isActiveState(row.state)).length;
}

/** SPEC.md section 5: the only admin cannot be demoted, removed or leave (409 SOLE_ADMIN, with the scope's message). */
async function keepAnAdmin(db: Pick<Database, 'select'>, member: MemberRow, soleAdminMessage: string) {
  if (member.role === 'admin' && (await adminCount(db, member.scopeId)) <= 1) throw new AppError('SOLE_ADMIN', { message: soleAdminMessage });
}

export async function changeRole(tx: Executor, scopeId: string, userId: string, role: Role, now: number, soleAdminMessage: string): Promise<MemberRow> {
  const member = await activeMember(tx, scopeId, userId);
  if (member.role !== role) {
    if (role !== 'admin') await keepAnAdmin(tx, member, soleAdminMessage);
    await tx.update(memberships).set({ role, lastUpdateDate: now, seq: await memberSeq(tx, scopeId) }).where(eq(memberships.id, member.id));
  }
  return { ...member, role };
}

/**
 * Removes an active member (or lets one leave); their devices drop the scope's objects on their next pull. With
 * `lastMayLeave`, the last person in the scope may go though they are its admin (a board is archived then).
 */
export async function removeMember(tx: Executor, scopeId: string, userId: string, soleAdminMessage: string, options: { lastMayLeave?: boolean } = {}): Promise<void> {
  const member = await activeMember(tx, scopeId, userId);
  const alone = options.lastMayLeave === true && ((await activeCount(tx, [scopeId])).get(scopeId) ?? 0) <= 1;
  if (!alone) await keepAnAdmin(tx, member, soleAdminMessage);
  await deleteMembership(tx, member);
  await recordDeparture(tx, scopeId, userId);
}

export async function recordDeparture(tx: Executor, scopeId: string, userId: string) {
  await tx.execute(sql`insert into scope_departures (scope_id, user_id, left_at) values (${scopeId}, ${userId}, ${databaseNowMs})
    on conflict (scope_id, user_id) do update set left_at = excluded.left_at`);
}

export type { MemberState };

/**
 * Tells realtime that people joined or left a scope: their sockets re-read what they hear, and every device of theirs
 * and of the scope's members pulls (a newcomer gets the scope's objects, someone removed drops them).
 */
export function announceMembership(ctx: Pick<AppContext, 'changes' | 'now'>, scopeId: string, userIds: string[]) {
  ctx.changes?.publish({ scopeIds: [scopeId, ...userIds], models: [...syncModelNames], lastUpdateDate: ctx.now(), rescopeUserIds: userIds });
}
