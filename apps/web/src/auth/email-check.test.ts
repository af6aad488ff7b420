import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../api/http.js';
import { createFakeServer, deferred, ok, rateLimited, serverError, type FakeReply } from '../api/testing/fake-server.js';
import { createEmailCheck, emailCheckErrorStatus } from './email-check.js';

function setup() {
  const server = createFakeServer();
  const check = createEmailCheck(createHttpClient({ fetch: server.fetch, origin: server.origin, getToken: () => null }));
  return { server, check };
}

describe('email check', () => {
  it('POSTs /check_email {email}: user exists or not, and mustUseCaptcha from use_captcha', async () => {
    const { server, check } = setup();
    server.on('POST', '/check_email', ok({ user_exists: true, use_captcha: true }));
    const running = check.getState().check(' ada@example.com ');
    expect(check.getState().status).toBe('loading');
    await running;
    expect(server.requests[0]!.body).toEqual({ email: 'ada@example.com' });
    expect(check.getState()).toMatchObject({ status: 'userExists', mustUseCaptcha: true });

    server.on('POST', '/check_email', ok({ user_exists: false, use_captcha: false }));
    await check.getState().check('new@example.com');
    expect(check.getState()).toMatchObject({ status: 'userDoesNotExist', mustUseCaptcha: false });
  });

  it('"A reply for an outdated email is ignored"', async () => {
    const { server, check } = setup();
    const slow = deferred<FakeReply>();
    server.on('POST', '/check_email', (request) =>
      (request.body as { email: string }).email === 'old@example.com' ? slow.promise : ok({ user_exists: false, use_captcha: false }));
    const first = check.getState().check('old@example.com');
    await check.getState().check('new@example.com');
    slow.resolve(ok({ user_exists: true, use_captcha: true }));
    await first;
    expect(check.getState()).toMatchObject({ email: 'new@example.com', status: 'userDoesNotExist', mustUseCaptcha: false });
  });

  it('"network unavailable and internal server error stay as they are"', async () => {
    const { server, check } = setup();
    server.on('POST', '/check_email', 'network-error');
    await check.getState().check('a@b.c');
    expect(check.getState().status).toBe('networkUnavailable');
    server.on('POST', '/check_email', serverError('INTERNAL'));
    await check.getState().check('a@b.c');
    expect(check.getState().status).toBe('internalServerError');
  });

  it('"forbidden, unauthorized and invalid parameter become bad request"', async () => {
    const { server, check } = setup();
    server.on('POST', '/check_email', serverError('INVALID_EMAIL'));
    await check.getState().check('not-an-email');
    expect(check.getState().status).toBe('badRequest');
    expect(emailCheckErrorStatus('FORBIDDEN')).toBe('badRequest');
    expect(emailCheckErrorStatus('UNAUTHORIZED')).toBe('badRequest');
  });

  it('tells a rate limit apart, with its Retry-After', async () => {
    const { server, check } = setup();
    server.on('POST', '/check_email', rateLimited(90));
    await check.getState().check('a@b.c');
    expect(check.getState()).toMatchObject({ status: 'rateLimited', retryAfterSeconds: 90 });
    check.getState().reset();
    expect(check.getState().retryAfterSeconds).toBeUndefined();
  });

  it('"everything else becomes unknown", an answer without user_exists too', async () => {
    const { server, check } = setup();
    server.on('POST', '/check_email', { status: 418, body: { Error: 'teapot' } });
    await check.getState().check('a@b.c');
    expect(check.getState().status).toBe('unknownError');
    expect(emailCheckErrorStatus('USER_ALREADY_EXIST')).toBe('unknownError');
    server.on('POST', '/check_email', ok({}));
    check.getState().reset();
    await check.getState().check('a@b.c');
    expect(check.getState().status).toBe('unknownError');
  });
});
