/**
 * What the browser tests' fake sign-in providers (e2e/fake-google.ts, e2e/fake-facebook.ts) share: a plain HTTP
 * server on 127.0.0.1 with /health for Playwright, the implicit-grant page that sends the browser back to
 * redirect_uri with a fresh access token in the fragment, and JSON answers for the provider's own API paths.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

export interface Answer { status: number; body: unknown }

export interface ImplicitGrantFake {
  port: number;
  /** The OAuth client id (Google) or app id (Facebook) the browser must ask for. */
  clientId: string;
  /** The sign-in page's path, e.g. /authorize or /v2.7/dialog/oauth. */
  authorizePath: string;
  tokenPrefix: string;
  /** Answers the provider's API calls for the tokens this fake issued. */
  api(url: URL, request: http.IncomingMessage, tokens: ReadonlySet<string>): Answer;
}

/** Starts a fake provider; every token it issues belongs to its one test account. */
export function serveImplicitGrantFake(fake: ImplicitGrantFake): http.Server {
  const tokens = new Set<string>();
  const authorize = (url: URL): Answer | string => {
    const redirect = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== fake.clientId || url.searchParams.get('response_type') !== 'token' || !redirect) {
      return { status: 400, body: { error: 'invalid_request' } };
    }
    const token = `${fake.tokenPrefix}${randomBytes(18).toString('base64url')}`;
    tokens.add(token);
    return `${redirect}#access_token=${token}&token_type=Bearer&expires_in=3599`;
  };
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${fake.port}`);
    const answer = url.pathname === '/health' ? { status: 200, body: { ok: true } }
      : url.pathname === fake.authorizePath ? authorize(url)
      : fake.api(url, request, tokens);
    if (typeof answer === 'string') return response.writeHead(302, { location: answer }).end();
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }).listen(fake.port, '127.0.0.1');
}
