import type { AuthErrorInfo } from '../auth/auth-state.js';
import type { EmailCheckStatus } from '../auth/email-check.js';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';

/** A message for a sign-in screen, with the values its placeholders need. */
export interface ScreenMessage {
  id: MessageId;
  values?: Record<string, number>;
}

/** "Too many attempts, try again in N minutes" from Retry-After (rounded up, at least 1); without it, "later". */
export function rateLimitMessage(retryAfterSeconds: number | undefined): ScreenMessage {
  if (retryAfterSeconds === undefined) return { id: 'errors.rateLimited' };
  return { id: 'errors.tooManyAttempts', values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } };
}

/** A light check before asking the server: something@something.tld with no spaces. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

/** The email step's messages (SPEC.md section 8): bad request, connectivity, server trouble, too many checks, the rest. */
export function emailCheckMessage(status: EmailCheckStatus, retryAfterSeconds?: number): ScreenMessage | null {
  switch (status) {
    case 'badRequest': return { id: 'errors.invalidEmail' };
    case 'networkUnavailable': return { id: 'errors.connectivity' };
    case 'internalServerError': return { id: 'errors.serverError' };
    case 'rateLimited': return rateLimitMessage(retryAfterSeconds);
    case 'unknownError': return { id: 'errors.unknown' };
    default: return null;
  }
}

/**
 * A failed log-in or sign-up as a catalogue message: the server's machine code when it sent a known one (wrong
 * credentials, rate limit with its wait, captcha), the network message when no answer came, else 'An error occurred'.
 */
export function signInErrorMessage(error: AuthErrorInfo | null): ScreenMessage | null {
  if (!error) return null;
  if (error.code === 'NETWORK_UNAVAILABLE') return { id: 'errors.networkUnavailable' };
  if (error.serverCode === 'RATE_LIMITED') return rateLimitMessage(error.retryAfterSeconds);
  if (error.serverCode) {
    const id = messageIdForErrorCode(error.serverCode);
    if (id !== 'errors.unknown') return { id };
  }
  if (error.code === 'UNAUTHORIZED') return { id: 'errors.wrongCredentials' };
  return { id: 'errors.generic' };
}
