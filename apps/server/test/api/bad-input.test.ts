import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startServer, type TestServer } from '../harness.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ BODY_LIMIT_BYTES: '4096' });
  ({ token } = await signUp(server));
});
afterAll(async () => { await server.close(); });

const json = { 'content-type': 'application/json' };

describe('bad input never gives a 500', () => {
  it.each([
    ['malformed JSON', '{"email": '],
    ['a JSON string', '"just a string"'],
    ['a JSON array', '[1,2,3]'],
    ['null', 'null'],
    ['a number', '42'],
    ['prototype pollution', '{"__proto__": {"isAdmin": true}, "email": "a@b.co"}'],
  ])('POST /login with %s answers 400 with the error body', async (_label, raw) => {
    const answer = await server.request('POST', '/login', { raw, headers: json });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('answers 413 for a body over the limit', async () => {
    const answer = await server.request('POST', '/check_email', { body: { email: `${'a'.repeat(5000)}@example.com` } });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ Error: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const answer = await server.request('POST', '/login', { raw: 'email=a@b.co', headers: { 'content-type': 'text/plain' } });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  // A form is what any web page can post cross-site without asking; the API takes JSON only.
  it.each([
    ['/login', 'email=a%40b.co&password=secret'],
    ['/user', 'username=a%40b.co&password=secret&name=A'],
    ['/check_email', 'email=a%40b.co'],
    ['/send-forgot-password-email', 'email=a%40b.co'],
    // Registered next to Apple's return, the one route that takes a form, yet no form itself.
    ['/apple-login-exchange', 'code=c&code_verifier=vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv'],
  ])('POST %s with a form-encoded body answers 415', async (path, raw) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await server.request('POST', path, { raw, headers: { 'content-type': type } });
      expect(answer.status, type).toBe(415);
      expect(answer.body, type).toEqual({ Error: 'Send the request body as JSON', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it.each([
    ['wrong types', { email: 12, password: true }],
    ['missing fields', {}],
    ['unknown fields', { email: 'a@b.co', password: 'x', role: 'admin' }],
    ['nested wrong type', { email: 'a@b.co', password: 'x', create_predefined_data: 'yes' }],
  ])('POST /login with %s answers 400', async (_label, body) => {
    const answer = await server.request('POST', '/login', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: expect.any(String), code: expect.any(String) });
  });

  it('PUT /me with a body of the wrong shape answers 400 and changes nothing', async () => {
    const before = await server.request('GET', '/me', { token });
    for (const body of [[], 'x', { firstDayOfWeek: '1' }, { webConfig: { theme: 'pink' } }, { name: null }]) {
      const answer = await server.request('PUT', '/me', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const after = await server.request('GET', '/me', { token });
    expect(after.body).toEqual(before.body);
  });

  it('treats an empty body with a JSON content type as no body on calls that take none', async () => {
    const answer = await server.request('POST', '/me/on-boarding-completed', { token, raw: '', headers: json });
    expect(answer.status).toBe(200);
  });

  it('answers 401, not 500, for an absurdly long token', async () => {
    const answer = await server.request('GET', '/me', { token: 'x'.repeat(4000) });
    expect(answer.status).toBe(401);
  });

  it.each([
    ['POST', '/user', { name: 'N', username: 'nul@example.com', password: 'pw', client_id: 'a\u0000b' }],
    ['POST', '/login', { email: 'nul@example.com', password: 'pw', client_id: '\u0000' }],
    ['PUT', '/me', { name: 'a\u0000' }],
    ['PUT', '/me', { webConfig: { googleCalendarDisabledCalendars: ['\u0000'] } }],
  ])('%s %s with a NUL character answers 400, and makes nothing', async (method, path, body) => {
    const raw = JSON.stringify(body);
    const answer = await server.request(method, path, { token, raw, headers: json });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
  });

  it('a NUL in the address answers 400', async () => {
    for (const path of ['/api/v1/sessions/%00', '/me/invoice/stripe/%00']) {
      const answer = await server.request(path.startsWith('/api') ? 'DELETE' : 'POST', path, { token });
      expect(answer.status, path).toBe(400);
    }
  });

  it('a sign-up refused for a NUL leaves the email free', async () => {
    const raw = '{"name":"N","username":"nul-free@example.com","password":"pw","locale":"de\\u0000"}';
    expect((await server.request('POST', '/user', { raw, headers: json })).status).toBe(400);
    expect((await server.request('POST', '/user', { body: { name: 'N', username: 'nul-free@example.com', password: 'pw' } })).status).toBe(200);
  });

  it('a malformed address answers 400 with the error body', async () => {
    const answer = await server.request('GET', '/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Error: 'Bad request', code: 'BAD_REQUEST' });
  });
});

