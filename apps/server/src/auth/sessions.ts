import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { CachedSession } from './account-cache.js';
import { sessions } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { hashToken, newId, newToken } from '../security/ids.js';

export interface DeviceInfo {
  clientId: string;
  platform: number;
  userAgent?: string;
}

/** lastUsedAt is written at most this often, so reads do not turn into writes. */
const touchIntervalMs = 5 * 60_000;

/**
 * Starts a session for one device, replacing the token that device had; answers the new token. Past
 * SESSIONS_PER_USER the least recently used sessions end, so clients that never send a client id cannot pile up rows.
 */
export async function createSession(ctx: AppContext, userId: string, device: DeviceInfo): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  const maxSessions = ctx.config.sessionsPerUser;
  await ctx.db.transaction(async (tx) => {
    // One statement, so two log-ins from one device at once still leave one session (the later token wins).
    const values = {
      id: newId(), tokenHash: hashToken(token), userAgent: device.userAgent?.slice(0, 512) ?? null, createdAt: now, lastUsedAt: now,
    };
    await tx.insert(sessions).values({ ...values, userId, clientId: device.clientId, platform: device.platform })
      .onConflictDoUpdate({ target: [sessions.userId, sessions.clientId, sessions.platform], set: values });
    const newest = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt)).limit(maxSessions);
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)));
  });
  ctx.accountCache.forget(userId);
  return token;
}

/** The session a token belongs to, or null; from the account cache when it is there. */
export async function findSession(ctx: AppContext, token: string): Promise<CachedSession | null> {
  const tokenHash = hashToken(token);
  let session = ctx.accountCache.getSession(tokenHash);
  if (!session) {
    const generation = ctx.accountCache.generation;
    const [row] = await ctx.db
      .select({ sessionId: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
      .from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    if (!row) return null;
    session = row;
    ctx.accountCache.putSession(tokenHash, session, generation);
  }
  const now = ctx.now();
  if (now - session.lastUsedAt > touchIntervalMs) {
    session.lastUsedAt = now;
    await ctx.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.sessionId));
  }
  return session;
}

export async function listSessions(db: Database, userId: string) {
  return db.select({
    id: sessions.id, clientId: sessions.clientId, platform: sessions.platform, userAgent: sessions.userAgent,
    createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt,
  }).from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt);
}

/** Ends one session of a user; answers whether it existed. The token stops working in this process at once. */
export async function revokeSession(ctx: AppContext, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await ctx.db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId))).returning({ id: sessions.id });
  ctx.accountCache.forget(userId);
  return deleted.length > 0;
}

/** Ends every session of a user, or every one but the given session. */
export async function revokeAllSessions(ctx: AppContext, userId: string, exceptSessionId?: string): Promise<void> {
  await ctx.db.delete(sessions).where(exceptSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
    : eq(sessions.userId, userId));
  ctx.accountCache.forget(userId);
}
