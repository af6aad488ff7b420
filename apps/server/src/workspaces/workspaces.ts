import { AppError, teamSizes, teamTypes, type Role, type Workspace, type WorkspaceProfile } from '@taskhub/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { syncScopes, workspaces, type WorkspaceRow } from '../db/schema.js';
import { activeRoles, memberScopes } from '../access/access.js';
import { activeCount, addCreator } from '../members/members.js';
import { newId } from '../security/ids.js';
import { advanceClockOf } from '../sync/change-clock.js';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A workspace as the API shows it: the caller's role, and seats never fewer than the people in it. */
export const presentWorkspace = (row: WorkspaceRow, role: Role | null, membersCount: number): Workspace => ({
  id: row.id, name: row.name, type: row.type, role, invitePolicy: row.invitePolicy, seats: Math.max(row.seats, membersCount),
  membersCount, creationDate: row.creationDate,
});

/** One of SPEC.md's values as stored (the columns are plain text), else none. */
const known = <T extends string>(values: readonly T[], stored: string | null): T | null =>
  (values as readonly string[]).includes(stored ?? '') ? stored as T : null;

/** The team's size and job type as given at the workspace's creation. */
export const presentProfile = (row: WorkspaceRow): WorkspaceProfile => ({
  teamSize: known(teamSizes, row.teamSize), jobType: known(teamTypes, row.jobType),
});

export async function createWorkspace(
  tx: Executor, creator: { id: string; email: string }, input: { name: string; type: 'teams' | 'pro'; teamSize?: string; jobType?: string }, now: number,
): Promise<Workspace> {
  const id = newId();
  await tx.insert(syncScopes).values({ id, kind: 'workspace', ownerUserId: null, clock: 0 });
  const [row] = await tx.insert(workspaces).values({
    id, name: input.name, type: input.type, invitePolicy: 'anyone', seats: 0, teamSize: input.teamSize ?? null, jobType: input.jobType ?? null,
    creationDate: now, lastUpdateDate: now,
  }).returning();
  await addCreator(tx, { id, kind: 'workspace' }, creator, now);
  return presentWorkspace(row!, 'admin', 1);
}

/** The workspace row, or 404. */
export async function workspaceRow(db: Pick<Database, 'select'>, id: string): Promise<WorkspaceRow> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The workspaces the user is in, with their role in each. */
export async function myWorkspaces(db: Pick<Database, 'select'>, userId: string): Promise<Workspace[]> {
  const scopes = await memberScopes(db, userId, 'workspace');
  if (scopes.length === 0) return [];
  const ids = scopes.map((scope) => scope.scopeId);
  const rows = await db.select().from(workspaces).where(inArray(workspaces.id, ids)).orderBy(workspaces.creationDate);
  const roles = await activeRoles(db, userId, ids);
  const counts = await activeCount(db, ids);
  return rows.map((row) => presentWorkspace(row, roles.get(row.id) ?? null, counts.get(row.id) ?? 0));
}

export async function oneWorkspace(db: Pick<Database, 'select'>, id: string, role: Role): Promise<Workspace> {
  const row = await workspaceRow(db, id);
  const counts = await activeCount(db, [id]);
  return presentWorkspace(row, role, counts.get(id) ?? 0);
}

/**
 * Deletes a workspace with everything in its scope (members, invitations, links) and its boards with their tasks.
 * The boards' scopes go, so nothing would tell their members' devices to drop what they hold: each member's own scope
 * records the boards, their sections and tasks as having left it (a scope exit at that scope's next clock value), and
 * their next pull lists them under `removed`.
 */
export async function deleteWorkspace(tx: Executor, id: string) {
  const rows = await tx.execute(sql`select distinct m.user_id from memberships m join boards b on b.id = m.scope_id
    where b.workspace_id = ${id} and m.user_id is not null and m.state in ('CREATOR', 'ACCEPTED')`);
  for (const { user_id: userId } of (rows as unknown as { rows: { user_id: string }[] }).rows) {
    const seq = await advanceClockOf(tx, userId, userId);
    await tx.execute(sql`insert into scope_exits (scope_id, model, object_id, left_at)
      select ${userId}::text, 'task'::text, t.id, ${seq}::bigint from tasks t join boards b on b.id = t.scope_id
        join memberships m on m.scope_id = b.id and m.user_id = ${userId} and m.state in ('CREATOR', 'ACCEPTED')
        where b.workspace_id = ${id}
      union all select ${userId}::text, 'board'::text, b.id, ${seq}::bigint from boards b
        join memberships m on m.scope_id = b.id and m.user_id = ${userId} and m.state in ('CREATOR', 'ACCEPTED') where b.workspace_id = ${id}
      union all select ${userId}::text, 'section'::text, s.id, ${seq}::bigint from sections s join boards b on b.id = s.board_id
        join memberships m on m.scope_id = b.id and m.user_id = ${userId} and m.state in ('CREATOR', 'ACCEPTED') where b.workspace_id = ${id}
      on conflict (scope_id, model, object_id) do update set left_at = excluded.left_at`);
  }
  await tx.execute(sql`delete from sync_scopes where id in (select id from boards where workspace_id = ${id}) and kind = 'board'`);
  await tx.execute(sql`delete from sync_scopes where id = ${id} and kind = 'workspace'`);
}

/** `currentUserSpaces` of GET /me (API.md section 5): the workspaces the user is in, `[{id, name, type, role}]`. */
export async function currentUserSpaces(db: Pick<Database, 'select'>, userId: string) {
  return (await myWorkspaces(db, userId)).map(({ id, name, type, role }) => ({ id, name, type, role }));
}
