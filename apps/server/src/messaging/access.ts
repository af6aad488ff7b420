import { AppError } from '@taskhub/domain';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { hasActivePremium, latestSubscription } from '../users/user-store.js';

/**
 * SPEC.md section 6: the messaging-app features need Premium or a Workspace. Workspaces do not exist yet;
 * when they do, membership of one is the second way in, added here.
 */
export async function mayUseMessagingApp(ctx: AppContext, userId: string): Promise<boolean> {
  return hasActivePremium(await latestSubscription(ctx.db, userId), ctx.now());
}

/** Turning a messaging scope on needs the feature (Premium or a Workspace) and a verified number to send to. */
export async function assertMayEnableMessaging(ctx: AppContext, user: UserRow): Promise<void> {
  if (!(await mayUseMessagingApp(ctx, user.id))) throw new AppError('PREMIUM_REQUIRED');
  if (!user.verifiedPhoneNumber) throw new AppError('PHONE_NOT_VERIFIED');
}
