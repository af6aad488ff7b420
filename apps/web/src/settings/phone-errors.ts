import { AuthError } from '../api/auth-error.js';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';

/** Which call failed: the same server code can call for a different message depending on the step. */
export type PhoneCall = 'send' | 'verify' | 'remove' | 'messaging';

/**
 * The message for a failed phone or messaging-app call, picked by the server's machine code (SPEC.md section 8:
 * 'phone input invalid or connectivity issue'). No answer at all is the connectivity message; a 429 while checking a
 * code means the code is burnt, so the user is told to ask for a new one rather than merely to wait.
 */
export function phoneErrorId(error: unknown, call: PhoneCall): MessageId {
  if (!(error instanceof AuthError)) return 'errors.unknown';
  if (error.code === 'NETWORK_UNAVAILABLE') return 'errors.connectivity';
  if (error.serverCode === 'RATE_LIMITED' || error.status === 429) {
    return call === 'verify' ? 'settings.phone.tooManyAttempts' : 'errors.rateLimited';
  }
  // A 400 without a known code when sending (e.g. a body the server could not read) still means the number is unusable.
  if (call === 'send' && error.status === 400 && !error.serverCode) return 'settings.phone.invalid';
  if (error.status === 502 && !error.serverCode) return 'errors.connectivity';
  return messageIdForErrorCode(error.serverCode);
}
