import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { isAllowedEndpoint, removeSubscription, saveSubscription, subscribeSchema, unsubscribeSchema } from './subscriptions.js';
import { vapidKeys } from './vapid-keys.js';

const publicKey = routeSpec({ tag: 'Integrations', summary: 'The server\'s VAPID public key, for a browser to subscribe with' });
const subscribe = routeSpec({
  tag: 'Integrations', summary: 'Keep a browser\'s Web Push subscription for reminders',
  description: 'The endpoint must be https and not an address literal; one another account registered is 409 PUSH_SUBSCRIPTION_TAKEN.',
  body: subscribeSchema,
});
const unsubscribe = routeSpec({ tag: 'Integrations', summary: 'Forget a browser\'s Web Push subscription', body: unsubscribeSchema });

/** Web Push subscriptions of the signed-in user's browsers, and the key a browser subscribes with. */
export async function pushRoutes(app: FastifyInstance) {
  const { ctx } = app;

  // Not secret, but only a signed-in browser subscribes, so it stays behind the guard like every other call.
  app.get('/api/v1/push/public-key', { config: { openapi: publicKey } }, async () => ({ publicKey: (await vapidKeys(ctx)).publicKey }));

  app.post('/api/v1/push-subscriptions', { config: { openapi: subscribe } }, async (request) => {
    const body = subscribe.body(request);
    if (!isAllowedEndpoint(body.endpoint, ctx.config.env)) throw new AppError('BAD_REQUEST', { message: 'Invalid endpoint parameter' });
    await saveSubscription(ctx, caller(request).userId, body);
    return {};
  });

  app.delete('/api/v1/push-subscriptions', { config: { openapi: unsubscribe } }, async (request) => {
    const { endpoint } = unsubscribe.body(request);
    if (!await removeSubscription(ctx, caller(request).userId, endpoint)) throw new AppError('NOT_FOUND');
    return {};
  });
}
