import { AuthError } from '../api/auth-error.js';
import { type MessageId, messageIdForErrorCode } from '../i18n/index.js';

/**
 * Why sending the answers failed, as a catalogue message: no answer at all is a connectivity problem; otherwise the
 * server's machine code when it sent a known one, else the generic try-again text.
 */
export function completionErrorMessageId(error: unknown): MessageId {
  if (!(error instanceof AuthError)) return 'errors.unknown';
  if (error.code === 'NETWORK_UNAVAILABLE') return 'errors.connectivity';
  return messageIdForErrorCode(error.serverCode);
}
