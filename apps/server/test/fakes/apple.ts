import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { startJsonFake, type FakeServer } from './oauth-providers.js';

export const appleIssuer = 'https://appleid.apple.com';
const keyId = 'fake-apple-key-1';

export interface AppleAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  firstName?: string;
  lastName?: string;
}

export interface SignOptions {
  /** Sign with another key than the published one (under the same key id): a forged token. */
  key?: CryptoKey;
  expiresAt?: number;
}

export interface FakeApple extends FakeServer {
  /** The person who "signs in" at the authorize page next. */
  nextAccount: AppleAccount;
  /** Signs an id_token with the published key unless told otherwise; claims override the defaults. */
  idToken(claims: JWTPayload & { nonce?: string }, options?: SignOptions): Promise<string>;
  /** A key Apple never published, for forged tokens. */
  strangerKey: CryptoKey;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sign in with Apple: the JWKS at /auth/keys (RS256 key pair made at start) and an authorize page at /auth/authorize
 * that, like Apple with response_mode=form_post, answers an HTML form that posts code, id_token, state and (on the
 * first authorization only) user to the redirect_uri.
 */
export async function startFakeApple(clientId: string, now: () => number = Date.now): Promise<FakeApple> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: keyId, alg: 'RS256', use: 'sig' };
  const authorized = new Set<string>();

  const sign = async (claims: JWTPayload, options: SignOptions = {}) => {
    const issuedAt = Math.floor(now() / 1000);
    return new SignJWT({ iss: appleIssuer, aud: clientId, iat: issuedAt, exp: options.expiresAt ?? issuedAt + 600, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: keyId })
      .sign(options.key ?? privateKey);
  };

  const authorizePage = async (query: URLSearchParams) => {
    if (query.get('client_id') !== clientId || query.get('response_mode') !== 'form_post'
      || query.get('response_type') !== 'code id_token' || !query.get('redirect_uri')) {
      return { status: 400, body: 'invalid_request', headers: { 'content-type': 'text/plain' } };
    }
    const account = fake.nextAccount;
    const idToken = await sign({
      sub: account.sub, nonce: query.get('nonce') ?? undefined, email: account.email,
      email_verified: account.email_verified ?? true, nonce_supported: true,
    });
    const fields: Record<string, string> = { state: query.get('state') ?? '', code: `c${randomBytes(16).toString('hex')}`, id_token: idToken };
    // Apple sends the name only the first time a person authorizes the app.
    if (!authorized.has(account.sub) && (account.firstName || account.lastName)) {
      fields.user = JSON.stringify({ name: { firstName: account.firstName, lastName: account.lastName }, email: account.email });
    }
    authorized.add(account.sub);
    const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`).join('');
    const action = escapeHtml(query.get('redirect_uri')!);
    const page = `<html><body onload="document.forms[0].submit()"><form method="POST" action="${action}">${inputs}</form></body></html>`;
    return { status: 200, body: page, headers: { 'content-type': 'text/html; charset=utf-8' } };
  };

  const fake = Object.assign(await startJsonFake((url) => {
    if (url.pathname === '/auth/keys') return { status: 200, body: { keys: [jwk] } };
    if (url.pathname === '/auth/authorize') return authorizePage(url.searchParams);
    return { status: 404, body: { error: 'not_found' } };
  }), {
    nextAccount: { sub: 'apple-0', email: 'apple0@example.com' } as AppleAccount,
    idToken: sign,
    strangerKey: stranger.privateKey,
  });
  return fake;
}

/** The hidden fields of an auto-posting form page. */
export function formFields(html: string): Record<string, string> {
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]));
}
