import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { subscriptions, users, type SubscriptionRow, type UserRow } from '../db/schema.js';

/** Emails are compared trimmed and lower-cased everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row;
}

/** The user's newest subscription, or null when there has never been one. */
export async function latestSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.subscriptionDate)).limit(1);
  return row ?? null;
}

/** The server side of the premium rule: a subscription that has not expired yet. */
export function hasActivePremium(subscription: SubscriptionRow | null, now: number): boolean {
  return subscription !== null && subscription.serverExpirationDate > now;
}
