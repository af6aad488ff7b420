import {
  AppError, inviteOutcome, isActiveState, parseEmailList, type InvitePolicy, type Invitation, type InvitationRequest, type Role, type ScopeKind,
} from '@taskhub/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { boards, categories, memberships, users, workspaces, type MembershipRow } from '../db/schema.js';
import { newId } from '../security/ids.js';
import { currentUser, normalizeEmail } from '../users/user-store.js';
import { deleteMembership, markJoined, memberRows, memberSeq } from './members.js';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A shared scope as invitations name it. */
export interface ScopeRef {
  id: string;
  kind: ScopeKind;
  name: string;
}

/** An invitation mail to send once the transaction has committed. */
export interface InvitationMail {
  to: string;
  subject: string;
  text: string;
}

export interface InviteResult {
  invited: string[];
  requested: string[];
  mails: InvitationMail[];
}

const kindWord: Record<ScopeKind, string> = { workspace: 'workspace', board: 'board', category: 'list' };

/** The address of the invitations screen; one made before the account first signs up with the invited email. */
const invitationLink = (ctx: Pick<AppContext, 'config'>, email: string) =>
  `${ctx.config.publicUrl}/invitations?email=${encodeURIComponent(email)}`;

function invitationMail(ctx: Pick<AppContext, 'config'>, scope: ScopeRef, inviterName: string, email: string): InvitationMail {
  return {
    to: email,
    subject: `${inviterName} invited you to the ${kindWord[scope.kind]} “${scope.name}”`,
    text: `${inviterName} invited you to join the ${kindWord[scope.kind]} “${scope.name}” on TaskHub.\n\n`
      + `Accept or decline the invitation here (sign up with this address if you have no account yet):\n${invitationLink(ctx, email)}\n`,
  };
}

/**
 * Invites addresses into a scope (API.md section 5): every address must be well formed or nobody is invited (400
 * naming the bad ones); an admin invites, others as the scope's policy says: invite, request an admin's confirmation
 * (INVITE_ACTION, mailed to the admins), or 403 NOT_PERMITTED. Someone already in is left alone; a pending or
 * rejected invitation is sent again.
 */
export async function invite(
  ctx: Pick<AppContext, 'config'>, tx: Executor,
  input: { scope: ScopeRef; inviter: { id: string; name: string; email: string; role: Role }; policy: InvitePolicy; emails: string; role: Role; now: number },
): Promise<InviteResult> {
  const { emails, invalid } = parseEmailList(input.emails);
  if (invalid.length > 0) throw new AppError('INVALID_EMAIL', { message: `Please enter a valid email: ${invalid.join(', ')}` });
  if (emails.length === 0) throw new AppError('INVALID_EMAIL');
  const outcome = inviteOutcome(input.inviter.role, input.policy);
  // Only an admin may hand out the admin role.
  if (outcome === 'refuse' || (input.role === 'admin' && input.inviter.role !== 'admin')) throw new AppError('NOT_PERMITTED');
  const state = outcome === 'invite' ? 'PENDING' : 'INVITE_ACTION';
  const seq = await memberSeq(tx, input.scope.id);
  const existing = new Map((await memberRows(tx, input.scope.id)).map((row) => [row.email, row]));
  const accounts = new Map((await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails)))
    .map((row) => [row.email, row.id]));
  const result: InviteResult = { invited: [], requested: [], mails: [] };
  for (const email of emails.map(normalizeEmail)) {
    const row = existing.get(email);
    if (row && isActiveState(row.state)) continue;
    if (row) {
      // A request stays a request when a non-admin repeats it; an admin's invitation turns it into an invitation.
      const next = row.state === 'PENDING' ? 'PENDING' : state;
      await tx.update(memberships).set({ state: next, role: input.role, invitedBy: input.inviter.id, lastUpdateDate: input.now, seq })
        .where(eq(memberships.id, row.id));
      (next === 'PENDING' ? result.invited : result.requested).push(email);
      continue;
    }
    await tx.insert(memberships).values({
      id: newId(), scopeId: input.scope.id, scopeKind: input.scope.kind, userId: accounts.get(email) ?? null, email,
      role: input.role, state, invitedBy: input.inviter.id, joinedAt: null, creationDate: input.now, lastUpdateDate: input.now, seq,
    });
    (state === 'PENDING' ? result.invited : result.requested).push(email);
  }
  for (const email of result.invited) result.mails.push(invitationMail(ctx, input.scope, input.inviter.name, email));
  if (result.requested.length > 0) {
    const admins = (await memberRows(tx, input.scope.id)).filter((row) => row.role === 'admin' && isActiveState(row.state));
    for (const admin of admins) {
      result.mails.push({
        to: admin.email,
        subject: `${input.inviter.name} asks to invite people to “${input.scope.name}”`,
        text: `${input.inviter.name} would like to invite ${result.requested.join(', ')} to the ${kindWord[input.scope.kind]} “${input.scope.name}”.\n\n`
          + `Approve or decline in the ${kindWord[input.scope.kind]}'s members: ${ctx.config.publicUrl}/\n`,
      });
    }
  }
  return result;
}

/**
 * An invite call of a workspace or board (the caller already checked): the invitations rate limit, then `invite` in
 * a transaction, the mails sent after it. Answers `{invited, requested}` (API.md section 5).
 */
export async function inviteByEmail(
  ctx: Pick<AppContext, 'config' | 'db' | 'limiter' | 'mailer' | 'log' | 'now'> & Parameters<typeof currentUser>[0],
  inviter: { id: string; role: Role }, scope: ScopeRef, policy: InvitePolicy, input: { emails: string; role: Role },
) {
  await ctx.limiter.consume({ key: `invitations:${inviter.id}`, window: ctx.config.rateLimits.invitations });
  const user = await currentUser(ctx, inviter.id);
  const result = await ctx.db.transaction((tx) => invite(ctx, tx, {
    scope, inviter: { id: inviter.id, name: user.name, email: user.email, role: inviter.role }, policy, emails: input.emails, role: input.role, now: ctx.now(),
  }));
  sendMails(ctx, result.mails);
  return { invited: result.invited, requested: result.requested };
}

/** Sends invitation mails after the answer; a failed send is logged, the invitation stays (it is on the invitee's screen). */
export function sendMails(ctx: Pick<AppContext, 'mailer' | 'log'>, mails: InvitationMail[]) {
  for (const mail of mails) {
    ctx.mailer.send(mail).catch((error: unknown) => ctx.log.warn({ err: error }, 'an invitation mail could not be sent'));
  }
}

/** The name of each scope an invitation points at (workspace, board or list name). */
async function scopeNames(db: Pick<Database, 'select'>, rows: MembershipRow[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = (kind: ScopeKind) => [...new Set(rows.filter((row) => row.scopeKind === kind).map((row) => row.scopeId))];
  const workspaceIds = ids('workspace');
  if (workspaceIds.length) {
    for (const row of await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(inArray(workspaces.id, workspaceIds))) names.set(row.id, row.name);
  }
  const boardIds = ids('board');
  if (boardIds.length) {
    for (const row of await db.select({ id: boards.id, name: boards.name }).from(boards).where(inArray(boards.id, boardIds))) names.set(row.id, row.name);
  }
  const categoryIds = ids('category');
  if (categoryIds.length) {
    for (const row of await db.select({ id: categories.id, data: categories.data }).from(categories).where(inArray(categories.id, categoryIds))) {
      names.set(row.id, String(row.data.name ?? ''));
    }
  }
  return names;
}

export async function presentInvitations(db: Pick<Database, 'select'>, rows: MembershipRow[]): Promise<Invitation[]> {
  const names = await scopeNames(db, rows);
  const inviterIds = [...new Set(rows.map((row) => row.invitedBy).filter((id): id is string => id !== null))];
  const inviters = new Map(inviterIds.length
    ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, inviterIds))).map((row) => [row.id, row.name])
    : []);
  return rows.map((row) => ({
    id: row.id, kind: row.scopeKind, targetId: row.scopeId, targetName: names.get(row.scopeId) ?? '',
    inviterName: (row.invitedBy && inviters.get(row.invitedBy)) || '', role: row.role, state: row.state, creationDate: row.creationDate,
  }));
}

/** Rows addressed to this person: by user id, or by email for invitations made before the account existed. */
const addressedTo = (user: { id: string; email: string }) =>
  or(eq(memberships.userId, user.id), and(isNull(memberships.userId), eq(memberships.email, user.email)));

/** The caller's pending invitations (API.md section 5), oldest first. */
export async function pendingInvitations(db: Pick<Database, 'select'>, user: { id: string; email: string }): Promise<Invitation[]> {
  const rows = await db.select().from(memberships).where(and(addressedTo(user), eq(memberships.state, 'PENDING')))
    .orderBy(memberships.creationDate);
  return presentInvitations(db, rows);
}

/** Accepts or rejects one of the caller's pending invitations; anyone else's (or none) is 404. */
export async function answerInvitation(tx: Executor, user: { id: string; email: string }, id: string, answer: 'accept' | 'reject', now: number) {
  const [row] = await tx.select().from(memberships).where(and(eq(memberships.id, id), addressedTo(user), eq(memberships.state, 'PENDING'))).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (answer === 'accept') await markJoined(tx, row, user.id, now);
  else await tx.update(memberships).set({ state: 'REJECTED', userId: user.id, lastUpdateDate: now, seq: await memberSeq(tx, row.scopeId) }).where(eq(memberships.id, row.id));
  const [updated] = await tx.select().from(memberships).where(eq(memberships.id, row.id));
  return updated!;
}

/**
 * Requests waiting for an admin (INVITE_ACTION) in a scope: invitations with the address asked for, which the admin
 * needs to decide (an invitation shown to its invitee leaves it out: it is theirs).
 */
export async function pendingRequests(db: Pick<Database, 'select'>, scopeId: string): Promise<InvitationRequest[]> {
  const rows = await db.select().from(memberships).where(and(eq(memberships.scopeId, scopeId), eq(memberships.state, 'INVITE_ACTION')))
    .orderBy(memberships.creationDate, memberships.email);
  return (await presentInvitations(db, rows)).map((invitation, index) => ({ ...invitation, email: rows[index]!.email }));
}

/** An admin approves a request (it becomes an invitation, PENDING, and is mailed) or declines it (it goes). */
export async function answerRequest(
  ctx: Pick<AppContext, 'config'>, tx: Executor, scope: ScopeRef, requestId: string, answer: 'approve' | 'decline', now: number,
): Promise<InvitationMail[]> {
  const [row] = await tx.select().from(memberships)
    .where(and(eq(memberships.id, requestId), eq(memberships.scopeId, scope.id), eq(memberships.state, 'INVITE_ACTION'))).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (answer === 'decline') {
    await deleteMembership(tx, row);
    return [];
  }
  await tx.update(memberships).set({ state: 'PENDING', lastUpdateDate: now, seq: await memberSeq(tx, row.scopeId) }).where(eq(memberships.id, row.id));
  const [inviter] = row.invitedBy ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.invitedBy)) : [];
  return [invitationMail(ctx, scope, inviter?.name ?? 'A teammate', row.email)];
}
