import { assignExperiments, platformNumber, type Experiment, type Subscription } from '@taskhub/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { presentSubscription } from '../subscriptions/presenter.js';
import { latestSubscription } from '../users/user-store.js';
import { createSession } from './sessions.js';

export interface LoginResponse {
  auth_token: string;
  new_user: boolean;
  latestSubscription: Subscription | null;
  experiments: Experiment[];
  client_id: string;
}

interface ClientFields {
  client_id?: string;
  platform?: string | number;
  requested_experiments?: string[];
}

/** Starts a session for the request's device and answers the login response (token also in X-Anydo-Auth). */
export async function sendLoginResponse(
  ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string, newUser: boolean, fields: ClientFields,
) {
  const clientId = fields.client_id ?? randomUUID();
  const platform = platformNumber(
    fields.platform, request.headers['x-platform'] as string | undefined, request.headers['x-anydo-platform'] as string | undefined,
  );
  const token = await createSession(ctx, userId, { clientId, platform, userAgent: request.headers['user-agent'] });
  const subscription = await latestSubscription(ctx.db, userId);
  const body: LoginResponse = {
    auth_token: token,
    new_user: newUser,
    latestSubscription: subscription ? presentSubscription(subscription) : null,
    experiments: assignExperiments(clientId, fields.requested_experiments),
    client_id: clientId,
  };
  return reply.header('X-Anydo-Auth', token).send(body);
}
