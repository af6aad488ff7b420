import { describe, expect, it } from 'vitest';
import { emailCheckMessage, isValidEmail, rateLimitMessage, signInErrorMessage } from './messages.js';

describe('sign-in messages', () => {
  it('accepts plain addresses and refuses ones without a domain, an @ or with spaces', () => {
    expect(isValidEmail(' ada@example.com ')).toBe(true);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('ada.example.com')).toBe(false);
    expect(isValidEmail('ada lovelace@example.com')).toBe(false);
  });

  it('maps the email-check states to the catalogue', () => {
    expect(emailCheckMessage('badRequest')).toEqual({ id: 'errors.invalidEmail' });
    expect(emailCheckMessage('networkUnavailable')).toEqual({ id: 'errors.connectivity' });
    expect(emailCheckMessage('unknownError')).toEqual({ id: 'errors.unknown' });
    expect(emailCheckMessage('rateLimited', 61)).toEqual({ id: 'errors.tooManyAttempts', values: { minutes: 2 } });
    expect(emailCheckMessage('userExists')).toBeNull();
  });

  it('says how many minutes to wait, rounded up and at least one, or "later" without Retry-After', () => {
    expect(rateLimitMessage(0)).toEqual({ id: 'errors.tooManyAttempts', values: { minutes: 1 } });
    expect(rateLimitMessage(4)).toEqual({ id: 'errors.tooManyAttempts', values: { minutes: 1 } });
    expect(rateLimitMessage(60)).toEqual({ id: 'errors.tooManyAttempts', values: { minutes: 1 } });
    expect(rateLimitMessage(900)).toEqual({ id: 'errors.tooManyAttempts', values: { minutes: 15 } });
    expect(rateLimitMessage(undefined)).toEqual({ id: 'errors.rateLimited' });
  });

  it('picks sign-in messages by server code, then by auth code, else the generic one', () => {
    expect(signInErrorMessage({ code: 'UNAUTHORIZED', message: 'x', serverCode: 'WRONG_CREDENTIALS' })).toEqual({ id: 'errors.wrongCredentials' });
    expect(signInErrorMessage({ code: 'UNAUTHORIZED', message: 'x' })).toEqual({ id: 'errors.wrongCredentials' });
    expect(signInErrorMessage({ code: 'NETWORK_UNAVAILABLE', message: 'x' })).toEqual({ id: 'errors.networkUnavailable' });
    expect(signInErrorMessage({ code: 'UNKNOWN_ERROR', message: 'x', serverCode: 'RATE_LIMITED', retryAfterSeconds: 120 }))
      .toEqual({ id: 'errors.tooManyAttempts', values: { minutes: 2 } });
    expect(signInErrorMessage({ code: 'UNKNOWN_ERROR', message: 'x', serverCode: 'RATE_LIMITED' })).toEqual({ id: 'errors.rateLimited' });
    expect(signInErrorMessage({ code: 'UNKNOWN_ERROR', message: 'x', serverCode: 'SOMETHING_NEW' })).toEqual({ id: 'errors.generic' });
    expect(signInErrorMessage(null)).toBeNull();
  });
});
