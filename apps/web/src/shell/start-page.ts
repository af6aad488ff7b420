/** The marker the server puts in the start address when an Apple sign-in failed (apps/server auth/social/apple.ts). */
export const loginErrorParameter = 'login_error';

export interface StartNotice {
  /** The provider whose redirect sign-in failed, e.g. 'apple'; null when none did. */
  loginError: string | null;
}

/**
 * Takes the login_error marker out of an address (path + query + fragment, or a full URL), so a reload does not show
 * the failure again; `address` is null when the marker was not there and the address can stay as it is.
 */
export function takeLoginError(href: string): { loginError: string | null; address: string | null } {
  const url = new URL(href, 'http://start.invalid');
  const loginError = url.searchParams.get(loginErrorParameter);
  if (loginError === null) return { loginError: null, address: null };
  url.searchParams.delete(loginErrorParameter);
  return { loginError, address: `${url.pathname}${url.search}${url.hash}` };
}
