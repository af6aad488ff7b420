import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-error.js';
import { createHttpClient } from './http.js';
import { createFakeServer, ok, serverError, type FakeReply } from './testing/fake-server.js';

function setup(token: string | null = null) {
  const server = createFakeServer();
  const http = createHttpClient({ fetch: server.fetch, origin: server.origin, getToken: () => token });
  return { server, http };
}

async function failure(reply: FakeReply): Promise<AuthError> {
  const { server, http } = setup();
  server.on('GET', '/me', reply);
  const error = await http.request('GET', '/me').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

describe('http client', () => {
  it('"Every call sends JSON with a platform header": X-Platform 3, X-Anydo-Platform web, JSON body', async () => {
    const { server, http } = setup();
    server.on('POST', '/check_email', ok({ user_exists: true }));
    const answer = await http.request('POST', '/check_email', { email: 'a@b.c' });
    const [request] = server.requests;
    expect(answer).toEqual({ user_exists: true });
    expect(request!.url).toBe('http://api.test/check_email');
    expect(request!.headers['x-platform']).toBe('3');
    expect(request!.headers['x-anydo-platform']).toBe('web');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({ email: 'a@b.c' });
  });

  it('"when authenticated, an auth token header": X-Anydo-Auth only when a token exists', async () => {
    const withToken = setup('tok-1');
    withToken.server.on('GET', '/me', ok());
    await withToken.http.request('GET', '/me');
    expect(withToken.server.requests[0]!.headers['x-anydo-auth']).toBe('tok-1');

    const without = setup(null);
    without.server.on('GET', '/me', ok());
    await without.http.request('GET', '/me');
    expect(without.server.requests[0]!.headers).not.toHaveProperty('x-anydo-auth');
  });

  it('"Only status 200 counts as success": a 204 is an error', async () => {
    const error = await failure({ status: 204 });
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.status).toBe(204);
  });

  it('a call that asks for it (API.md: deleting a workspace) takes a 204 as success, and still refuses any other status', async () => {
    const { server, http } = setup();
    server.on('DELETE', '/api/v1/workspaces/w1', { status: 204 });
    expect(await http.request('DELETE', '/api/v1/workspaces/w1', undefined, { noContent: true })).toBeNull();
    server.on('DELETE', '/api/v1/workspaces/w1', serverError('FORBIDDEN'));
    const error = await http.request('DELETE', '/api/v1/workspaces/w1', undefined, { noContent: true }).catch((e: unknown) => e);
    expect((error as AuthError).status).toBe(403);
  });

  it('a network failure (fetch rejects) is NETWORK_UNAVAILABLE', async () => {
    const error = await failure('network-error');
    expect(error.code).toBe('NETWORK_UNAVAILABLE');
    expect(error.status).toBe(0);
  });

  it('status 0 (an answer that never arrived) is NETWORK_UNAVAILABLE', async () => {
    const http = createHttpClient({ fetch: async () => Response.error(), origin: 'http://api.test', getToken: () => null });
    const error = (await http.request('GET', '/me').catch((e: unknown) => e)) as AuthError;
    expect(error.code).toBe('NETWORK_UNAVAILABLE');
  });

  it.each([
    [400, 'INVALID_PARAMATER', 'Bad request'],
    [401, 'UNAUTHORIZED', 'Unauthorized request'],
    [403, 'FORBIDDEN', 'Forbidden request'],
    [409, 'USER_ALREADY_EXIST', 'User already exist'],
    [500, 'INTERNAL_SERVER_ERROR', 'Server error'],
    [404, 'UNKNOWN_ERROR', 'An error has occurred'],
    [429, 'UNKNOWN_ERROR', 'An error has occurred'],
  ])('status %i maps to %s with the default message %s', async (status, code, message) => {
    const error = await failure({ status });
    expect(error).toMatchObject({ code, status, message });
  });

  it('"A server body with an Error string ... replaces the default message", and the server code is kept', async () => {
    const error = await failure(serverError('CAPTCHA_REQUIRED'));
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Please complete the captcha', serverCode: 'CAPTCHA_REQUIRED' });
  });

  it('"... or a plain string body, replaces the default message"', async () => {
    const error = await failure({ status: 400, body: 'Email is missing' });
    expect(error).toMatchObject({ code: 'INVALID_PARAMATER', message: 'Email is missing' });
    expect(error.serverCode).toBeUndefined();
  });

  it('keeps the HTTP reason phrase for callers that report it', async () => {
    const error = await failure(serverError('NOT_CARD_PROVIDER'));
    expect(error.statusText).toBe('Forbidden');
  });

  it('answers null for an empty 200 body', async () => {
    const { server, http } = setup();
    server.on('POST', '/logout', { status: 200 });
    expect(await http.request('POST', '/logout')).toBeNull();
    expect(server.requests[0]!.headers).not.toHaveProperty('content-type');
  });
});
