/**
 * A stand-in for the social network's login dialog and Graph API, for the browser tests: /v2.7/dialog/oauth sends
 * the browser back to redirect_uri with an access token in the fragment; /v2.7/debug_token (asked with the app's
 * own `appId|appSecret` token) and /v2.7/me (with the appsecret_proof the server must send) answer for that token.
 * Every token belongs to one test account. Run by playwright.config.ts before the app.
 */
import { createHmac } from 'node:crypto';
import { fakeFacebookAccount } from './fake-facebook-account.js';
import { serveImplicitGrantFake } from './fake-oauth.js';

const appId = process.env.E2E_FACEBOOK_APP_ID ?? 'e2e-facebook-app';
const appSecret = process.env.E2E_FACEBOOK_APP_SECRET ?? 'e2e-facebook-secret';
const oauthError = (message: string) => ({ status: 400, body: { error: { message, type: 'OAuthException', code: 190 } } });

serveImplicitGrantFake({
  port: Number(process.env.E2E_FACEBOOK_PORT ?? 3299),
  clientId: appId,
  authorizePath: '/v2.7/dialog/oauth',
  tokenPrefix: 'EAA',
  api(url, _request, tokens) {
    const query = url.searchParams;
    if (url.pathname === '/v2.7/debug_token') {
      if (query.get('access_token') !== `${appId}|${appSecret}`) return oauthError('Invalid OAuth access token signature.');
      const valid = tokens.has(query.get('input_token') ?? '');
      return { status: 200, body: { data: {
        app_id: appId, type: 'USER', is_valid: valid, expires_at: Math.floor(Date.now() / 1000) + 3600, user_id: fakeFacebookAccount.id,
      } } };
    }
    if (url.pathname === '/v2.7/me') {
      const token = query.get('access_token') ?? '';
      if (!tokens.has(token)) return oauthError('Error validating access token');
      if (query.get('appsecret_proof') !== createHmac('sha256', appSecret).update(token).digest('hex')) {
        return oauthError('Invalid appsecret_proof provided in the API argument');
      }
      return { status: 200, body: fakeFacebookAccount };
    }
    return { status: 404, body: { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } } };
  },
});
