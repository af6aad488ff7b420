import {
  defaultMyDayConfig, defaultMyDaySuggestionFilters, defaultWebConfig, type UserDetails,
} from '@taskhub/domain';
import type { SubscriptionRow, UserRow } from '../db/schema.js';
import { hasActivePremium } from './user-store.js';

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** User details exactly as SPEC.md section 3 lists them, stored settings laid over the defaults. */
export function presentUser(user: UserRow, subscription: SubscriptionRow | null, now: number): UserDetails {
  return {
    id: user.id,
    idSalt: user.idSalt,
    creationDate: user.creationDate,
    email: user.email,
    name: user.name,
    profilePicture: user.profilePicture,
    googleAvatarUrl: user.googleAvatarUrl,
    timezone: user.timezone,
    verifiedPhoneNumber: user.verifiedPhoneNumber,
    onBoardingPending: user.onBoardingPending,
    completedCounter: user.completedCounter,
    firstDayOfWeek: user.firstDayOfWeek,
    myDayConfig: { ...defaultMyDayConfig, ...user.myDayConfig },
    myDaySuggestionFilters: { ...defaultMyDaySuggestionFilters, ...user.myDaySuggestionFilters },
    isPremium: hasActivePremium(subscription, now),
    hasUnreadNotifications: user.hasUnreadNotifications,
    lastUpdateDate: user.lastUpdateDate,
    dirty: false,
    currentUserSpaces: [],
    whatsapp: { isReminders: user.whatsappEnabled && user.whatsappReminders },
    workspaceWhatsapp: {
      isReminders: bit(user.workspaceWhatsappEnabled && user.workspaceWhatsappReminders),
      isUserUpdates: bit(user.workspaceWhatsappEnabled && user.workspaceWhatsappUserUpdates),
    },
    googleAssistantUserV2: { shouldShowClientBanner: user.assistantBannerShown },
    webConfig: { ...defaultWebConfig, ...user.webConfig },
  };
}
