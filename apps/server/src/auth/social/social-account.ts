import { AppError, emailSchema } from '@taskhub/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/database.js';
import { identities, sessions, users } from '../../db/schema.js';
import { createPredefinedData } from '../../users/predefined-data.js';
import { findUserByEmail, insertUser } from '../../users/user-store.js';
import type { ProviderProfile } from './provider-http.js';
import { isUniqueViolation } from '../../db/errors.js';

/** What a brand-new account takes from the request that creates it. */
export interface NewAccountSettings {
  locale?: string;
  timezone?: string;
  predefinedData?: { lists?: boolean; label?: boolean };
  /** The referral code sent with the sign-in (SPEC.md section 9); kept only when it creates the account. */
  referrer?: string | null;
}

export interface SocialSignIn {
  userId: string;
  newUser: boolean;
}

const maxNameLength = 200;

/**
 * Finds the account behind a provider identity, links it to an account with the same verified email, or creates a
 * new account, in one transaction. A lost race on a unique key is retried once: by then the winner's rows exist.
 */
export async function signInWithIdentity(ctx: AppContext, profile: ProviderProfile, settings: NewAccountSettings): Promise<SocialSignIn> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ctx.db.transaction((tx) => linkOrCreate(tx, ctx.now(), profile, settings));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= 1) throw new AppError('USER_ALREADY_EXIST');
    }
  }
}

async function linkOrCreate(tx: Database, now: number, profile: ProviderProfile, settings: NewAccountSettings): Promise<SocialSignIn> {
  const [known] = await tx.select({ userId: identities.userId }).from(identities)
    .where(and(eq(identities.provider, profile.provider), eq(identities.subject, profile.subject))).limit(1);
  if (known) return { userId: known.userId, newUser: false };

  const email = usableEmail(profile.email);
  const existing = email ? await findUserByEmail(tx, email) : undefined;
  if (existing) {
    // Only a provider that vouches for the address may take over an account someone made with it.
    if (!profile.emailVerified) throw new AppError('USER_ALREADY_EXIST');
    await endUnprovenPasswordAccess(tx, existing);
    await linkIdentity(tx, now, profile, existing.id, email);
    return { userId: existing.id, newUser: false };
  }
  if (!email) {
    throw new AppError('THIRD_PARTY_AUTH_FAILED', {
      message: 'This account shared no email address, so it cannot be used to sign in. Allow access to your email and try again',
    });
  }

  const locale = settings.locale ?? 'en';
  const id = await insertUser(tx, {
    email, name: accountName(profile.name, email), passwordHash: null,
    googleAvatarUrl: profile.provider === 'google' ? profile.avatarUrl ?? null : null, timezone: settings.timezone, locale,
    referrer: settings.referrer,
  }, now);
  await linkIdentity(tx, now, profile, id, email);
  if (settings.predefinedData) await createPredefinedData(tx, id, locale, settings.predefinedData, now);
  return { userId: id, newUser: true };
}

/**
 * Sign-up never proves that its email is the signer's. When the address's proven owner first arrives through a
 * provider, whoever made the password account before them must not keep a way in: the password and the sessions
 * end (the owner can set a password again through the reset mail). Accounts already linked to a provider are
 * past that point.
 */
async function endUnprovenPasswordAccess(tx: Database, account: { id: string; passwordHash: string | null }) {
  if (!account.passwordHash) return;
  const [linked] = await tx.select({ provider: identities.provider }).from(identities).where(eq(identities.userId, account.id)).limit(1);
  if (linked) return;
  await tx.update(users).set({ passwordHash: null }).where(eq(users.id, account.id));
  await tx.delete(sessions).where(eq(sessions.userId, account.id));
}

function linkIdentity(tx: Database, now: number, profile: ProviderProfile, userId: string, email: string | undefined) {
  return tx.insert(identities).values({ provider: profile.provider, subject: profile.subject, userId, email: email ?? null, createdAt: now });
}

/** A provider's email, only when it is one we would accept at sign-up. */
function usableEmail(email: string | undefined): string | undefined {
  if (!email) return undefined;
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? parsed.data : undefined;
}

/** The provider's name, else the email's local part (as a person would recognise it). */
function accountName(name: string | undefined, email: string): string {
  const trimmed = name?.trim().slice(0, maxNameLength);
  return trimmed || email.split('@')[0]!.slice(0, maxNameLength);
}
