import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../api/http.js';
import { createFakeServer, ok, rateLimited, serverError } from '../api/testing/fake-server.js';
import { createForgotPassword } from './forgot-password.js';

function setup() {
  const server = createFakeServer();
  const forgot = createForgotPassword(createHttpClient({ fetch: server.fetch, origin: server.origin, getToken: () => null }));
  return { server, forgot };
}

describe('forgot password', () => {
  it('POSTs /send-forgot-password-email {email}: loading, then success', async () => {
    const { server, forgot } = setup();
    server.on('POST', '/send-forgot-password-email', ok());
    const sending = forgot.getState().send(' ada@example.com');
    expect(forgot.getState().status).toBe('loading');
    await sending;
    expect(server.requests[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(forgot.getState().status).toBe('success');
  });

  it.each([['network', 'network-error' as const], ['invalid email', serverError('INVALID_EMAIL')], ['server error', serverError('INTERNAL')]])(
    '"Any failure becomes the network error state": %s', async (_name, reply) => {
      const { server, forgot } = setup();
      server.on('POST', '/send-forgot-password-email', reply);
      await forgot.getState().send('ada@example.com');
      expect(forgot.getState().status).toBe('networkError');
    });

  it('tells a rate limit apart, with its Retry-After, so the screen can say when to try again', async () => {
    const { server, forgot } = setup();
    server.on('POST', '/send-forgot-password-email', rateLimited(30));
    await forgot.getState().send('ada@example.com');
    expect(forgot.getState()).toMatchObject({ status: 'rateLimited', retryAfterSeconds: 30 });
  });
});
