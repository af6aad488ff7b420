/**
 * A stand-in for Google's browser sign-in and token endpoints, for the browser tests: /authorize sends the browser
 * back to redirect_uri with an access token in the fragment (the implicit flow), /tokeninfo and /userinfo answer for
 * that token as Google does. Every token belongs to one test account. Run by playwright.config.ts before the app.
 */
import { fakeGoogleAccount } from './fake-google-account.js';
import { serveImplicitGrantFake } from './fake-oauth.js';

const clientId = process.env.E2E_GOOGLE_CLIENT_ID ?? 'e2e-web.apps.googleusercontent.com';

serveImplicitGrantFake({
  port: Number(process.env.E2E_GOOGLE_PORT ?? 3298),
  clientId,
  authorizePath: '/authorize',
  tokenPrefix: 'ya29.',
  api(url, request, tokens) {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = url.pathname === '/tokeninfo' ? url.searchParams.get('access_token') : bearer;
    if (!token || !tokens.has(token)) return { status: 400, body: { error: 'invalid_token' } };
    if (url.pathname === '/tokeninfo') {
      return { status: 200, body: { aud: clientId, azp: clientId, sub: fakeGoogleAccount.sub, expires_in: '3599', email: fakeGoogleAccount.email } };
    }
    if (url.pathname === '/userinfo') return { status: 200, body: fakeGoogleAccount };
    return { status: 404, body: { error: 'not_found' } };
  },
});
