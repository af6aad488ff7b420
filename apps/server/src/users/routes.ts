import { AppError, completionsQuerySchema, deleteAccountBodySchema, onboardingProfileSchema, userUpdateSchema } from '@taskhub/domain';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { takeOwnedStorageKeys } from '../attachments/attachment-store.js';
import { createBlobStore, removeBlobs } from '../attachments/blob-store.js';
import { caller, type AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { routeSpec } from '../http/route-spec.js';
import { verifyPassword } from '../security/passwords.js';
import { completionHistory } from './completions.js';
import { presentUser } from './presenter.js';
import { releaseProfilePicture, writeProfilePicture } from './profile-picture.js';
import { currentUserSpaces } from '../workspaces/workspaces.js';
import { writeUserWithTimeZone } from './time-zone.js';
import { currentUser, hasActivePremium, latestSubscription, normalizeEmail } from './user-store.js';

/** Merges into the stored object inside the UPDATE itself, so two updates of different keys at once both stay. */
const mergeJson = (column: AnyPgColumn, partial: object) => sql`${column} || ${JSON.stringify(partial)}::jsonb`;

const me = routeSpec({ tag: 'User', summary: 'The signed-in user\'s details (SPEC.md section 7)' });
const updateMe = routeSpec({
  tag: 'User', summary: 'Update the user\'s details and settings; answers them',
  description: 'webConfig, myDayConfig and myDaySuggestionFilters are merged key by key into the stored ones. A new '
    + 'timezone moves open all-day tasks to the same days in it. profilePicture is an http(s) address (or null); the '
    + 'uploaded picture\'s own address sent back unchanged keeps it, another one replaces it.',
  body: userUpdateSchema,
});
const deleteAccount = routeSpec({
  tag: 'User', summary: 'Delete the account and everything in it',
  description: 'The email must be the user\'s (401 otherwise), and the password too when the account has one; 403 '
    + 'PREMIUM_ACTIVE while a premium subscription is active.',
  body: deleteAccountBodySchema,
});
const startTracking = routeSpec({ tag: 'User', summary: 'Start counting completed tasks; answers {completed_counter}', body: null });
const completions = routeSpec({
  tag: 'User', summary: 'Completed tasks per day of the last days, in the user\'s time zone (the profile\'s chart)',
  query: completionsQuerySchema,
});
const onboarding = routeSpec({
  tag: 'User', summary: 'Onboarding is done; the body may carry its answers (SPEC.md section 3)', body: onboardingProfileSchema,
});
const bannerRemoved = routeSpec({ tag: 'User', summary: 'Hide the assistant banner', body: null });

/** User details for the wire, from the account cache when it is there (GET /me is the hottest read). */
export async function userDetails(ctx: AppContext, userId: string) {
  let account = ctx.accountCache.getAccount(userId);
  if (!account) {
    const generation = ctx.accountCache.generation;
    const [user, subscription] = await Promise.all([currentUser(ctx, userId), latestSubscription(ctx.db, userId)]);
    account = { user, subscription };
    ctx.accountCache.putAccount(userId, account, generation);
  }
  const [details, spaces] = [presentUser(account.user, account.subscription, ctx.now()), await currentUserSpaces(ctx.db, userId)];
  return { ...details, currentUserSpaces: spaces };
}

export async function userRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const blobs = createBlobStore(ctx.config);

  app.get('/me', { config: { openapi: me } }, async (request) => userDetails(ctx, caller(request).userId));

  app.put('/me', { config: { openapi: updateMe } }, async (request) => {
    const { userId } = caller(request);
    const update = updateMe.body(request);
    const user = await currentUser(ctx, userId);
    const values = {
      ...(update.name !== undefined && { name: update.name }),
      ...(update.completedCounter !== undefined && { completedCounter: update.completedCounter }),
      ...(update.firstDayOfWeek !== undefined && { firstDayOfWeek: update.firstDayOfWeek }),
      ...(update.timezone !== undefined && { timezone: update.timezone }),
      ...(update.webConfig && { webConfig: mergeJson(users.webConfig, update.webConfig) }),
      ...(update.myDayConfig && { myDayConfig: mergeJson(users.myDayConfig, update.myDayConfig) }),
      ...(update.myDaySuggestionFilters && { myDaySuggestionFilters: mergeJson(users.myDaySuggestionFilters, update.myDaySuggestionFilters) }),
      lastUpdateDate: ctx.now(),
    };
    // A client that sends the user back as it got it keeps the uploaded picture; another address replaces it.
    const picture = update.profilePicture === undefined || update.profilePicture === user.profilePicture ? undefined : update.profilePicture;
    let released: string | null = null;
    await writeUserWithTimeZone(ctx, userId, update.timezone, async (db) => {
      if (picture === undefined) return db.update(users).set(values).where(eq(users.id, userId));
      released = (await writeProfilePicture(db, userId, { address: picture }, values))?.released ?? null;
    });
    await releaseProfilePicture(blobs, released, ctx.log);
    // The answer is read back after the write, so the cached copy must go first.
    ctx.accountCache.forget(userId);
    return userDetails(ctx, userId);
  });

  app.delete('/me', { config: { openapi: deleteAccount } }, async (request) => {
    const { userId } = caller(request);
    const body = deleteAccount.body(request);
    const user = await currentUser(ctx, userId);
    if (normalizeEmail(body.email) !== user.email) throw new AppError('UNAUTHORIZED');
    // Accounts made through a third-party sign-in have no password; the signed-in session and the email confirm them.
    if (user.passwordHash) {
      // A stolen token must not be a fast password oracle, so guesses are limited per session; counted per session,
      // guesses at log-in from elsewhere cannot keep the owner from deleting the account.
      await ctx.limiter.consume({ key: `delete-account:${caller(request).sessionId}`, window: ctx.config.rateLimits.loginPair });
      if (!(await verifyPassword(user.passwordHash, (body.password ?? '').trim()))) throw new AppError('UNAUTHORIZED');
    }
    const subscription = await latestSubscription(ctx.db, userId);
    if (hasActivePremium(subscription, ctx.now()) && !subscription!.isCanceled) throw new AppError('PREMIUM_ACTIVE');
    // The attachment and picture bytes go after the rows commit (best effort): removed first, a failed deletion would
    // lose them.
    const { keys, pictureKey } = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const taken = await takeOwnedStorageKeys(tx, userId);
      const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ pictureKey: users.profilePictureKey });
      return { keys: taken, pictureKey: deleted?.pictureKey };
    });
    await removeBlobs(blobs, keys, ctx.log);
    await releaseProfilePicture(blobs, pictureKey, ctx.log);
    return {};
  });

  app.post('/me/start-tracking-completed-tasks', { config: { openapi: startTracking } }, async (request) => {
    const { userId } = caller(request);
    const user = await currentUser(ctx, userId);
    if (!user.completedTrackingStarted) {
      await ctx.db.update(users).set({ completedTrackingStarted: true, lastUpdateDate: ctx.now() }).where(eq(users.id, userId));
    }
    return { completed_counter: user.completedCounter };
  });

  // The profile's chart: the counter and completions per day of the last days (README, "Completed tasks").
  app.get('/me/completions', { config: { openapi: completions } }, async (request) => {
    const { days } = completions.query(request);
    return completionHistory(ctx, caller(request).userId, days);
  });

  // API.md sends no body here; the web client may add the onboarding answers (SPEC.md section 3's profile).
  app.post('/me/on-boarding-completed', { config: { openapi: onboarding } }, async (request) => {
    const { userId } = caller(request);
    const profile = onboarding.body(request);
    await ctx.db.update(users).set({
      onBoardingPending: false, ...(Object.keys(profile).length > 0 && { onboardingProfile: profile }), lastUpdateDate: ctx.now(),
    }).where(eq(users.id, userId));
    return {};
  });

  app.post('/me/google_assistant/banner_removed', { config: { openapi: bannerRemoved } }, async (request) => {
    const { userId } = caller(request);
    await ctx.db.update(users).set({ assistantBannerShown: false, lastUpdateDate: ctx.now() }).where(eq(users.id, userId));
    return {};
  });
}
