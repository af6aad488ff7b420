import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { subscriptions, type SubscriptionRow } from '../db/schema.js';

/**
 * The caller's subscription named either by our row id or by the card provider's id (what clients hold,
 * from subscriptionData). Another user's subscription is not found, exactly like a missing one.
 */
export async function findOwnSubscription(db: Database, userId: string, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(and(
    eq(subscriptions.userId, userId),
    or(eq(subscriptions.id, subscriptionId), sql`${subscriptions.subscriptionData}->>'subscriptionId' = ${subscriptionId}`),
  )).limit(1);
  return row;
}
