import { AppError } from '@taskhub/domain';
import { isIP } from 'node:net';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { pushSubscriptions, type PushSubscriptionRow } from '../db/schema.js';
import { newId } from '../security/ids.js';

/** More than a person has browsers; past it the oldest subscription goes, so a loop of subscribes cannot grow the table. */
export const maxSubscriptionsPerUser = 20;

/** Base64url (padding tolerated, as some browsers add it) decoding to exactly `bytes` bytes. */
const base64urlKey = (bytes: number, firstByte?: number) => z.string().max(200)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .transform((value) => value.replace(/=+$/, ''))
  .refine((value) => {
    const decoded = Buffer.from(value, 'base64url');
    return decoded.length === bytes && (firstByte === undefined || decoded[0] === firstByte);
  });

/**
 * Where the server may send: https only, and not to an address literal or localhost (the server would otherwise POST to
 * any internal host a caller names). Tests run their push service on http://127.0.0.1, so `test` allows loopback http.
 */
export function isAllowedEndpoint(endpoint: string, env: string): boolean {
  let url: URL;
  try { url = new URL(endpoint); } catch { return false; }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  if (env === 'test' && loopback) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && !loopback && isIP(host) === 0 && !url.username && !url.password;
}

/** The body a browser's `PushSubscription.toJSON()` gives. */
export const subscribeSchema = z.strictObject({
  endpoint: z.string().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64urlKey(65, 0x04), auth: base64urlKey(16) }),
});

export const unsubscribeSchema = z.strictObject({ endpoint: z.string().min(1).max(2048) });

/**
 * Saves a subscription for the user, or new keys for one of theirs. An endpoint that another account holds stays with
 * it until that account removes it: anyone who learns an endpoint could otherwise take a person's reminders away. A
 * browser that someone else left subscribed drops that subscription and makes a new one (apps/web push/web-push.ts).
 */
export async function saveSubscription(ctx: AppContext, userId: string, input: z.output<typeof subscribeSchema>): Promise<void> {
  const { endpoint, keys } = input;
  const saved = await ctx.db.insert(pushSubscriptions)
    .values({ id: newId(), userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: ctx.now() })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: keys.p256dh, auth: keys.auth, createdAt: ctx.now() },
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) throw new AppError('PUSH_SUBSCRIPTION_TAKEN');
  const rows = await ctx.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
  const excess = rows.slice(0, Math.max(0, rows.length - maxSubscriptionsPerUser)).map((r) => r.id);
  if (excess.length) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, excess));
}

/** Removes the user's subscription at an endpoint; false when this user has none there (another user's is not touched). */
export async function removeSubscription(ctx: AppContext, userId: string, endpoint: string): Promise<boolean> {
  const removed = await ctx.db.delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export function subscriptionsOf(ctx: AppContext, userId: string): Promise<PushSubscriptionRow[]> {
  return ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Forgets a subscription the push service says is gone (404/410), unless it was saved again since with new keys. */
export async function forgetSubscription(ctx: AppContext, row: PushSubscriptionRow): Promise<void> {
  await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.auth, row.auth)));
}

/** Whether the user has any subscription, for the channel's `enabledFor`. */
export async function hasSubscription(ctx: AppContext, userId: string): Promise<boolean> {
  const rows = await ctx.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId)).limit(1);
  return rows.length > 0;
}
