import type { MyDayConfig, MyDaySuggestionFilters, UserDetails, UserUpdate, WebConfig } from '@taskhub/domain';

/**
 * User details as the client holds them (SPEC.md section 3): the server's onBoardingPending is shouldShowOnboarding,
 * and the workspace messaging flags the server sends as 1/0 are booleans.
 */
export interface User extends Omit<UserDetails, 'onBoardingPending' | 'workspaceWhatsapp'> {
  shouldShowOnboarding: boolean;
  workspaceWhatsapp: { isReminders: boolean; isUserUpdates: boolean };
}

/** Settings the server merges key by key into what it stores (apps/server users/routes.ts), so the client does too. */
const nestedKeys = ['webConfig', 'myDayConfig', 'myDaySuggestionFilters'] as const;

type NestedSettings = Partial<WebConfig> | Partial<MyDayConfig> | Partial<MyDaySuggestionFilters>;

/** Two updates as one: later values win, nested settings merged key by key. */
export function mergeUserUpdates(earlier: UserUpdate, later: UserUpdate): UserUpdate {
  const merged: UserUpdate = { ...earlier, ...later };
  for (const key of nestedKeys) {
    if (earlier[key] && later[key]) {
      (merged as Record<string, NestedSettings>)[key] = { ...earlier[key], ...later[key] };
    }
  }
  return merged;
}

/** The user as it will be once an update is stored. */
export function applyUserUpdate(user: User, update: UserUpdate): User {
  return {
    ...user,
    ...update,
    webConfig: { ...user.webConfig, ...update.webConfig },
    myDayConfig: { ...user.myDayConfig, ...update.myDayConfig },
    myDaySuggestionFilters: { ...user.myDaySuggestionFilters, ...update.myDaySuggestionFilters },
  };
}
