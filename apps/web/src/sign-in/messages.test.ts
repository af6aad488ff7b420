import { describe, expect, it } from 'vitest';
import { emailCheckMessageId, isValidEmail, signInErrorMessageId } from './messages.js';

describe('sign-in messages', () => {
  it('accepts plain addresses and refuses ones without a domain, an @ or with spaces', () => {
    expect(isValidEmail(' ada@example.com ')).toBe(true);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('ada.example.com')).toBe(false);
    expect(isValidEmail('ada lovelace@example.com')).toBe(false);
  });

  it('maps the email-check states to the catalogue', () => {
    expect(emailCheckMessageId('badRequest')).toBe('errors.invalidEmail');
    expect(emailCheckMessageId('networkUnavailable')).toBe('errors.connectivity');
    expect(emailCheckMessageId('unknownError')).toBe('errors.unknown');
    expect(emailCheckMessageId('userExists')).toBeNull();
  });

  it('picks sign-in messages by server code, then by auth code, else the generic one', () => {
    expect(signInErrorMessageId({ code: 'UNAUTHORIZED', message: 'x', serverCode: 'WRONG_CREDENTIALS' })).toBe('errors.wrongCredentials');
    expect(signInErrorMessageId({ code: 'UNAUTHORIZED', message: 'x' })).toBe('errors.wrongCredentials');
    expect(signInErrorMessageId({ code: 'NETWORK_UNAVAILABLE', message: 'x' })).toBe('errors.networkUnavailable');
    expect(signInErrorMessageId({ code: 'UNKNOWN_ERROR', message: 'x', serverCode: 'RATE_LIMITED' })).toBe('errors.rateLimited');
    expect(signInErrorMessageId({ code: 'UNKNOWN_ERROR', message: 'x', serverCode: 'SOMETHING_NEW' })).toBe('errors.generic');
    expect(signInErrorMessageId(null)).toBeNull();
  });
});
