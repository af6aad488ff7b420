import type { AuthErrorInfo } from '../auth/auth-state.js';
import type { EmailCheckStatus } from '../auth/email-check.js';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';

/** A light check before asking the server: something@something.tld with no spaces. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

/** The email step's messages (SPEC.md section 8): bad request, connectivity, server trouble, the rest. */
export function emailCheckMessageId(status: EmailCheckStatus): MessageId | null {
  switch (status) {
    case 'badRequest': return 'errors.invalidEmail';
    case 'networkUnavailable': return 'errors.connectivity';
    case 'internalServerError': return 'errors.serverError';
    case 'unknownError': return 'errors.unknown';
    default: return null;
  }
}

/**
 * A failed log-in or sign-up as a catalogue message: the server's machine code when it sent a known one (wrong
 * credentials, rate limit, captcha), the network message when no answer came, else 'An error occurred'.
 */
export function signInErrorMessageId(error: AuthErrorInfo | null): MessageId | null {
  if (!error) return null;
  if (error.code === 'NETWORK_UNAVAILABLE') return 'errors.networkUnavailable';
  if (error.serverCode) {
    const id = messageIdForErrorCode(error.serverCode);
    if (id !== 'errors.unknown') return id;
  }
  if (error.code === 'UNAUTHORIZED') return 'errors.wrongCredentials';
  return 'errors.generic';
}
