import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

/** The routes that answer without a token; anything added later is private unless it is listed here on purpose. */
const publicRoutes = new Set([
  'GET /healthz', 'POST /user', 'POST /login', 'POST /check_email', 'POST /send-forgot-password-email', 'POST /reset-password',
  'POST /google-login', 'POST /fb-login', 'GET /apple-login', 'GET /apple-login-web-redirect', 'POST /apple-login-web-redirect', 'POST /apple-login-exchange',
  'GET /experiments', 'GET /api/v1/auth/providers',
  // The private calendar feed: calendar apps fetch it with the secret in the address, never a token (API.md section 4).
  'GET /api/v1/calendar-feed/:file',
  // A workspace invite link names its workspace to someone not yet signed in (API.md section 5).
  'GET /api/v1/invite-links/:token',
  // The OpenAPI document of the API (API.md section 5): public, like the contract it describes.
  'GET /api/v1/openapi.json',
  // Uploaded profile pictures: any <img> loads them, the random id in the address being the only secret.
  'GET /avatars/:file',
]);

/** A concrete path for a route pattern (path parameters filled with a made-up id). */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'AAAAAAAAAAAAAAAAAAAAAA').replace(/\*$/, 'x');

describe('every route', () => {
  it('is declared public only when it is meant to be', () => {
    const declaredPublic = server.app.registeredRoutes.filter((r) => r.public && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    for (const route of declaredPublic) expect(publicRoutes, `${route} is public but not in the list`).toContain(route);
  });

  it('answers 401 without a token, and with a token that is not one, unless public', async () => {
    const privateRoutes = server.app.registeredRoutes.filter((r) => !r.public && r.method !== 'HEAD');
    expect(privateRoutes.length).toBeGreaterThan(5);
    for (const route of privateRoutes) {
      for (const token of [undefined, 'not-a-real-token']) {
        const answer = await server.request(route.method, concrete(route.url), { token, ...(route.method !== 'GET' && route.method !== 'DELETE' ? { body: {} } : {}) });
        expect(answer.status, `${route.method} ${route.url} with ${token ?? 'no token'}`).toBe(401);
        expect(answer.body).toEqual({ Error: 'Unauthorized request', code: 'UNAUTHORIZED' });
      }
    }
  });

  it('accepts the token as a Bearer token too', async () => {
    const signUp = await server.request('POST', '/user', { body: { name: 'B', username: 'bearer@example.com', password: 'pw' } });
    const me = await server.request('GET', '/me', { headers: { authorization: `Bearer ${signUp.body.auth_token}` } });
    expect(me.status).toBe(200);
  });

  it('answers an unknown path with a JSON 404, token or not', async () => {
    const answer = await server.request('GET', '/no/such/path');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ Error: 'Not found', code: 'NOT_FOUND' });
  });
});
