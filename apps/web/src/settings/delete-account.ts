import type { AuthErrorInfo } from '../auth/auth-state.js';
import type { MessageId } from '../i18n/index.js';

/**
 * The message for a refused account deletion (SPEC.md section 5): a wrong email or password is the server's 401, an
 * active premium subscription its 403 PREMIUM_ACTIVE; anything else is the generic 'contact support' failure.
 */
export function deleteAccountErrorId(error: AuthErrorInfo | null): MessageId {
  if (error?.serverCode === 'PREMIUM_ACTIVE') return 'settings.deleteAccount.cancelPremiumFirst';
  if (error?.code === 'UNAUTHORIZED') return 'errors.wrongCredentials';
  if (error?.code === 'NETWORK_UNAVAILABLE') return 'errors.networkUnavailable';
  return 'errors.removeAccountFailed';
}
