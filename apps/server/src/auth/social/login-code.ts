import { AppError } from '@taskhub/domain';
import { and, eq, gt, lte } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { loginCodes } from '../../db/schema.js';
import { hashToken, newToken } from '../../security/ids.js';

/** Long enough for the browser to land on the start page and call back, short enough that a copied address is useless. */
const loginCodeTtlMs = 60_000;

export interface LoginCodeGrant {
  userId: string;
  newUser: boolean;
}

/** The challenge a verifier answers (RFC 7636's S256): base64url of its SHA-256, as tokens are stored. */
const codeChallengeOf = hashToken;

/** A new single-use code for a finished sign-in, bound to the starting browser's challenge; only its hash is stored. */
export async function createLoginCode(ctx: AppContext, grant: LoginCodeGrant & { codeChallenge: string }): Promise<string> {
  const code = newToken();
  await ctx.db.insert(loginCodes).values({
    codeHash: hashToken(code), userId: grant.userId, codeChallenge: grant.codeChallenge, newUser: grant.newUser, expiresAt: ctx.now() + loginCodeTtlMs,
  });
  return code;
}

const invalidCode = () => new AppError('INVALID_CODE', { message: 'The sign-in code is not valid or has expired' });

/**
 * Takes the code once: the row is deleted as it is read, so two exchanges cannot both win, and a try with the wrong
 * verifier spends it too, so nobody can guess at it. Only the browser holding the verifier gets a session: an address
 * copied from history or logs, or a code of the attacker's own sent to a victim (login CSRF), is refused, with the
 * same answer as an unknown code. Expired rows go on the way.
 */
export async function claimLoginCode(ctx: AppContext, code: string, verifier: string): Promise<LoginCodeGrant> {
  const now = ctx.now();
  const [claimed] = await ctx.db.delete(loginCodes)
    .where(and(eq(loginCodes.codeHash, hashToken(code)), gt(loginCodes.expiresAt, now)))
    .returning({ userId: loginCodes.userId, codeChallenge: loginCodes.codeChallenge, newUser: loginCodes.newUser });
  await ctx.db.delete(loginCodes).where(lte(loginCodes.expiresAt, now));
  if (!claimed) throw invalidCode();
  const given = Buffer.from(codeChallengeOf(verifier));
  const expected = Buffer.from(claimed.codeChallenge);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCode();
  return { userId: claimed.userId, newUser: claimed.newUser };
}
