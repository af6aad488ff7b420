import { AppError, inviteInput, roleInput } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activeRole, requireAccess, visibleScopes } from '../access/access.js';
import { caller } from '../context.js';
import { parseInput } from '../http/validate.js';
import { invite, sendMails } from '../members/invitations.js';
import { announceMembership, changeRole, memberRows, presentMember, removeMember } from '../members/members.js';
import { currentUser } from '../users/user-store.js';
import { shareOwnList, visibleList } from './share.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const memberParams = z.object({ id: z.string().min(1).max(64), userId: z.string().min(1).max(64) });
const soleListAdmin = 'The list needs another admin first';

/** Shared lists (API.md section 5): share a list by email, its members, roles, removal and leaving. */
export async function sharedListRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const db = ctx.db;

  app.post('/api/v1/categories/:id/members', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { userId } = caller(request);
    const input = parseInput(inviteInput('category'), request.body);
    const list = await visibleList(db, id, await visibleScopes(db, userId));
    await ctx.limiter.consume({ key: `invitations:${userId}`, window: ctx.config.rateLimits.invitations });
    const user = await currentUser(ctx, userId);
    const result = await db.transaction(async (tx) => {
      if (list.scopeId === userId) await shareOwnList(tx, user, list, ctx.now());
      const role = (await activeRole(tx, userId, id))!;
      return invite(ctx, tx, {
        scope: { id, kind: 'category', name: String(list.data.name ?? '') }, inviter: { id: userId, name: user.name, email: user.email, role },
        policy: 'anyone', emails: input.emails, role: input.role, now: ctx.now(),
      });
    });
    if (list.scopeId === userId) announceMembership(ctx, id, [userId]);
    sendMails(ctx, result.mails);
    return { invited: result.invited, requested: result.requested };
  });

  app.get('/api/v1/categories/:id/members', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { userId } = caller(request);
    const list = await visibleList(db, id, await visibleScopes(db, userId));
    // A list not shared yet has one member: its owner.
    if (list.scopeId === userId) {
      const user = await currentUser(ctx, userId);
      return [{ userId, email: user.email, name: user.name, profilePicture: user.profilePicture, role: 'admin', state: 'CREATOR' }];
    }
    return (await memberRows(db, id)).map(presentMember);
  });

  app.patch('/api/v1/categories/:id/members/:userId', async (request) => {
    const params = parseInput(memberParams, request.params);
    await requireAccess(db, caller(request).userId, params.id, 'manage');
    const { role } = parseInput(roleInput('category'), request.body);
    const member = await db.transaction(async (tx) => {
      await changeRole(tx, params.id, params.userId, role, ctx.now(), soleListAdmin);
      return (await memberRows(tx, params.id)).find((row) => row.accountId === params.userId)!;
    });
    return presentMember(member);
  });

  app.delete('/api/v1/categories/:id/members/:userId', async (request, reply) => {
    const params = parseInput(memberParams, request.params);
    const { userId } = caller(request);
    const role = await requireAccess(db, userId, params.id, 'read');
    if (params.userId !== userId && role !== 'admin') throw new AppError('FORBIDDEN');
    await db.transaction((tx) => removeMember(tx, params.id, params.userId, soleListAdmin));
    announceMembership(ctx, params.id, [params.userId]);
    return reply.code(204).send();
  });
}
