import { parseEmailList } from '@taskhub/domain';
import { AuthError } from '../api/auth-error.js';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';

/** A message of the workspace screens, with its values. */
export interface TeamsMessage {
  id: MessageId;
  values?: Record<string, string>;
}

/**
 * The translated message for a failed teams call: the server's code picks it (never its English text), a call that
 * never reached the server says so, and SOLE_ADMIN is the workspace's wording (the catalogue's is the board's).
 */
export function teamsErrorMessage(error: unknown): TeamsMessage {
  if (!(error instanceof AuthError)) return { id: 'errors.unknown' };
  if (error.code === 'NETWORK_UNAVAILABLE') return { id: 'errors.connectivity' };
  if (error.serverCode === 'SOLE_ADMIN') return { id: 'teams.errors.soleWorkspaceAdmin' };
  // The server's 400 names the bad addresses after its sentence ("Please enter a valid email: a@, b"); they are the
  // person's own text, so they are shown in the translated message.
  const named = error.serverCode === 'INVALID_EMAIL' ? /:\s*(.+)$/.exec(error.message)?.[1] : undefined;
  if (named) return { id: 'teams.invite.invalidEmails', values: { emails: named } };
  return { id: messageIdForErrorCode(error.serverCode) };
}

/**
 * Checks an invitation's addresses before sending (the server would refuse them all for one bad address): the bad
 * ones are named, as typed; an empty field asks for one.
 */
export function emailListProblem(text: string): TeamsMessage | null {
  const { emails, invalid } = parseEmailList(text);
  if (invalid.length > 0) return { id: 'teams.invite.invalidEmails', values: { emails: invalid.join(', ') } };
  if (emails.length === 0) return { id: 'teams.invite.noEmails' };
  return null;
}
