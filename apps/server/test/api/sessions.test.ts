import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';

let server: TestServer;
beforeAll(async () => { server = await startServer({ SESSIONS_PER_USER: '3' }); });
afterAll(async () => { await server.close(); });

const unauthorized = { Error: 'Unauthorized request', code: 'UNAUTHORIZED' };

/** An account signed in on two devices: the sign-up one (web) and a desktop app. */
async function twoDevices() {
  const account = await signUp(server, { client_id: 'browser-1', platform: 'web' });
  const desktop = await server.request('POST', '/login', {
    body: { email: account.email, password: account.password, client_id: 'desktop-1', platform: 'desktop' },
    headers: { 'user-agent': 'TaskHub Desktop/1.0' },
  });
  expect(desktop.status).toBe(200);
  return { ...account, browserToken: account.token, desktopToken: desktop.body.auth_token as string };
}

describe('GET /api/v1/sessions', () => {
  it('lists the devices with the current one flagged, never the token or its hash', async () => {
    const { browserToken, desktopToken } = await twoDevices();
    const answer = await server.request('GET', '/api/v1/sessions', { token: desktopToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    for (const session of answer.body) {
      expect(Object.keys(session).sort()).toEqual(['browser', 'clientId', 'createdAt', 'current', 'id', 'lastUsedAt', 'os', 'platform', 'userAgent']);
      expect(session.id).toEqual(expect.any(String));
      expect(session.createdAt).toEqual(expect.any(Number));
      expect(session.lastUsedAt).toBeGreaterThanOrEqual(session.createdAt);
    }
    const byClient = Object.fromEntries(answer.body.map((s: { clientId: string }) => [s.clientId, s]));
    expect(byClient['browser-1']).toMatchObject({ platform: 3, current: false });
    expect(byClient['desktop-1']).toMatchObject({ platform: 5, current: true, userAgent: 'TaskHub Desktop/1.0', browser: null, os: null });

    const text = JSON.stringify(answer.body);
    for (const token of [browserToken, desktopToken]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(createHash('sha256').update(token).digest('base64url'));
      expect(text).not.toContain(createHash('sha256').update(token).digest('hex'));
    }
  });

  it('shows when a device was last used', async () => {
    const { browserToken, desktopToken } = await twoDevices();
    server.clock.advance(10 * 60_000);
    expect((await server.request('GET', '/me', { token: browserToken })).status).toBe(200);
    const list = (await server.request('GET', '/api/v1/sessions', { token: desktopToken })).body;
    const browser = list.find((s: { clientId: string }) => s.clientId === 'browser-1');
    expect(browser.lastUsedAt - browser.createdAt).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it('names the browser and system of each device from its user agent', async () => {
    const { email, password } = await signUp(server, { client_id: 'browser-2', platform: 'web' });
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const login = await server.request('POST', '/login', {
      body: { email, password, client_id: 'browser-3', platform: 'web' }, headers: { 'user-agent': chrome },
    });
    const list = (await server.request('GET', '/api/v1/sessions', { token: login.body.auth_token })).body;
    expect(list.find((s: { clientId: string }) => s.clientId === 'browser-3')).toMatchObject({ browser: 'Chrome', os: 'Windows', current: true });
  });

  it("lists only the caller's own sessions", async () => {
    const { desktopToken } = await twoDevices();
    await twoDevices();
    expect((await server.request('GET', '/api/v1/sessions', { token: desktopToken })).body).toHaveLength(2);
  });

  it('answers 401 without a token and with a garbage token', async () => {
    for (const token of [undefined, 'garbage-token']) {
      const answer = await server.request('GET', '/api/v1/sessions', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized);
    }
  });
});

describe('DELETE /api/v1/sessions/:id', () => {
  it('signs that device out and leaves the others', async () => {
    const { browserToken, desktopToken } = await twoDevices();
    const list = (await server.request('GET', '/api/v1/sessions', { token: desktopToken })).body;
    const browser = list.find((s: { clientId: string }) => s.clientId === 'browser-1');
    const answer = await server.request('DELETE', `/api/v1/sessions/${browser.id}`, { token: desktopToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    expect((await server.request('GET', '/me', { token: browserToken })).status).toBe(401);
    expect((await server.request('GET', '/me', { token: desktopToken })).status).toBe(200);
    const after = (await server.request('GET', '/api/v1/sessions', { token: desktopToken })).body;
    expect(after.map((s: { clientId: string }) => s.clientId)).toEqual(['desktop-1']);
  });

  it("answers 404 for another user's session, which stays valid", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const theirList = (await server.request('GET', '/api/v1/sessions', { token: theirs.desktopToken })).body;
    for (const session of theirList) {
      const answer = await server.request('DELETE', `/api/v1/sessions/${session.id}`, { token: mine.desktopToken });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ Error: 'Not found', code: 'NOT_FOUND' });
    }
    expect((await server.request('GET', '/me', { token: theirs.browserToken })).status).toBe(200);
    expect((await server.request('GET', '/me', { token: theirs.desktopToken })).status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const { desktopToken } = await twoDevices();
    const answer = await server.request('DELETE', '/api/v1/sessions/no-such-session', { token: desktopToken });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ Error: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers 401 without a token and with a garbage token', async () => {
    const { desktopToken } = await twoDevices();
    const [session] = (await server.request('GET', '/api/v1/sessions', { token: desktopToken })).body;
    for (const token of [undefined, 'garbage-token']) {
      const answer = await server.request('DELETE', `/api/v1/sessions/${session.id}`, { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized);
    }
    expect((await server.request('GET', '/api/v1/sessions', { token: desktopToken })).body).toHaveLength(2);
  });
});

describe('tokens', () => {
  it('accept Authorization: Bearer as well as X-Anydo-Auth', async () => {
    const { token } = await signUp(server);
    const answer = await server.request('GET', '/me', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect((await server.request('GET', '/me', { headers: { authorization: 'Bearer garbage' } })).status).toBe(401);
  });
});

describe('sessions per account', () => {
  it('keeps at most SESSIONS_PER_USER; a new sign-in ends the least recently used', async () => {
    const account = await signUp(server, { client_id: 'device-0' });
    const tokens = [account.token];
    for (let i = 1; i <= 3; i++) {
      server.clock.advance(1000);
      const answer = await server.request('POST', '/login', { body: { email: account.email, password: account.password, client_id: `device-${i}` } });
      tokens.push(answer.body.auth_token as string);
    }
    expect((await server.request('GET', '/me', { token: tokens[0] })).status).toBe(401);
    for (const token of tokens.slice(1)) expect((await server.request('GET', '/me', { token })).status).toBe(200);
    const listed = await server.request('GET', '/api/v1/sessions', { token: tokens[3] });
    expect(listed.body.map((s: { clientId: string }) => s.clientId).sort()).toEqual(['device-1', 'device-2', 'device-3']);
  });
});

describe('one session per device', () => {
  it('holds when several log-ins from one device arrive at once', async () => {
    const account = await signUp(server, { client_id: 'racing-device' });
    const logins = await Promise.all(Array.from({ length: 6 }, () => server.request('POST', '/login', {
      body: { email: account.email, password: account.password, client_id: 'racing-device' },
    })));
    expect(logins.every((answer) => answer.status === 200)).toBe(true);
    const working = [];
    for (const answer of logins) {
      if ((await server.request('GET', '/me', { token: answer.body.auth_token })).status === 200) working.push(answer);
    }
    expect(working).toHaveLength(1);
    const listed = await server.request('GET', '/api/v1/sessions', { token: working[0]!.body.auth_token });
    expect(listed.body.filter((s: { clientId: string }) => s.clientId === 'racing-device')).toHaveLength(1);
  });
});
