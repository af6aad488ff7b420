import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

/** How a fake misbehaves: answer 503, or drop the connection without a word. */
export type Outage = 'none' | 'error' | 'drop';

export interface FakeServer {
  url: string;
  outage: Outage;
  /** Paths (with query) the fake was asked for, newest last. */
  requests: string[];
  close(): Promise<void>;
}

interface Answer { status: number; body: unknown; headers?: Record<string, string> }
export type Handler = (url: URL, request: http.IncomingMessage) => Answer | Promise<Answer>;

/** A plain HTTP server on 127.0.0.1 and a free port, answering JSON (or a string as given) from a handler. */
export async function startJsonFake(handler: Handler): Promise<FakeServer> {
  const fake: FakeServer = { url: '', outage: 'none', requests: [], close: async () => undefined };
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push(url.pathname + url.search);
    if (fake.outage === 'drop') return request.socket.destroy();
    const answer = fake.outage === 'error' ? { status: 503, body: { error: 'backend_error' } } : await handler(url, request);
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.close = () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return fake;
}

export interface GoogleAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface FakeGoogle extends FakeServer {
  /** Issues an access token for an account; `audience` is the OAuth client it was made for. */
  issueToken(account: GoogleAccount, options?: { audience?: string; expiresInSeconds?: number }): string;
}

/** Google's tokeninfo (GET /tokeninfo?access_token=) and OpenID userinfo (GET /userinfo, Bearer) endpoints. */
export async function startFakeGoogle(clientId: string, now: () => number = Date.now): Promise<FakeGoogle> {
  const tokens = new Map<string, { account: GoogleAccount; audience: string; expiresAt: number }>();
  const invalid = { status: 400, body: { error: 'invalid_token', error_description: 'Invalid Value' } };
  const fake = await startJsonFake((url, request) => {
    if (url.pathname === '/tokeninfo') {
      const grant = tokens.get(url.searchParams.get('access_token') ?? '');
      // Google refuses an expired token outright rather than describing it.
      if (!grant || grant.expiresAt <= now()) return invalid;
      return { status: 200, body: {
        azp: grant.audience, aud: grant.audience, sub: grant.account.sub, scope: 'openid email profile',
        exp: String(Math.floor(grant.expiresAt / 1000)), expires_in: String(Math.floor((grant.expiresAt - now()) / 1000)),
        email: grant.account.email, email_verified: String(grant.account.email_verified ?? false), access_type: 'online',
      } };
    }
    if (url.pathname === '/userinfo') {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const grant = bearer ? tokens.get(bearer) : undefined;
      if (!grant || grant.expiresAt <= now()) {
        return { status: 401, body: { error: 'invalid_request' }, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } };
      }
      return { status: 200, body: { ...grant.account, email_verified: grant.account.email_verified ?? false } };
    }
    return { status: 404, body: { error: 'not_found' } };
  });
  return Object.assign(fake, {
    issueToken(account: GoogleAccount, options: { audience?: string; expiresInSeconds?: number } = {}) {
      const token = `ya29.${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { account, audience: options.audience ?? clientId, expiresAt: now() + (options.expiresInSeconds ?? 3600) * 1000 });
      return token;
    },
  });
}

export interface FacebookAccount {
  id: string;
  name?: string;
  email?: string;
}

export interface FakeFacebook extends FakeServer {
  /** Issues a user access token; `appId` is the app it was made for. */
  issueToken(account: FacebookAccount, options?: { appId?: string; valid?: boolean }): string;
}

/** The Graph API's debug_token and /me endpoints under a version prefix (graphUrl is `${url}/v2.7`). */
export async function startFakeFacebook(appId: string, appSecret: string): Promise<FakeFacebook> {
  const tokens = new Map<string, { account: FacebookAccount; appId: string; valid: boolean }>();
  const oauthError = (message: string) => ({ status: 400, body: { error: { message, type: 'OAuthException', code: 190 } } });
  const fake = await startJsonFake((url) => {
    const query = url.searchParams;
    if (url.pathname === '/v2.7/debug_token') {
      if (query.get('access_token') !== `${appId}|${appSecret}`) return oauthError('Invalid OAuth access token signature.');
      const grant = tokens.get(query.get('input_token') ?? '');
      if (!grant) return oauthError('Invalid OAuth access token - Cannot parse access token');
      return { status: 200, body: { data: {
        app_id: grant.appId, type: 'USER', application: 'Some app', expires_at: Math.floor(Date.now() / 1000) + 3600,
        is_valid: grant.valid, scopes: ['email', 'public_profile'], user_id: grant.account.id,
      } } };
    }
    if (url.pathname === '/v2.7/me') {
      const token = query.get('access_token') ?? '';
      const grant = tokens.get(token);
      if (!grant || !grant.valid) return oauthError('Error validating access token');
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      if (query.get('appsecret_proof') !== proof) return oauthError('Invalid appsecret_proof provided in the API argument');
      const fields = new Set((query.get('fields') ?? 'id,name').split(','));
      const body: Record<string, unknown> = { id: grant.account.id };
      if (fields.has('name')) body.name = grant.account.name;
      if (fields.has('email') && grant.account.email) body.email = grant.account.email;
      if (fields.has('picture')) body.picture = { data: { height: 50, width: 50, is_silhouette: true, url: 'https://example.com/p.png' } };
      return { status: 200, body };
    }
    return { status: 404, body: { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } } };
  });
  return Object.assign(fake, {
    issueToken(account: FacebookAccount, options: { appId?: string; valid?: boolean } = {}) {
      const token = `EAA${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { account, appId: options.appId ?? appId, valid: options.valid ?? true });
      return token;
    },
  });
}
