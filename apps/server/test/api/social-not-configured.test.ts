import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ PUBLIC_URL: 'https://tasks.example.org', RECAPTCHA_SITE_KEY: 'site-key-1' }); });
afterAll(async () => { await server?.close(); });

describe('sign-in providers on a server that configures none', () => {
  it('lists none of them, and the captcha site key', async () => {
    const answer = await server.request('GET', '/api/v1/auth/providers');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ google: false, facebook: false, apple: false, captcha: { siteKey: 'site-key-1' }, googleClientId: null, facebookAppId: null, googleAuthorizeUrl: null, facebookAuthorizeUrl: null });
  });

  it('answers 503 on Google sign-in, saying so', async () => {
    const answer = await server.request('POST', '/google-login', { body: { access_token: 'ya29.x', referrer: '' } });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ Error: 'Google sign-in is not configured on this server', code: 'PROVIDER_NOT_CONFIGURED' });
  });

  it('answers 503 on social-network sign-in, saying so', async () => {
    const answer = await server.request('POST', '/fb-login', { body: { access_token: 'EAAx', referrer: '' } });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ Error: 'Social-network sign-in is not configured on this server', code: 'PROVIDER_NOT_CONFIGURED' });
  });

  it('answers 503 at the start of Apple sign-in, and sends a return back with an error marker', async () => {
    const start = await server.request('GET', '/apple-login');
    expect(start.status).toBe(503);
    expect(start.body).toEqual({ Error: 'Apple sign-in is not configured on this server', code: 'PROVIDER_NOT_CONFIGURED' });

    const back = await server.request('POST', '/apple-login-web-redirect', {
      raw: 'state=x&id_token=y', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('https://tasks.example.org/?login_error=apple');
  });
});
