import { AppError } from '@taskhub/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { phoneVerifications } from '../db/schema.js';

export type PendingVerification = typeof phoneVerifications.$inferSelect;

/**
 * Stores the account's pending code, replacing any earlier one (a new code makes the old one useless). An account
 * deleted after the request was let in (DELETE /me racing it) is 401, as for the sync clock (change-clock.ts), not 500.
 */
export async function replacePendingVerification(db: Database, pending: PendingVerification): Promise<void> {
  const { userId: _userId, ...fields } = pending;
  await db.insert(phoneVerifications).values(pending)
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: fields })
    .catch((error: unknown) => { throw isForeignKeyViolation(error) ? new AppError('UNAUTHORIZED') : error; });
}

export async function findPendingVerification(db: Database, userId: string): Promise<PendingVerification | undefined> {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)).limit(1);
  return row;
}

/**
 * Counts one attempt against this very code, in one statement so parallel guesses cannot share an attempt.
 * Answers false when the code has no attempts left (or was replaced meanwhile).
 */
export async function claimAttempt(db: Database, pending: PendingVerification, maxAttempts: number): Promise<boolean> {
  const claimed = await db.update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(
      eq(phoneVerifications.userId, pending.userId),
      eq(phoneVerifications.codeHash, pending.codeHash),
      lt(phoneVerifications.attempts, maxAttempts),
    ))
    .returning({ userId: phoneVerifications.userId });
  return claimed.length > 0;
}

/** Drops this pending code only, so a newer code asked for meanwhile survives. */
export async function dropPendingVerification(db: Database, pending: Pick<PendingVerification, 'userId' | 'codeHash'>): Promise<void> {
  await db.delete(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, pending.userId), eq(phoneVerifications.codeHash, pending.codeHash)));
}
