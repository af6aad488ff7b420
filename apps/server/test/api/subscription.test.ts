import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';
import { giveSubscription } from '../subscriptions-fixture.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600' }); });
afterAll(async () => { await server.close(); });

const day = 86_400_000;
const invoice = (subscriptionId: string, token: string, body?: unknown) =>
  server.request('POST', `/me/invoice/stripe/${encodeURIComponent(subscriptionId)}`, { token, body });

describe('GET /api/v1/subscription/latest', () => {
  it('answers 401 without a token', async () => {
    const answer = await server.request('GET', '/api/v1/subscription/latest');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ Error: 'Unauthorized request', code: 'UNAUTHORIZED' });
  });

  it('answers 404 when the account never had a subscription', async () => {
    const { token } = await signUp(server);
    const answer = await server.request('GET', '/api/v1/subscription/latest', { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ Error: 'There is no subscription', code: 'NOT_FOUND' });
  });

  it('answers the newest subscription in the wire shape', async () => {
    const { token } = await signUp(server);
    const now = server.clock.now();
    await giveSubscription(server, token, { subscriptionDate: now - 400 * day, serverExpirationDate: now - 35 * day, paymentProvider: 'PLAY' });
    const latest = await giveSubscription(server, token, {
      subscriptionDate: now - 5 * day, serverExpirationDate: now + 25 * day, isCanceled: true, planPeriod: 'YEAR',
    });
    // Someone else's newer subscription is not the caller's.
    await giveSubscription(server, (await signUp(server)).token, { subscriptionDate: now });

    const answer = await server.request('GET', '/api/v1/subscription/latest', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      activePlan: 'premium',
      cardExpirationMonth: 12,
      cardExpirationYear: 2030,
      cardLast4: '4242',
      isCanceled: true,
      paymentProvider: 'stripe',
      planPeriod: 'YEAR',
      serverExpirationDate: latest.serverExpirationDate,
      subscriptionDate: latest.subscriptionDate,
      subscriptionData: { subscriptionId: latest.subscriptionData!.subscriptionId },
    });
  });

  it('answers an expired subscription too (the client decides what it shows)', async () => {
    const { token } = await signUp(server);
    const now = server.clock.now();
    await giveSubscription(server, token, { subscriptionDate: now - 40 * day, serverExpirationDate: now - 10 * day });
    const answer = await server.request('GET', '/api/v1/subscription/latest', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.serverExpirationDate).toBe(now - 10 * day);
  });
});

describe('POST /me/invoice/stripe/{subscriptionId}', () => {
  it('answers 401 without a token', async () => {
    const answer = await server.request('POST', '/me/invoice/stripe/sub_123');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHORIZED');
  });

  it("finds the caller's card subscription by the provider's id or by ours, then says billing is not configured", async () => {
    const { token } = await signUp(server);
    const subscription = await giveSubscription(server, token);
    for (const id of [subscription.subscriptionData!.subscriptionId!, subscription.id]) {
      const answer = await invoice(id, token);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ Error: 'Billing is not configured on this server', code: 'BILLING_NOT_CONFIGURED' });
    }
  });

  it("answers 404 for an unknown subscription and for another user's", async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    await giveSubscription(server, stranger.token);
    const theirs = await giveSubscription(server, owner.token);
    for (const id of [theirs.id, theirs.subscriptionData!.subscriptionId!, 'sub_unknown']) {
      const answer = await invoice(id, stranger.token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ Error: 'Subscription not found', code: 'NOT_FOUND' });
    }
  });

  it('answers NOT_PREMIUM when the subscription has run out', async () => {
    const { token } = await signUp(server);
    const now = server.clock.now();
    const expired = await giveSubscription(server, token, { subscriptionDate: now - 40 * day, serverExpirationDate: now - day });
    const answer = await invoice(expired.subscriptionData!.subscriptionId!, token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ Error: 'Invoices are available to premium users only', code: 'NOT_PREMIUM' });
  });

  it('answers NOT_CARD_PROVIDER for a subscription paid another way', async () => {
    const { token } = await signUp(server);
    const store = await giveSubscription(server, token, { paymentProvider: 'PLAY' });
    const answer = await invoice(store.id, token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ Error: 'Invoices are sent only for card payments', code: 'NOT_CARD_PROVIDER' });
  });

  it('refuses a body with fields', async () => {
    const { token } = await signUp(server);
    const subscription = await giveSubscription(server, token);
    const withBody = await invoice(subscription.id, token, { email: 'x@example.com' });
    expect(withBody.status).toBe(400);
    expect(withBody.body).toEqual({ Error: 'Unknown parameter: email', code: 'BAD_REQUEST' });
  });
});
