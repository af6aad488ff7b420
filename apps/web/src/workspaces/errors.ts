import { parseEmailList } from '@taskhub/domain';
import { AuthError } from '../api/auth-error.js';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';
import { rateLimitMessage } from '../sign-in/messages.js';
import type { MemberScope } from './member-calls.js';

/** A message of the workspace screens, with its values. */
export interface TeamsMessage {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** What the only admin is told, in the words of the scope (the catalogue's SOLE_ADMIN message is the board's). */
const soleAdminMessages: Record<MemberScope['kind'], MessageId> = {
  workspace: 'teams.errors.soleWorkspaceAdmin',
  board: 'teams.errors.soleAdmin',
  category: 'teams.errors.soleListAdmin',
};

/**
 * The translated message for a failed teams call: the server's code picks it (never its English text), a call that
 * never reached the server says so, SOLE_ADMIN is said in the scope's words, and a 429 tells when to try again.
 */
export function teamsErrorMessage(error: unknown, scope: MemberScope['kind'] = 'workspace'): TeamsMessage {
  if (!(error instanceof AuthError)) return { id: 'errors.unknown' };
  if (error.code === 'NETWORK_UNAVAILABLE') return { id: 'errors.connectivity' };
  if (error.serverCode === 'SOLE_ADMIN') return { id: soleAdminMessages[scope] };
  if (error.status === 429) return rateLimitMessage(error.retryAfterSeconds);
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
