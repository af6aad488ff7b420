import { takeAppleVerifier } from './apple-verifier.js';
import type { AuthStore } from './auth-store.js';

/** Start-page parameters (SPEC.md section 2). The return markers are set in the redirect addresses given to the providers. */
export const loginTokenParameter = 'login_token';
export const facebookReturnParameter = 'fb_login';
export const googleReturnParameter = 'google_login';
export const accessTokenParameter = 'access_token';

const handledParameters = [loginTokenParameter, facebookReturnParameter, googleReturnParameter, accessTokenParameter];

/**
 * Providers hand the access token back in the fragment (#access_token=…&token_type=…), which the page cannot send
 * on; it is moved into the query string and the rest of the provider's fragment dropped. An error fragment
 * (#error=access_denied, the person cancelled) is dropped as well.
 */
export function moveFragmentTokenToQuery(href: string): URL {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const token = fragment.get(accessTokenParameter);
  if (!token && !fragment.has('error')) return url;
  if (token) url.searchParams.set(accessTokenParameter, token);
  url.hash = '';
  return url;
}

/** Whether the address hands over a sign-in of its own (a login token, a provider's answer) for `startAuth` to finish. */
export function carriesSignIn(href: string): boolean {
  const url = moveFragmentTokenToQuery(href);
  return url.href !== href || handledParameters.some((name) => url.searchParams.has(name));
}

/** After a refresh on start failed: log out unless the failure only means the device is offline (SPEC.md section 8). */
async function logOutUnlessOffline(auth: AuthStore): Promise<void> {
  const { token, status } = auth.getState();
  if (token && status !== 'NETWORK_UNAVAILABLE') await auth.getState().logout();
}

/** A stored token without user details: refresh them; on failure, log out (SPEC.md section 2). */
async function resumeSession(auth: AuthStore): Promise<void> {
  const state = auth.getState();
  if (state.token && !state.user && (await state.refreshUser()) === 'failed') await logOutUnlessOffline(auth);
}

async function finishThirdPartyLogin(auth: AuthStore, params: URLSearchParams, provider: 'google' | 'facebook'): Promise<void> {
  const accessToken = params.get(accessTokenParameter);
  const state = auth.getState();
  const result = accessToken
    ? await (provider === 'google' ? state.googleLogIn(accessToken) : state.facebookLogIn(accessToken))
    : 'failed';
  // A cancelled or failed third-party login leaves any earlier session to be picked up again.
  if (result === 'failed') await auth.getState().refreshUser();
}

/**
 * The start logic of SPEC.md sections 2 and 4. Resolves with the address to put in place of the current one
 * (history.replaceState, no reload), or null when it needs no change.
 */
export async function startAuth(auth: AuthStore, location: Pick<Location, 'href'>, storage: Storage = sessionStorage): Promise<string | null> {
  const url = moveFragmentTokenToQuery(location.href);
  const params = url.searchParams;
  // Named login_token on the wire (API.md section 3); it holds a one-minute code, traded here for a session.
  const loginCode = params.get(loginTokenParameter);
  // Only a tab that started an Apple sign-in holds a verifier. A code without one came from a link made elsewhere
  // (someone's own code sent to sign this browser into their account): it is not traded, and the session stays.
  const verifier = loginCode ? takeAppleVerifier(storage) : null;
  const state = auth.getState();

  if (loginCode && verifier) {
    // A refused code (this tab's verifier left from a sign-in it never finished, meeting a code from elsewhere, or an
    // expired one) keeps the session this browser has rather than logging out (ARCHITECTURE.md, Apple sign-in).
    if ((await state.loginWithCode(loginCode, verifier)) === 'failed') await resumeSession(auth);
  } else if (params.has(facebookReturnParameter)) {
    await finishThirdPartyLogin(auth, params, 'facebook');
  } else if (params.has(googleReturnParameter)) {
    await finishThirdPartyLogin(auth, params, 'google');
  } else {
    await resumeSession(auth);
  }

  // Rewriting an untouched query would re-encode it, so the address changes only when something was handled.
  const handled = url.href !== location.href || handledParameters.some((name) => params.has(name));
  if (!handled) return null;
  for (const name of handledParameters) params.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
