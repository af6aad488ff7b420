import { facebookReturnParameter, googleReturnParameter } from '../auth/start.js';

/** Where Apple sign-in starts: the server redirects to Apple and back to /?login_token=… (apps/server auth/social/apple.ts). */
export function appleStartUrl(origin: string, clientId: string, locale: string): string {
  const url = new URL('/apple-login', origin);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('locale', locale);
  return url.href;
}

/** The start page with a provider's return marker, which start.ts recognises. */
function returnAddress(pageOrigin: string, marker: string): string {
  return `${pageOrigin}/?${marker}=1`;
}

/** Google's OAuth implicit flow: the access token comes back in the fragment of /?google_login=1. */
export function googleAuthorizeUrl(authorizeUrl: string, clientId: string, pageOrigin: string): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', returnAddress(pageOrigin, googleReturnParameter));
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', 'openid email profile');
  return url.href;
}

/** The social network's OAuth dialog: the access token comes back in the fragment of /?fb_login=1. */
export function facebookAuthorizeUrl(authorizeUrl: string, appId: string, pageOrigin: string): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('client_id', appId);
  url.searchParams.set('redirect_uri', returnAddress(pageOrigin, facebookReturnParameter));
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', 'email');
  return url.href;
}
