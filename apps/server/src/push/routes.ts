import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { caller } from '../context.js';
import { parseInput } from '../http/validate.js';
import { isAllowedEndpoint, removeSubscription, saveSubscription, subscribeSchema, unsubscribeSchema } from './subscriptions.js';
import { vapidKeys } from './vapid-keys.js';

/** Web Push subscriptions of the signed-in user's browsers, and the key a browser subscribes with. */
export async function pushRoutes(app: FastifyInstance) {
  const { ctx } = app;

  // Not secret, but only a signed-in browser subscribes, so it stays behind the guard like every other call.
  app.get('/api/v1/push/public-key', async () => ({ publicKey: (await vapidKeys(ctx)).publicKey }));

  app.post('/api/v1/push-subscriptions', async (request) => {
    const body = parseInput(subscribeSchema, request.body);
    if (!isAllowedEndpoint(body.endpoint, ctx.config.env)) throw new AppError('BAD_REQUEST', { message: 'Invalid endpoint parameter' });
    await saveSubscription(ctx, caller(request).userId, body);
    return {};
  });

  app.delete('/api/v1/push-subscriptions', async (request) => {
    const { endpoint } = parseInput(unsubscribeSchema, request.body);
    if (!await removeSubscription(ctx, caller(request).userId, endpoint)) throw new AppError('NOT_FOUND');
    return {};
  });
}
