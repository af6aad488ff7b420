import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { googleGrants } from '../db/schema.js';
import { openSecret, sealSecret } from '../security/secret-box.js';

/** Keeps the account's refresh token, encrypted with the server's secret so a database copy alone cannot use it. */
export async function saveGoogleGrant(ctx: AppContext, userId: string, refreshToken: string, scope: string | undefined): Promise<void> {
  const row = { refreshTokenEncrypted: sealSecret(ctx.secretKey, refreshToken), scope: scope ?? null, updatedAt: ctx.now() };
  await ctx.db.insert(googleGrants).values({ userId, ...row }).onConflictDoUpdate({ target: googleGrants.userId, set: row });
}

/** The account's refresh token, or null when there is none or it can no longer be read (the secret key changed). */
export async function loadGoogleRefreshToken(ctx: AppContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db.select().from(googleGrants).where(eq(googleGrants.userId, userId)).limit(1);
  return row ? openSecret(ctx.secretKey, row.refreshTokenEncrypted) : null;
}

export async function deleteGoogleGrant(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.delete(googleGrants).where(eq(googleGrants.userId, userId));
}
