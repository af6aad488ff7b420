import { languageStorageKey, resolveLanguage } from '@taskhub/domain';
import { clientId } from '../api/client-id.js';
import type { AuthEnvironment } from './auth-state.js';
import { referralCode } from './referral.js';

/** The browser's answers: the chosen language (or the browser's), its time zone, the tab's client id, the referral code. */
export function browserEnvironment(): AuthEnvironment {
  return {
    now: () => Date.now(),
    clientId: () => clientId(),
    locale: () => resolveLanguage(localStorage.getItem(languageStorageKey), navigator.language),
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    referrer: () => referralCode(),
  };
}
