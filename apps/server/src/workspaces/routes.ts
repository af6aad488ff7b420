import { AppError, createWorkspaceInput, inviteInput, inviteOutcome, roleInput, updateWorkspaceInput } from '@taskhub/domain';
import { and, eq, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../access/access.js';
import { caller, type AppContext } from '../context.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { inviteLinks, workspaces } from '../db/schema.js';
import { routeSpec } from '../http/route-spec.js';
import { answerInvitation, answerRequest, inviteByEmail, pendingInvitations, pendingRequests, presentInvitations, sendMails } from '../members/invitations.js';
import { memberParams, memberRoutes } from '../members/member-routes.js';
import { announceMembership, joinDirectly, memberRows, presentMember } from '../members/members.js';
import { hashToken, newId } from '../security/ids.js';
import { currentUser } from '../users/user-store.js';
import { createWorkspace, deleteWorkspace, myWorkspaces, oneWorkspace, presentProfile, workspaceRow } from './workspaces.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const requestParams = z.object({ id: z.string().min(1).max(64), invitationId: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(128) });

/** An invite link's token: derived from the link's id under the server's secret, so it can be shown again. */
const linkToken = (secretKey: string, linkId: string) => createHmac('sha256', secretKey).update(`invite-link:${linkId}`).digest('base64url');

const soleWorkspaceAdmin = 'The workspace needs another admin first';

const tag = 'Workspaces';
const answers204 = [{ status: 204, description: 'Done; no body' }];
const spec = {
  create: routeSpec({ tag, summary: 'Create a workspace; the caller is its admin (CREATOR)', body: createWorkspaceInput }),
  list: routeSpec({ tag, summary: 'The workspaces the caller is in' }),
  one: routeSpec({ tag, summary: 'One workspace (404 to anyone not in it)', params: idParams }),
  profile: routeSpec({
    tag, params: idParams, summary: 'The team\'s size and job type given when the workspace was made ({teamSize, jobType}, null where none was); its members',
  }),
  update: routeSpec({ tag, summary: 'Rename a workspace or set who may invite (admins)', params: idParams, body: updateWorkspaceInput }),
  remove: routeSpec({ tag, summary: 'Delete a workspace with everything in it (admins)', params: idParams, answers: answers204 }),
  members: routeSpec({ tag, summary: 'The workspace\'s members, invitations and requests with their states', params: idParams }),
  invite: routeSpec({
    tag, summary: 'Invite addresses (separated by commas or spaces); answers {invited, requested}',
    description: 'An admin invites; a member invites, requests an admin\'s confirmation or is refused (403 NOT_PERMITTED) as the '
      + 'invitePolicy says; a malformed address is 400 naming it and nobody is invited.',
    params: idParams, body: inviteInput('workspace'),
  }),
  role: routeSpec({ tag, summary: 'Change a member\'s role (admins); demoting the only admin is 409 SOLE_ADMIN', params: memberParams, body: roleInput('workspace') }),
  removeMember: routeSpec({ tag, summary: 'Remove a member (admins) or leave (anyone); the only admin cannot leave (409 SOLE_ADMIN)', params: memberParams, answers: answers204 }),
  requests: routeSpec({ tag, summary: 'Invitations by members waiting for an admin (INVITE_ACTION)', params: idParams }),
  answerRequest: routeSpec({ tag, summary: 'Approve (the invitation is sent) or decline a request (admins)', params: requestParams, body: null }),
  link: routeSpec({ tag, summary: 'The workspace\'s invite link {url, token}, the same until revoked', params: idParams, body: null }),
  revokeLink: routeSpec({ tag, summary: 'Revoke the invite link; the next one is new', params: idParams, answers: answers204 }),
  linkName: routeSpec({ tag, summary: 'The workspace an invite link leads to, {workspaceName}, without a token', params: tokenParams }),
  join: routeSpec({ tag, summary: 'Join the workspace of an invite link as member', params: tokenParams, body: null }),
  invitations: routeSpec({ tag: 'Invitations', summary: 'The caller\'s pending invitations (workspaces, boards, shared lists)' }),
  answerInvitation: routeSpec({ tag: 'Invitations', summary: 'Accept or reject one of the caller\'s invitations (404 for anyone else)', params: idParams, body: null }),
};


/** Workspaces, their members, invitations, requests and invite links (API.md section 5). */
export async function workspaceRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const db = ctx.db;

  app.post('/api/v1/workspaces', { config: { openapi: spec.create } }, async (request, reply) => {
    const input = spec.create.body(request);
    const user = await currentUser(ctx, caller(request).userId);
    const workspace = await db.transaction((tx) => createWorkspace(tx, user, input, ctx.now()));
    return reply.send(workspace);
  });

  app.get('/api/v1/workspaces', { config: { openapi: spec.list } }, async (request) => myWorkspaces(db, caller(request).userId));

  app.get('/api/v1/workspaces/:id', { config: { openapi: spec.one } }, async (request) => {
    const { id } = spec.one.params(request);
    const role = await requireAccess(db, caller(request).userId, { id, kind: 'workspace' }, 'read');
    return oneWorkspace(db, id, role);
  });

  app.get('/api/v1/workspaces/:id/profile', { config: { openapi: spec.profile } }, async (request) => {
    const { id } = spec.profile.params(request);
    await requireAccess(db, caller(request).userId, { id, kind: 'workspace' }, 'read');
    return presentProfile(await workspaceRow(db, id));
  });

  app.patch('/api/v1/workspaces/:id', { config: { openapi: spec.update } }, async (request) => {
    const { id } = spec.update.params(request);
    const role = await requireAccess(db, caller(request).userId, { id, kind: 'workspace' }, 'manage');
    const update = spec.update.body(request);
    if (Object.keys(update).length > 0) await db.update(workspaces).set({ ...update, lastUpdateDate: ctx.now() }).where(eq(workspaces.id, id));
    return oneWorkspace(db, id, role);
  });

  app.delete('/api/v1/workspaces/:id', { config: { openapi: spec.remove } }, async (request, reply) => {
    const { id } = spec.remove.params(request);
    await requireAccess(db, caller(request).userId, { id, kind: 'workspace' }, 'manage');
    const people = (await memberRows(db, id)).flatMap((row) => (row.accountId ? [row.accountId] : []));
    await db.transaction((tx) => deleteWorkspace(tx, id));
    announceMembership(ctx, id, people);
    return reply.code(204).send();
  });

  app.get('/api/v1/workspaces/:id/members', { config: { openapi: spec.members } }, async (request) => {
    const { id } = spec.members.params(request);
    await requireAccess(db, caller(request).userId, { id, kind: 'workspace' }, 'read');
    return (await memberRows(db, id)).map(presentMember);
  });

  app.post('/api/v1/workspaces/:id/invitations', { config: { openapi: spec.invite } }, async (request) => {
    const { id } = spec.invite.params(request);
    const { userId } = caller(request);
    const role = await requireAccess(db, userId, { id, kind: 'workspace' }, 'read');
    const input = spec.invite.body(request);
    const workspace = await workspaceRow(db, id);
    return inviteByEmail(ctx, { id: userId, role }, { id, kind: 'workspace', name: workspace.name }, workspace.invitePolicy, input);
  });

  memberRoutes(app, {
    prefix: '/api/v1/workspaces/:id/members', kind: 'workspace', soleAdminMessage: soleWorkspaceAdmin,
    specs: { role: spec.role, remove: spec.removeMember },
  });

  app.get('/api/v1/workspaces/:id/requests', { config: { openapi: spec.requests } }, async (request) => {
    const { id } = spec.requests.params(request);
    await requireAccess(db, caller(request).userId, { id, kind: 'workspace' }, 'manage');
    return pendingRequests(db, id);
  });

  for (const answer of ['approve', 'decline'] as const) {
    app.post(`/api/v1/workspaces/:id/requests/:invitationId/${answer}`, { config: { openapi: spec.answerRequest } }, async (request) => {
      const params = spec.answerRequest.params(request);
      await requireAccess(db, caller(request).userId, { id: params.id, kind: 'workspace' }, 'manage');
      const workspace = await workspaceRow(db, params.id);
      const mails = await db.transaction((tx) => answerRequest(ctx, tx, { id: params.id, kind: 'workspace', name: workspace.name }, params.invitationId, answer, ctx.now()));
      sendMails(ctx, mails);
      return {};
    });
  }

  /** Who may hand out the link: whoever may invite directly (a link joins as member, so a request policy cannot apply). */
  async function linkManager(request: FastifyRequest, which: typeof spec.link | typeof spec.revokeLink) {
    const { id } = which.params(request);
    const { userId } = caller(request);
    const role = await requireAccess(db, userId, { id, kind: 'workspace' }, 'read');
    const workspace = await workspaceRow(db, id);
    if (inviteOutcome(role, workspace.invitePolicy) !== 'invite') throw new AppError('NOT_PERMITTED');
    return { id, userId };
  }

  // The workspace's link, made on first use and the same afterwards (copy it again any time) until revoked.
  app.post('/api/v1/workspaces/:id/invite-link', { config: { openapi: spec.link } }, async (request) => {
    const { id, userId } = await linkManager(request, spec.link);
    const fresh = { workspaceId: id, id: newId(), createdBy: userId, createdAt: ctx.now() };
    // One statement answers the link there is or the one made now: a revoke between an insert and a read left none.
    const [link] = await db.insert(inviteLinks).values({ ...fresh, tokenHash: hashToken(linkToken(ctx.secretKey, fresh.id)) })
      .onConflictDoUpdate({ target: inviteLinks.workspaceId, set: { createdBy: sql`${inviteLinks.createdBy}` } })
      .returning({ id: inviteLinks.id })
      // The workspace was deleted meanwhile.
      .catch((error: unknown) => { throw isForeignKeyViolation(error) ? new AppError('NOT_FOUND') : error; });
    const token = linkToken(ctx.secretKey, link!.id);
    return { url: `${ctx.config.publicUrl}/invite/${token}`, token };
  });

  app.delete('/api/v1/workspaces/:id/invite-link', { config: { openapi: spec.revokeLink } }, async (request, reply) => {
    const { id } = await linkManager(request, spec.revokeLink);
    await db.delete(inviteLinks).where(eq(inviteLinks.workspaceId, id));
    return reply.code(204).send();
  });

  app.get('/api/v1/invite-links/:token', { config: { public: true, openapi: spec.linkName } }, async (request) => {
    const { token } = spec.linkName.params(request);
    const workspace = await linkedWorkspace(ctx, token);
    return { workspaceName: workspace.name };
  });

  app.post('/api/v1/invite-links/:token/join', { config: { openapi: spec.join } }, async (request) => {
    const { token } = spec.join.params(request);
    const workspace = await linkedWorkspace(ctx, token);
    const user = await currentUser(ctx, caller(request).userId);
    await db.transaction((tx) => joinDirectly(tx, { id: workspace.id, kind: 'workspace' }, user, 'member', ctx.now()));
    announceMembership(ctx, workspace.id, [user.id]);
    const role = await requireAccess(db, user.id, { id: workspace.id, kind: 'workspace' }, 'read');
    return oneWorkspace(db, workspace.id, role);
  });

  app.get('/api/v1/invitations', { config: { openapi: spec.invitations } }, async (request) => {
    const user = await currentUser(ctx, caller(request).userId);
    return pendingInvitations(db, user);
  });

  for (const answer of ['accept', 'reject'] as const) {
    app.post(`/api/v1/invitations/:id/${answer}`, { config: { openapi: spec.answerInvitation } }, async (request) => {
      const { id } = spec.answerInvitation.params(request);
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
