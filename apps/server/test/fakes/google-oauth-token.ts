import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { answerJson, readBody } from './http-helpers.js';

export interface FakeGoogleTokenEndpoint {
  /** Put in GOOGLE_TOKEN_URL. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Forms received, in order (secrets included, for the assertions). */
  requests: Array<Record<string, string>>;
  /** Answers the next exchange of this code with a grant (refresh token included unless said otherwise). */
  issueCode(options?: { withRefreshToken?: boolean }): { code: string; refreshToken: string };
  /** The refresh token stops working, as when the user removes the app's access. */
  revoke(refreshToken: string): void;
  /** While true the endpoint answers 503. */
  failing: boolean;
  env(): Record<string, string>;
  close(): Promise<void>;
}

const scope = 'https://www.googleapis.com/auth/calendar openid email';

/** Google's OAuth token endpoint for the two grants the calendar uses (authorization_code with `postmessage`, refresh_token). */
export async function startFakeGoogleTokenEndpoint(): Promise<FakeGoogleTokenEndpoint> {
  const clientId = `${randomBytes(6).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = randomBytes(12).toString('base64url');
  const codes = new Map<string, { refreshToken: string; withRefreshToken: boolean }>();
  const liveRefreshTokens = new Set<string>();
  const accessToken = () => `ya29.${randomBytes(12).toString('base64url')}`;

  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    fake.requests.push(Object.fromEntries(form));
    if (request.method !== 'POST' || request.url !== '/token') return answerJson(response, 404, { error: 'not_found' });
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return answerJson(response, 400, { error: 'invalid_request' });
    if (fake.failing) return answerJson(response, 503, { error: 'backend_error' });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return answerJson(response, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    if (form.get('grant_type') === 'authorization_code') {
      const grant = codes.get(form.get('code') ?? '');
      if (!grant || form.get('redirect_uri') !== 'postmessage') return answerJson(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      codes.delete(form.get('code')!);
      liveRefreshTokens.add(grant.refreshToken);
      return answerJson(response, 200, {
        access_token: accessToken(), expires_in: 3599, token_type: 'Bearer', scope,
        ...(grant.withRefreshToken && { refresh_token: grant.refreshToken }),
      });
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!liveRefreshTokens.has(form.get('refresh_token') ?? '')) {
        return answerJson(response, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      }
      return answerJson(response, 200, { access_token: accessToken(), expires_in: 3599, token_type: 'Bearer', scope });
    }
    return answerJson(response, 400, { error: 'unsupported_grant_type' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;

  const fake: FakeGoogleTokenEndpoint = {
    tokenUrl, clientId, clientSecret, requests: [], failing: false,
    issueCode({ withRefreshToken = true } = {}) {
      const code = `4/${randomBytes(12).toString('base64url')}`;
      const refreshToken = `1//${randomBytes(18).toString('base64url')}`;
      codes.set(code, { refreshToken, withRefreshToken });
      return { code, refreshToken };
    },
    revoke: (refreshToken) => { liveRefreshTokens.delete(refreshToken); },
    env: () => ({ GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_TOKEN_URL: tokenUrl }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
