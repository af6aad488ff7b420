import { facebookReturnParameter, googleReturnParameter } from '../auth/start.js';

/**
 * Where Apple sign-in starts: the server redirects to Apple and back to /?login_token=<a one-minute code>
 * (apps/server auth/social/apple.ts). The address holds only the challenge of the tab's verifier (apple-verifier.ts).
 */
export function appleStartUrl(origin: string, codeChallenge: string, locale: string, referrer: string | null = null): string {
  const url = new URL('/apple-login', origin);
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('locale', locale);
  // Apple's return is a server redirect with no body to carry it, so the start hands it to the signed state.
  if (referrer) url.searchParams.set('referrer', referrer);
  return url.href;
}

/** The start page with a provider's return marker, which start.ts recognises. */
function returnAddress(pageOrigin: string, marker: string): string {
  return `${pageOrigin}/?${marker}=1`;
}

/** An OAuth implicit-flow request: the provider sends the access token back in the fragment of the return address. */
function implicitGrantUrl(authorizeUrl: string, clientId: string, redirectUri: string, scope: string): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', scope);
  return url.href;
}

/** Google's OAuth implicit flow: the access token comes back in the fragment of /?google_login=1. */
export function googleAuthorizeUrl(authorizeUrl: string, clientId: string, pageOrigin: string): string {
  return implicitGrantUrl(authorizeUrl, clientId, returnAddress(pageOrigin, googleReturnParameter), 'openid email profile');
}

/** The social network's OAuth dialog: the access token comes back in the fragment of /?fb_login=1. */
export function facebookAuthorizeUrl(authorizeUrl: string, appId: string, pageOrigin: string): string {
  return implicitGrantUrl(authorizeUrl, appId, returnAddress(pageOrigin, facebookReturnParameter), 'email');
}
