import { AppError, subscriptionActive } from '@taskhub/domain';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { subscriptions, users, type SubscriptionRow, type UserRow } from '../db/schema.js';
import { newId } from '../security/ids.js';

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

/** The caller's row; a session whose user is gone counts as signed out. */
export async function currentUser(ctx: Pick<AppContext, 'db'>, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** The user's newest subscription, or null when there has never been one. */
export async function latestSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.subscriptionDate)).limit(1);
  return row ?? null;
}

/** The server side of the premium rule: a subscription that has not expired yet (packages/domain's entitlements). */
export const hasActivePremium = (subscription: SubscriptionRow | null, now: number): boolean => subscriptionActive(subscription, now);

/** What a new account is given by whoever makes it (sign-up, or a first third-party sign-in). */
export interface NewAccount {
  email: string;
  name: string;
  passwordHash: string | null;
  googleAvatarUrl?: string | null;
  timezone?: string;
  locale: string;
  /** The referral code it signed up with (SPEC.md section 9), kept as sent; none when blank. */
  referrer?: string | null;
}

/** A referral code as it is kept: trimmed, none when blank. */
export const keptReferrer = (referrer: string | null | undefined) => referrer?.trim() || null;

/** Inserts a new account with its own id, id salt and dates; answers its id. */
export async function insertUser(db: Database, account: NewAccount, now: number): Promise<string> {
  const id = newId();
  await db.insert(users).values({
    ...account, referrer: keptReferrer(account.referrer), id, idSalt: randomBytes(12).toString('base64url'), timezone: account.timezone ?? 'UTC',
    creationDate: now, lastUpdateDate: now,
  });
  return id;
}
