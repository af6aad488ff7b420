import { inviteInput, roleInput } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activeRole, visibleScopes } from '../access/access.js';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { invite, sendMails } from '../members/invitations.js';
import { memberParams, memberRoutes } from '../members/member-routes.js';
import { announceMembership, memberRows, presentMember } from '../members/members.js';
import { currentUser } from '../users/user-store.js';
import { lockVisibleList, shareOwnList, visibleList } from './share.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const soleListAdmin = 'The list needs another admin first';

const tag = 'Shared lists';
const spec = {
  share: routeSpec({
    tag, summary: 'Share a list by email (admin, member, guest); answers {invited, requested}',
    description: 'The first share makes the list and its tasks a shared scope; the default list cannot be shared.',
    params: idParams, body: inviteInput('category'),
  }),
  members: routeSpec({ tag, summary: 'The list\'s members and invitations', params: idParams }),
  role: routeSpec({ tag, summary: 'Change a member\'s role (admins); demoting the only admin is 409 SOLE_ADMIN', params: memberParams, body: roleInput('category') }),
  remove: routeSpec({
    tag, summary: 'Remove a member (admins) or leave; the only admin cannot leave (409 SOLE_ADMIN)', params: memberParams,
    answers: [{ status: 204, description: 'Done; no body' }],
  }),
};

/** Shared lists (API.md section 5): share a list by email, its members, roles, removal and leaving. */
export async function sharedListRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const db = ctx.db;

  app.post('/api/v1/categories/:id/members', { config: { openapi: spec.share } }, async (request) => {
    const { id } = spec.share.params(request);
    const { userId } = caller(request);
    const input = spec.share.body(request);
    await visibleList(db, id, await visibleScopes(db, userId));
    await ctx.limiter.consume({ key: `invitations:${userId}`, window: ctx.config.rateLimits.invitations });
    const user = await currentUser(ctx, userId);
    const { result, firstShare } = await db.transaction(async (tx) => {
      const list = await lockVisibleList(tx, id, userId);
      if (list.scopeId === userId) await shareOwnList(tx, user, list, ctx.now());
      const role = (await activeRole(tx, userId, id, 'category'))!;
      const invited = await invite(ctx, tx, {
        scope: { id, kind: 'category', name: String(list.data.name ?? '') }, inviter: { id: userId, name: user.name, email: user.email, role },
        policy: 'anyone', emails: input.emails, role: input.role, now: ctx.now(),
      });
      return { result: invited, firstShare: list.scopeId === userId };
    });
    if (firstShare) announceMembership(ctx, id, [userId]);
    sendMails(ctx, result.mails);
    return { invited: result.invited, requested: result.requested };
  });

  app.get('/api/v1/categories/:id/members', { config: { openapi: spec.members } }, async (request) => {
    const { id } = spec.members.params(request);
    const { userId } = caller(request);
    const list = await visibleList(db, id, await visibleScopes(db, userId));
    // A list not shared yet has one member: its owner.
    if (list.scopeId === userId) {
      const user = await currentUser(ctx, userId);
      return [{ userId, email: user.email, name: user.name, profilePicture: user.profilePicture, role: 'admin', state: 'CREATOR' }];
    }
    return (await memberRows(db, id)).map(presentMember);
  });

  memberRoutes(app, {
    prefix: '/api/v1/categories/:id/members', kind: 'category', soleAdminMessage: soleListAdmin,
    specs: { role: spec.role, remove: spec.remove },
  });
}
