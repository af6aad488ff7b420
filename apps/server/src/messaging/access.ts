import { AppError, entitlementsOf } from '@taskhub/domain';
import { memberScopes } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { hasActivePremium, latestSubscription } from '../users/user-store.js';

/** SPEC.md section 6: the messaging-app features need Premium or a Workspace (packages/domain's entitlements). */
export async function mayUseMessagingApp(ctx: AppContext, userId: string): Promise<boolean> {
  const [subscription, workspaces] = await Promise.all([latestSubscription(ctx.db, userId), memberScopes(ctx.db, userId, 'workspace')]);
  return entitlementsOf({ premium: hasActivePremium(subscription, ctx.now()), workspaces: workspaces.length }).messagingApp;
}

/** Turning a messaging scope on needs the feature (Premium or a Workspace) and a verified number to send to. */
export async function assertMayEnableMessaging(ctx: AppContext, user: UserRow): Promise<void> {
  if (!(await mayUseMessagingApp(ctx, user.id))) throw new AppError('PREMIUM_REQUIRED');
  if (!user.verifiedPhoneNumber) throw new AppError('PHONE_NOT_VERIFIED');
}
