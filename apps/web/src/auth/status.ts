import { authErrorCodes } from '../api/auth-error.js';

/** The auth status values of SPEC.md section 4 (INVALID_PARAMATER is spelled so on purpose). */
export const authStatuses = ['NONE', 'LOGGED_IN', ...authErrorCodes, 'ABORTED_BY_USER'] as const;

export type AuthStatus = (typeof authStatuses)[number];

const notErrors: ReadonlySet<AuthStatus> = new Set<AuthStatus>(['LOGGED_IN', 'NONE', 'ABORTED_BY_USER']);

/** Whether a status is an error a screen should show; a user cancelling a sign-in is not one. */
export function isErrorStatus(status: AuthStatus): boolean {
  return !notErrors.has(status);
}
