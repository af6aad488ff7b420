import { AppError, cardPaymentProvider } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { currentUser } from '../users/user-store.js';
import { hasActivePremium, latestSubscription } from '../users/user-store.js';
import { mailCardInvoices } from './invoices.js';
import { presentSubscription } from './presenter.js';
import { findOwnSubscription } from './subscription-store.js';

// Fastify's router already refuses path parameters over 100 characters.
const invoiceParamsSchema = z.strictObject({ subscriptionId: z.string().min(1) });
const noBodySchema = z.strictObject({});

const latest = routeSpec({ tag: 'Subscription', summary: 'The latest subscription; 404 when there is none' });
const invoices = routeSpec({
  tag: 'Subscription', summary: 'Mail the invoices of a card-provider subscription to the user',
  description: 'Premium users only (403 NOT_PREMIUM); a subscription paid otherwise is 403 NOT_CARD_PROVIDER.',
  params: invoiceParamsSchema,
  body: noBodySchema,
});

/** Latest subscription and card-provider invoices (API.md section 3). */
export async function subscriptionRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/api/v1/subscription/latest', { config: { openapi: latest } }, async (request) => {
    const subscription = await latestSubscription(ctx.db, caller(request).userId);
    if (!subscription) throw new AppError('NOT_FOUND', { message: 'There is no subscription' });
    return presentSubscription(subscription);
  });

  app.post('/me/invoice/stripe/:subscriptionId', { config: { openapi: invoices } }, async (request) => {
    const { userId } = caller(request);
    const { subscriptionId } = invoices.params(request);
    invoices.body(request);
    const subscription = await findOwnSubscription(ctx.db, userId, subscriptionId);
    if (!subscription) throw new AppError('NOT_FOUND', { message: 'Subscription not found' });
    if (!hasActivePremium(await latestSubscription(ctx.db, userId), ctx.now())) throw new AppError('NOT_PREMIUM');
    if (subscription.paymentProvider !== cardPaymentProvider) throw new AppError('NOT_CARD_PROVIDER');
    await mailCardInvoices(ctx, await currentUser(ctx, userId), subscription);
    return {};
  });
}
