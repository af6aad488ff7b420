import { AppError } from '@taskhub/domain';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { loginCodes } from '../../db/schema.js';
import { hashToken, newToken } from '../../security/ids.js';

/** Long enough for the browser to land on the start page and call back, short enough that a copied address is useless. */
export const loginCodeTtlMs = 60_000;

export interface LoginCodeGrant {
  userId: string;
  newUser: boolean;
  /** The device the code is bound to, when the sign-in was started with one. */
  clientId: string | null;
}

/** A new single-use code for a finished sign-in; only its hash is stored. */
export async function createLoginCode(ctx: AppContext, grant: LoginCodeGrant): Promise<string> {
  const code = newToken();
  await ctx.db.insert(loginCodes).values({
    codeHash: hashToken(code), userId: grant.userId, clientId: grant.clientId, newUser: grant.newUser, expiresAt: ctx.now() + loginCodeTtlMs,
  });
  return code;
}

/**
 * Takes the code once: the row is deleted as it is read, so two exchanges cannot both win. A code bound to a device
 * is spent by any try, even one from another device, so it cannot be guessed at. Expired rows go on the way.
 */
export async function claimLoginCode(ctx: AppContext, code: string, clientId: string | undefined): Promise<LoginCodeGrant> {
  const now = ctx.now();
  const [claimed] = await ctx.db.delete(loginCodes)
    .where(and(eq(loginCodes.codeHash, hashToken(code)), gt(loginCodes.expiresAt, now)))
    .returning({ userId: loginCodes.userId, clientId: loginCodes.clientId, newUser: loginCodes.newUser });
  await ctx.db.delete(loginCodes).where(lte(loginCodes.expiresAt, now));
  if (!claimed) throw new AppError('INVALID_CODE', { message: 'The sign-in code is not valid or has expired' });
  if (claimed.clientId !== null && claimed.clientId !== clientId) {
    throw new AppError('FORBIDDEN', { message: 'The sign-in was started on another device' });
  }
  return claimed;
}
