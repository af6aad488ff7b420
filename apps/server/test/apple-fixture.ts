import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { formFields, startFakeApple, type FakeApple } from './fakes/apple.js';
import { startServer, type TestServer } from './harness.js';

/** The Apple redirect flow as a browser walks it, against the fake Apple (fakes/apple.ts). */
export const appleClientId = 'com.example.taskhub.web';
export const applePublicUrl = 'http://taskhub.test';
export const appleFailure = `${applePublicUrl}/?login_error=apple`;

export interface AppleFixture {
  server: TestServer;
  apple: FakeApple;
  close(): Promise<void>;
}

export async function startAppleFixture(env: Record<string, string> = {}): Promise<AppleFixture> {
  // Apple's tokens are dated by the server's clock, which tests move forward; the server starts after Apple.
  const started: { server?: TestServer } = {};
  const apple = await startFakeApple(appleClientId, () => started.server?.clock.now() ?? Date.now());
  const server = await startServer({
    PUBLIC_URL: applePublicUrl, APPLE_CLIENT_ID: appleClientId, APPLE_JWKS_URL: `${apple.url}/auth/keys`,
    APPLE_AUTHORIZE_URL: `${apple.url}/auth/authorize`, ...env,
  });
  started.server = server;
  return { server, apple, close: async () => { await server.close(); await apple.close(); } };
}

/** A PKCE verifier as the web client makes it (32 random bytes, base64url) and its S256 challenge. */
export const newVerifier = () => randomBytes(32).toString('base64url');
export const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** What the starting browser holds after GET /apple-login: the binding cookie and its verifier; and where it goes. */
export interface AppleFlow {
  location: URL;
  cookie: string;
  verifier: string;
}

export async function startFlow(
  server: TestServer, options: { locale?: string; verifier?: string; referrer?: string } = {},
): Promise<AppleFlow> {
  const verifier = options.verifier ?? newVerifier();
  const query = new URLSearchParams({
    code_challenge: challengeOf(verifier), ...(options.locale ? { locale: options.locale } : {}), ...(options.referrer ? { referrer: options.referrer } : {}),
  });
  const start = await server.request('GET', `/apple-login?${query}`);
  expect(start.status).toBe(302);
  return { location: new URL(start.headers.get('location')!), cookie: start.headers.get('set-cookie')!.split(';')[0]!, verifier };
}

/** The person signs in at the (fake) Apple page, which answers the auto-posting form. */
export async function authorizeAtApple(location: URL) {
  const page = await fetch(location);
  expect(page.status).toBe(200);
  return formFields(await page.text());
}

export const postBack = (server: TestServer, fields: Record<string, string>, cookie: string) =>
  server.request('POST', '/apple-login-web-redirect', {
    raw: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });

/** The code a redirect carries in `login_token`, after checking it goes to the app's start page. */
export function loginCode(answer: { status: number; headers: Headers }) {
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${applePublicUrl}/`);
  expect(location.searchParams.get('login_error')).toBeNull();
  return location.searchParams.get('login_token')!;
}

/** A whole sign-in up to the return: the code the start page receives, and the flow that got it. */
export async function codeFor(server: TestServer, options: { locale?: string; verifier?: string } = {}) {
  const flow = await startFlow(server, options);
  const code = loginCode(await postBack(server, await authorizeAtApple(flow.location), flow.cookie));
  return { code, flow };
}

export const exchange = (server: TestServer, code: string, fields: Record<string, unknown> = {}) =>
  server.request('POST', '/apple-login-exchange', { body: { code, ...fields } });
