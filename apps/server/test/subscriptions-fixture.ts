import { randomBytes } from 'node:crypto';
import { subscriptions, type SubscriptionRow } from '../src/db/schema.js';
import type { TestServer } from './harness.js';

const day = 86_400_000;

/** The account id behind a token, as GET /me shows it. */
export async function userIdOf(server: TestServer, token: string): Promise<string> {
  const me = await server.request('GET', '/me', { token });
  if (me.status !== 200) throw new Error(`GET /me failed: ${me.status}`);
  return me.body.id as string;
}

/**
 * Gives an account a subscription row directly (billing does not exist yet): by default a card (stripe) subscription
 * that runs for 30 more days of the server's clock, so the account is premium.
 */
export async function giveSubscription(
  server: TestServer, token: string, overrides: Partial<typeof subscriptions.$inferInsert> = {},
): Promise<SubscriptionRow> {
  const now = server.clock.now();
  const [row] = await server.app.ctx.db.insert(subscriptions).values({
    id: randomBytes(16).toString('base64url'),
    userId: await userIdOf(server, token),
    activePlan: 'premium',
    paymentProvider: 'stripe',
    planPeriod: 'MONTH',
    cardExpirationMonth: 12,
    cardExpirationYear: 2030,
    cardLast4: '4242',
    serverExpirationDate: now + 30 * day,
    subscriptionDate: now,
    subscriptionData: { subscriptionId: `sub_${randomBytes(8).toString('hex')}` },
    ...overrides,
  }).returning();
  return row!;
}
