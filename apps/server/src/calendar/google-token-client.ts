import { AppError } from '@taskhub/domain';
import type { Config } from '../config/config.js';

export interface GoogleTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken?: string;
  scope?: string;
}

type GoogleClient = Required<Pick<Config['google'], 'clientId' | 'clientSecret'>> & Pick<Config['google'], 'tokenUrl'>;

/** The configured OAuth client, or CALENDAR_NOT_CONFIGURED: without one the integration cannot work at all. */
export function googleClient(config: Config['google']): GoogleClient {
  const { clientId, clientSecret, tokenUrl } = config;
  if (!clientId || !clientSecret) throw new AppError('CALENDAR_NOT_CONFIGURED');
  return { clientId, clientSecret, tokenUrl };
}

/** Google's token endpoint refuses a grant with 400/401 and `invalid_grant` (or similar); anything else is an outage. */
export class GrantRefused extends AppError {
  constructor(readonly reason: string) {
    // Not a 401: the client ends its own session on 401, and a refused calendar grant must not sign the person out.
    super('CALENDAR_GRANT_REFUSED');
  }
}

/** One call to the OAuth token endpoint (RFC 6749 section 4.1.3 and section 6). */
async function requestTokens(client: GoogleClient, grant: Record<string, string>): Promise<GoogleTokens> {
  const response = await fetch(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...grant, client_id: client.clientId, client_secret: client.clientSecret }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  const body = (await response?.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (response && (response.status === 400 || response.status === 401)) {
    throw new GrantRefused(typeof body?.error === 'string' ? body.error : 'unknown');
  }
  if (!response?.ok || typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number') {
    throw new AppError('THIRD_PARTY_UNAVAILABLE', { message: 'Google did not answer, please try again' });
  }
  return {
    accessToken: body.access_token,
    expiresIn: body.expires_in,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    scope: typeof body.scope === 'string' ? body.scope : undefined,
  };
}

/** Trades the one-time code of Google's popup sign-in (whose redirect URI is always `postmessage`) for tokens. */
export function exchangeAuthorizationCode(client: GoogleClient, code: string): Promise<GoogleTokens> {
  return requestTokens(client, { grant_type: 'authorization_code', code, redirect_uri: 'postmessage' });
}

/** A new short-lived access token from a stored refresh token. */
export function refreshAccessToken(client: GoogleClient, refreshToken: string): Promise<GoogleTokens> {
  return requestTokens(client, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
