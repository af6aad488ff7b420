import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { securityHeaders } from '../../src/http/security-headers.js';
import { signUp, startServer, type TestServer } from '../harness.js';

const inlineScript = "\n      document.documentElement.classList.add('theme-light');\n    ";
const page = `<!doctype html><html><head><script>${inlineScript}</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

let webDist: string;
let server: TestServer;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'taskhub-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), page);
  await writeFile(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1);');
  await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {});');
  server = await startServer({
    WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://tasks.example.com', WEB_API_ORIGINS: 'https://api.example.com wss://ws.example.com',
  });
});
afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

/** The page's policy as a map of directive → sources. */
function policyOf(headers: Headers): Map<string, string[]> {
  const text = headers.get('content-security-policy');
  expect(text).toBeTruthy();
  return new Map(text!.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

describe('security headers', () => {
  it.each([
    ['a success', 'GET', '/healthz'],
    ['a 401', 'GET', '/me'],
    ['a 404', 'GET', '/nothing/here.json'],
    ['a 400', 'POST', '/login'],
  ])('are on %s', async (_label, method, path) => {
    const answer = await server.request(method, path, method === 'POST' ? { body: {} } : {});
    for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers.get(name), name).toBe(value);
  });

  it('include nosniff and frame protection (the ones browsers act on most)', () => {
    expect(securityHeaders['x-content-type-options']).toBe('nosniff');
    expect(securityHeaders['x-frame-options']).toBe('DENY');
  });
});

describe('the web app\'s addresses', () => {
  it.each(['/my-day', '/all', '/all-tasks', '/next-7-days', '/lists/abc-123', '/tags/t1', '/tasks/task-9', '/search?q=milk', '/settings/theme', '/reset-password'])(
    'serves the page at %s, so a reload or a link opens that screen', async (address) => {
      const answer = await server.request('GET', address, { headers: html });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.body).toMatch(/^<!doctype html><html><head><meta property="csp-nonce" nonce="[A-Za-z0-9+/]{22}==">/);
      expect(answer.body.replace(/<meta property="csp-nonce" nonce="[^"]+">/, '')).toBe(page);
    },
  );
});

describe('Content-Security-Policy of the web app', () => {
  it('is strict on the HTML page: own files, the page\'s inline script by hash only, no eval, never framed', async () => {
    const answer = await server.request('GET', '/some/app/route', { headers: html });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = policyOf(answer.headers);
    const hash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", hash]);
    // Inline style only for the <style> elements carrying this answer's nonce, the one in its page (page-policy.ts).
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(answer.body)![1]!;
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    // Uploaded profile pictures from PUBLIC_URL, attachment previews from an API origin the page is pointed at; no
    // Google account pictures without Google sign-in.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tasks.example.com', 'https://api.example.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'wss://tasks.example.com', 'https://api.example.com', 'wss://ws.example.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(answer.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval|\*|recaptcha/);
    // The same page asked for by its file name is under the same policy, with a nonce of its own.
    const byName = await server.request('GET', '/index.html');
    const withoutNonce = (headers: Headers) => headers.get('content-security-policy')!.replace(/ 'nonce-[^']+'/, '');
    expect(withoutNonce(byName.headers)).toBe(withoutNonce(answer.headers));
    const nonceOf = (body: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(body)![1]!;
    expect(byName.headers.get('content-security-policy')).toContain(`'nonce-${nonceOf(byName.body)}'`);
    expect(nonceOf(byName.body)).not.toBe(nonce);
  });

  it('allows reCAPTCHA\'s script and frame, as Google\'s FAQ lists them, only when a site key is configured', async () => {
    const withCaptcha = await startServer({ WEB_DIST_DIR: webDist, RECAPTCHA_SECRET: 'secret', RECAPTCHA_SITE_KEY: 'site-key' });
    try {
      const answer = await withCaptcha.request('GET', '/', { headers: html });
      const policy = policyOf(answer.headers);
      const hash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
      expect(policy.get('script-src')).toEqual(["'self'", hash, 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
      expect(policy.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
      // Google asks for no style source; nothing else opens up either.
      expect(policy.get('style-src')).toHaveLength(2);
      expect(policy.get('style-src')![1]).toMatch(/^'nonce-/);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(answer.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval|\*|strict-dynamic/);
      // The captcha's answers are posted by this page to its own API: no new connect origin.
      // Served over http here, so the socket is ws:.
      expect(policy.get('connect-src')).toEqual(["'self'", `ws://${new URL(withCaptcha.app.ctx.config.publicUrl).host}`]);
    } finally {
      await withCaptcha.close();
    }
    expect(policyOf((await server.request('GET', '/', { headers: html })).headers).get('frame-src')).toEqual(["'none'"]);
  });

  it('lets avatars show Google account pictures only when Google sign-in is configured', async () => {
    const withGoogle = await startServer({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://tasks.example.com', GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com' });
    try {
      const policy = policyOf((await withGoogle.request('GET', '/', { headers: html })).headers);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tasks.example.com', 'https://*.googleusercontent.com']);
    } finally {
      await withGoogle.close();
    }
  });

  it('hands the error-reporting settings to the page and allows reports to the DSN\'s origin, only when a DSN is set', async () => {
    const reporting = await startServer({
      WEB_DIST_DIR: webDist, ERROR_REPORTING_DSN: 'https://public1@errors.example.com:8443/42', ERROR_REPORTING_ENVIRONMENT: 'beta',
      ERROR_REPORTING_RELEASE: 'taskhub@1.2.3',
    });
    try {
      const answer = await reporting.request('GET', '/', { headers: html });
      expect(answer.body).toContain(
        '<meta name="taskhub:error-reporting" data-dsn="https://public1@errors.example.com:8443/42" data-environment="beta" data-release="taskhub@1.2.3">',
      );
      expect(policyOf(answer.headers).get('connect-src')).toEqual([
        "'self'", `ws://${new URL(reporting.app.ctx.config.publicUrl).host}`, 'https://errors.example.com:8443',
      ]);
    } finally {
      await reporting.close();
    }
    const without = await server.request('GET', '/', { headers: html });
    expect(without.body).not.toContain('taskhub:error-reporting');
    expect(without.headers.get('content-security-policy')).not.toContain('errors.example.com');
  });

  it('hands the onboarding session address to the page only when ONBOARDING_SESSION_URL is set, escaped', async () => {
    const booking = await startServer({ WEB_DIST_DIR: webDist, ONBOARDING_SESSION_URL: 'https://book.example.com/taskhub?a=1&b="2"' });
    try {
      const answer = await booking.request('GET', '/', { headers: html });
      expect(answer.body).toContain('<meta name="taskhub:onboarding-session" content="https://book.example.com/taskhub?a=1&amp;b=&quot;2&quot;">');
    } finally {
      await booking.close();
    }
    expect((await server.request('GET', '/', { headers: html })).body).not.toContain('taskhub:onboarding-session');
    for (const wrong of ['javascript:alert(1)', 'ftp://files.example.com/x', 'not a url']) {
      expect(() => loadConfig({ ONBOARDING_SESSION_URL: wrong }), wrong).toThrow(/ONBOARDING_SESSION_URL/);
    }
  });

  it('takes only a DSN and an environment of SPEC.md section 5 for error reporting', () => {
    expect(loadConfig({ ERROR_REPORTING_DSN: 'https://k@errors.example.com/1' }).errorReporting)
      .toEqual({ dsn: 'https://k@errors.example.com/1', origin: 'https://errors.example.com', environment: 'production', release: undefined });
    expect(loadConfig({}).errorReporting).toBeUndefined();
    for (const wrong of ['https://errors.example.com/1', 'https://k@errors.example.com/', 'https://a-b@errors.example.com/1', 'ftp://k@errors.example.com/1', 'not a url']) {
      expect(() => loadConfig({ ERROR_REPORTING_DSN: wrong }), wrong).toThrow(/ERROR_REPORTING_DSN/);
    }
    for (const wrong of ['staging', 'Production', 'netlify']) {
      expect(() => loadConfig({ ERROR_REPORTING_ENVIRONMENT: wrong }), wrong).toThrow(/ERROR_REPORTING_ENVIRONMENT/);
    }
    expect(loadConfig({ ERROR_REPORTING_ENVIRONMENT: 'NETLIFY' }).errorReporting).toBeUndefined();
    expect(() => loadConfig({ ERROR_REPORTING_RELEASE: 'a"><script>' })).toThrow(/ERROR_REPORTING_RELEASE/);
  });

  it('takes only origins in WEB_API_ORIGINS', () => {
    expect(loadConfig({ WEB_API_ORIGINS: 'https://api.example.com/, wss://ws.example.com' }).webApiOrigins)
      .toEqual(['https://api.example.com', 'wss://ws.example.com']);
    for (const wrong of ['https://api.example.com/path', 'api.example.com', 'ftp://files.example.com', "https://a.example.com'; script-src *"]) {
      expect(() => loadConfig({ WEB_API_ORIGINS: wrong }), wrong).toThrow(/WEB_API_ORIGINS/);
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on every API answer: login responses, /me, sync, errors', async () => {
    const { token } = await signUp(server);
    const login = await server.request('POST', '/user', {
      body: { name: 'Cache', username: `cache-${Date.now()}@example.com`, password: 'secret-pass' },
    });
    const answers = [
      login,
      await server.request('GET', '/me', { token }),
      await server.request('POST', '/api/v11/me/sync', { token, body: { models: {} } }),
      await server.request('GET', '/me/labels', { token }),
      await server.request('GET', '/me'),
      await server.request('GET', '/nothing/here.json'),
    ];
    expect(login.body.auth_token).toBeTruthy();
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('lets the browser keep the web build\'s files: hashed assets for good, the worker revalidated, the page never', async () => {
    const asset = await server.request('GET', '/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.request('GET', '/sw.js', { headers: html })).headers.get('cache-control')).toBe('public, max-age=0');
    // Each answer of the page carries a nonce of its own, which no cache may hand out twice.
    for (const address of ['/', '/index.html']) {
      expect((await server.request('GET', address, { headers: html })).headers.get('cache-control'), address).toBe('no-store');
    }
  });
});
