/**
 * A stand-in for Google's browser sign-in and token endpoints, for the browser tests: /authorize sends the browser
 * back to redirect_uri with an access token in the fragment (the implicit flow), /tokeninfo and /userinfo answer for
 * that token as Google does. Every token belongs to one test account. Run by playwright.config.ts before the app.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fakeGoogleAccount } from './fake-google-account.js';

const port = Number(process.env.E2E_GOOGLE_PORT ?? 3298);
const clientId = process.env.E2E_GOOGLE_CLIENT_ID ?? 'e2e-web.apps.googleusercontent.com';
const tokens = new Set<string>();

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/health') return json(response, 200, { ok: true });
  if (url.pathname === '/authorize') {
    const redirect = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('response_type') !== 'token' || !redirect) {
      return json(response, 400, { error: 'invalid_request' });
    }
    const token = `ya29.${randomBytes(18).toString('base64url')}`;
    tokens.add(token);
    response.writeHead(302, { location: `${redirect}#access_token=${token}&token_type=Bearer&expires_in=3599` });
    return response.end();
  }
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const token = url.pathname === '/tokeninfo' ? url.searchParams.get('access_token') : bearer;
  if (!token || !tokens.has(token)) return json(response, 400, { error: 'invalid_token' });
  if (url.pathname === '/tokeninfo') {
    return json(response, 200, { aud: clientId, azp: clientId, sub: fakeGoogleAccount.sub, expires_in: '3599', email: fakeGoogleAccount.email });
  }
  if (url.pathname === '/userinfo') return json(response, 200, fakeGoogleAccount);
  return json(response, 404, { error: 'not_found' });
}).listen(port, '127.0.0.1');
