import { AppError, type roleInput, type ScopeKind } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../access/access.js';
import { caller } from '../context.js';
import type { RouteAnswer, RouteSpec } from '../http/route-spec.js';
import { announceMembership, changeRole, memberRows, presentMember, removeMember } from './members.js';

/** The path of one member of a scope: the scope's id and the member's user id. */
export const memberParams = z.object({ id: z.string().min(1).max(64), userId: z.string().min(1).max(64) });

interface MemberDoc { tag: string; summary: string; params: typeof memberParams }

export interface MemberRoutesOptions {
  /** The scope's members address, e.g. `/api/v1/workspaces/:id/members`; one member is `/:userId` below it. */
  prefix: string;
  kind: ScopeKind;
  /** What 409 SOLE_ADMIN says for this kind of scope. */
  soleAdminMessage: string;
  /** The scope's specs of the two routes (their OpenAPI operations and the schemas they read with). */
  specs: {
    role: RouteSpec<MemberDoc & { body: ReturnType<typeof roleInput> }>;
    remove: RouteSpec<MemberDoc & { answers: RouteAnswer[] }>;
  };
}

/**
 * A member of a workspace, board or shared list: PATCH changes their role (admins; demoting the only admin is 409),
 * DELETE removes them (admins) or lets them leave (anyone); the people concerned hear it through realtime.
 */
export function memberRoutes(app: FastifyInstance, { prefix, kind, soleAdminMessage, specs }: MemberRoutesOptions) {
  const { ctx } = app;
  const db = ctx.db;

  app.patch(`${prefix}/:userId`, { config: { openapi: specs.role } }, async (request) => {
    const params = specs.role.params(request);
    await requireAccess(db, caller(request).userId, { id: params.id, kind }, 'manage');
    const { role } = specs.role.body(request);
    const member = await db.transaction(async (tx) => {
      await changeRole(tx, params.id, params.userId, role, ctx.now(), soleAdminMessage);
      return (await memberRows(tx, params.id)).find((row) => row.accountId === params.userId)!;
    });
    // The member's devices pull their new role (a board's viewer loses its edit controls at once), the others the row.
    announceMembership(ctx, params.id, [params.userId]);
    return presentMember(member);
  });

  app.delete(`${prefix}/:userId`, { config: { openapi: specs.remove } }, async (request, reply) => {
    const params = specs.remove.params(request);
    const { userId } = caller(request);
    const role = await requireAccess(db, userId, { id: params.id, kind }, 'read');
    // An admin removes anyone; anyone else may only leave.
    if (params.userId !== userId && role !== 'admin') throw new AppError('FORBIDDEN');
    await db.transaction((tx) => removeMember(tx, params.id, params.userId, soleAdminMessage));
    announceMembership(ctx, params.id, [params.userId]);
    return reply.code(204).send();
  });
}
