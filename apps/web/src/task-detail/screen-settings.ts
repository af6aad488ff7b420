import {
  defaultFirstDayOfWeek, defaultMyDayConfig, defaultMyDaySuggestionFilters, defaultWebConfig, type DateOrder, type MyDayConfig,
  type MyDaySuggestionFilters, type WebConfig,
} from '@taskhub/domain';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { AuthData } from '../auth/auth-state.js';
import { isPremiumUser } from '../auth/selectors.js';
import { AuthStoreContext } from '../auth/useAuth.js';
import type { User } from '../auth/user.js';

/** The user settings the task screens read: date order, time zone, and how My Day rolls and suggests. */
export interface TaskScreenSettings {
  dateFormat: DateOrder;
  /** The clock: '12' ('h:mm A') or '24' ('H:mm') hours. */
  timeFormat: WebConfig['timeFormat'];
  /** The user's week start, 1 Monday … 7 Sunday ("next week" starts on it). */
  firstDayOfWeek: number;
  timezone: string;
  myDayConfig: MyDayConfig;
  myDaySuggestionFilters: MyDaySuggestionFilters;
  /** The premium rule (isPremium and a live subscription): unlocks more tags and colours. */
  isPremium: boolean;
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Settings of a user, or the defaults of SPEC.md section 9 (and this device's time zone) where they are missing. */
export function settingsOf(
  user: Partial<Pick<User, 'webConfig' | 'timezone' | 'myDayConfig' | 'myDaySuggestionFilters' | 'firstDayOfWeek'>> | null,
  isPremium = false,
): TaskScreenSettings {
  return {
    isPremium,
    dateFormat: user?.webConfig?.dateFormat ?? defaultWebConfig.dateFormat,
    timeFormat: user?.webConfig?.timeFormat ?? defaultWebConfig.timeFormat,
    firstDayOfWeek: user?.firstDayOfWeek ?? defaultFirstDayOfWeek,
    timezone: user?.timezone || deviceTimeZone(),
    myDayConfig: { ...defaultMyDayConfig, ...user?.myDayConfig },
    myDaySuggestionFilters: { ...defaultMyDaySuggestionFilters, ...user?.myDaySuggestionFilters },
  };
}

const signedOut = { user: null, subscription: null } as Pick<AuthData, 'user' | 'subscription'> as AuthData;
const noStore = { subscribe: () => () => undefined, getState: () => signedOut };

/**
 * The signed-in user's settings from the auth store when the shell provides one; `override` (tests, previews)
 * wins field by field. Without an auth store the defaults apply, so the screens also render on their own.
 */
export function useTaskScreenSettings(override?: Partial<TaskScreenSettings>): TaskScreenSettings {
  const store = useContext(AuthStoreContext) ?? noStore;
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { user } = state;
  const premium = isPremiumUser(state);
  return useMemo(() => ({ ...settingsOf(user, premium), ...override }), [user, premium, override]);
}
