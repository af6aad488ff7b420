import type { Subscription } from './subscription.js';

/**
 * What an account may use, decided in one place for the server and the web client: Premium (a subscription that has
 * not expired) and workspace membership (SPEC.md section 6: the messaging-app features need Premium or a Workspace;
 * Premium unlocks more tags and colours).
 */
export interface Entitlements {
  premium: boolean;
  /** The person is in at least one team workspace. */
  workspace: boolean;
  /** The messaging-app (WhatsApp) reminders and updates. */
  messagingApp: boolean;
  /** Tags beyond the free ones, in every colour. */
  allTagColours: boolean;
}

/** A subscription that has not expired yet: the server's side of the premium rule. */
export const subscriptionActive = (subscription: Pick<Subscription, 'serverExpirationDate'> | null, now: number): boolean =>
  subscription !== null && subscription.serverExpirationDate > now;

export function entitlementsOf(input: { premium: boolean; workspaces: number }): Entitlements {
  const workspace = input.workspaces > 0;
  return { premium: input.premium, workspace, messagingApp: input.premium || workspace, allTagColours: input.premium };
}
