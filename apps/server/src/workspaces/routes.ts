import { AppError, createWorkspaceInput, inviteInput, inviteOutcome, roleInput, updateWorkspaceInput } from '@taskhub/domain';
import { and, eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../access/access.js';
import { caller, type AppContext } from '../context.js';
import { inviteLinks, workspaces } from '../db/schema.js';
import { parseInput } from '../http/validate.js';
import { answerInvitation, answerRequest, invite, pendingInvitations, pendingRequests, presentInvitations, sendMails } from '../members/invitations.js';
import { announceMembership, changeRole, joinDirectly, memberRows, presentMember, removeMember } from '../members/members.js';
import { hashToken, newId } from '../security/ids.js';
import { currentUser } from '../users/user-store.js';
import { createWorkspace, deleteWorkspace, myWorkspaces, oneWorkspace, workspaceRow } from './workspaces.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const memberParams = z.object({ id: z.string().min(1).max(64), userId: z.string().min(1).max(64) });
const requestParams = z.object({ id: z.string().min(1).max(64), invitationId: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(128) });

/** An invite link's token: derived from the link's id under the server's secret, so it can be shown again. */
const linkToken = (secretKey: string, linkId: string) => createHmac('sha256', secretKey).update(`invite-link:${linkId}`).digest('base64url');

const soleWorkspaceAdmin = 'The workspace needs another admin first';

/** Workspaces, their members, invitations, requests and invite links (API.md section 5). */
export async function workspaceRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const db = ctx.db;

  app.post('/api/v1/workspaces', async (request, reply) => {
    const input = parseInput(createWorkspaceInput, request.body);
    const user = await currentUser(ctx, caller(request).userId);
    const workspace = await db.transaction((tx) => createWorkspace(tx, user, input, ctx.now()));
    return reply.send(workspace);
  });

  app.get('/api/v1/workspaces', async (request) => myWorkspaces(db, caller(request).userId));

  app.get('/api/v1/workspaces/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const role = await requireAccess(db, caller(request).userId, id, 'read');
    return oneWorkspace(db, id, role);
  });

  app.patch('/api/v1/workspaces/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const role = await requireAccess(db, caller(request).userId, id, 'manage');
    const update = parseInput(updateWorkspaceInput, request.body);
    if (Object.keys(update).length > 0) await db.update(workspaces).set({ ...update, lastUpdateDate: ctx.now() }).where(eq(workspaces.id, id));
    return oneWorkspace(db, id, role);
  });

  app.delete('/api/v1/workspaces/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await requireAccess(db, caller(request).userId, id, 'manage');
    const people = (await memberRows(db, id)).flatMap((row) => (row.accountId ? [row.accountId] : []));
    await db.transaction((tx) => deleteWorkspace(tx, id));
    announceMembership(ctx, id, people);
    return reply.code(204).send();
  });

  app.get('/api/v1/workspaces/:id/members', async (request) => {
    const { id } = parseInput(idParams, request.params);
    await requireAccess(db, caller(request).userId, id, 'read');
    return (await memberRows(db, id)).map(presentMember);
  });

  app.post('/api/v1/workspaces/:id/invitations', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { userId } = caller(request);
    const role = await requireAccess(db, userId, id, 'read');
    const input = parseInput(inviteInput('workspace'), request.body);
    await ctx.limiter.consume({ key: `invitations:${userId}`, window: ctx.config.rateLimits.invitations });
    const [user, workspace] = await Promise.all([currentUser(ctx, userId), workspaceRow(db, id)]);
    const result = await db.transaction((tx) => invite(ctx, tx, {
      scope: { id, kind: 'workspace', name: workspace.name }, inviter: { id: userId, name: user.name, email: user.email, role },
      policy: workspace.invitePolicy, emails: input.emails, role: input.role, now: ctx.now(),
    }));
    sendMails(ctx, result.mails);
    return { invited: result.invited, requested: result.requested };
  });

  app.patch('/api/v1/workspaces/:id/members/:userId', async (request) => {
    const params = parseInput(memberParams, request.params);
    await requireAccess(db, caller(request).userId, params.id, 'manage');
    const { role } = parseInput(roleInput('workspace'), request.body);
    const member = await db.transaction(async (tx) => {
      await changeRole(tx, params.id, params.userId, role, ctx.now(), soleWorkspaceAdmin);
      return (await memberRows(tx, params.id)).find((row) => row.accountId === params.userId)!;
    });
    return presentMember(member);
  });

  app.delete('/api/v1/workspaces/:id/members/:userId', async (request, reply) => {
    const params = parseInput(memberParams, request.params);
    const { userId } = caller(request);
    const role = await requireAccess(db, userId, params.id, 'read');
    // An admin removes anyone; anyone else may only leave.
    if (params.userId !== userId && role !== 'admin') throw new AppError('FORBIDDEN');
    await db.transaction((tx) => removeMember(tx, params.id, params.userId, soleWorkspaceAdmin));
    announceMembership(ctx, params.id, [params.userId]);
    return reply.code(204).send();
  });

  app.get('/api/v1/workspaces/:id/requests', async (request) => {
    const { id } = parseInput(idParams, request.params);
    await requireAccess(db, caller(request).userId, id, 'manage');
    return pendingRequests(db, id);
  });

  for (const answer of ['approve', 'decline'] as const) {
    app.post(`/api/v1/workspaces/:id/requests/:invitationId/${answer}`, async (request) => {
      const params = parseInput(requestParams, request.params);
      await requireAccess(db, caller(request).userId, params.id, 'manage');
      const workspace = await workspaceRow(db, params.id);
      const mails = await db.transaction((tx) => answerRequest(ctx, tx, { id: params.id, kind: 'workspace', name: workspace.name }, params.invitationId, answer, ctx.now()));
      sendMails(ctx, mails);
      return {};
    });
  }

  /** Who may hand out the link: whoever may invite directly (a link joins as member, so a request policy cannot apply). */
  async function linkManager(request: { params: unknown; auth: { userId: string; sessionId: string } | null }) {
    const { id } = parseInput(idParams, request.params);
    const { userId } = caller(request);
    const role = await requireAccess(db, userId, id, 'read');
    const workspace = await workspaceRow(db, id);
    if (inviteOutcome(role, workspace.invitePolicy) !== 'invite') throw new AppError('NOT_PERMITTED');
    return { id, userId };
  }

  // The workspace's link, made on first use and the same afterwards (copy it again any time) until revoked.
  app.post('/api/v1/workspaces/:id/invite-link', async (request) => {
    const { id, userId } = await linkManager(request);
    const fresh = { workspaceId: id, id: newId(), createdBy: userId, createdAt: ctx.now() };
    await db.insert(inviteLinks).values({ ...fresh, tokenHash: hashToken(linkToken(ctx.secretKey, fresh.id)) }).onConflictDoNothing();
    const [link] = await db.select({ id: inviteLinks.id }).from(inviteLinks).where(eq(inviteLinks.workspaceId, id));
    const token = linkToken(ctx.secretKey, link!.id);
    return { url: `${ctx.config.publicUrl}/invite/${token}`, token };
  });

  app.delete('/api/v1/workspaces/:id/invite-link', async (request, reply) => {
    const { id } = await linkManager(request);
    await db.delete(inviteLinks).where(eq(inviteLinks.workspaceId, id));
    return reply.code(204).send();
  });

  app.get('/api/v1/invite-links/:token', { config: { public: true } }, async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    const workspace = await linkedWorkspace(ctx, token);
    return { workspaceName: workspace.name };
  });

  app.post('/api/v1/invite-links/:token/join', async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    const workspace = await linkedWorkspace(ctx, token);
    const user = await currentUser(ctx, caller(request).userId);
    await db.transaction((tx) => joinDirectly(tx, { id: workspace.id, kind: 'workspace' }, user, 'member', ctx.now()));
    announceMembership(ctx, workspace.id, [user.id]);
    const role = await requireAccess(db, user.id, workspace.id, 'read');
    return oneWorkspace(db, workspace.id, role);
  });

  app.get('/api/v1/invitations', async (request) => {
    const user = await currentUser(ctx, caller(request).userId);
    return pendingInvitations(db, user);
  });

  for (const answer of ['accept', 'reject'] as const) {
    app.post(`/api/v1/invitations/:id/${answer}`, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const user = await currentUser(ctx, caller(request).userId);
      const row = await db.transaction((tx) => answerInvitation(tx, user, id, answer, ctx.now()));
      if (answer === 'accept') announceMembership(ctx, row.scopeId, [user.id]);
      const [invitation] = await presentInvitations(db, [row]);
      return invitation;
    });
  }
}

async function linkedWorkspace(ctx: AppContext, token: string) {
  const [row] = await ctx.db.select({ id: workspaces.id, name: workspaces.name }).from(inviteLinks)
    .innerJoin(workspaces, eq(workspaces.id, inviteLinks.workspaceId)).where(and(eq(inviteLinks.tokenHash, hashToken(token))));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
