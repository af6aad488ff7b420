import { errorCatalogue } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { errorMessageIds, messageIdForErrorCode } from './error-messages.js';
import { en } from './messages/en.js';

describe('messageIdForErrorCode', () => {
  it.each([
    ['WRONG_CREDENTIALS', 'errors.wrongCredentials'],
    ['INVALID_EMAIL', 'errors.invalidEmail'],
    ['RESET_LINK_INVALID', 'errors.resetPasswordFailed'],
    ['PREMIUM_ACTIVE', 'settings.deleteAccount.cancelPremiumFirst'],
    ['INVALID_PHONE', 'settings.phone.invalid'],
    ['PROVIDER_NOT_CONFIGURED', 'signIn.methodNotConfigured'],
  ])('%s → %s', (code, id) => {
    expect(messageIdForErrorCode(code)).toBe(id);
  });

  it.each([undefined, null, 42, 'NO_SUCH_CODE', 'toString', '__proto__'])('answers the unknown-error message for %j', (code) => {
    expect(messageIdForErrorCode(code)).toBe('errors.unknown');
  });

  it('maps every server code to an existing message', () => {
    expect(Object.keys(errorMessageIds).sort()).toEqual(Object.keys(errorCatalogue).sort());
    for (const id of Object.values(errorMessageIds)) expect(en).toHaveProperty([id]);
  });

  it('keeps the wording of SPEC section 8 for the sign-in and account messages', () => {
    expect(en[messageIdForErrorCode('WRONG_CREDENTIALS')]).toBe('Incorrect email or password, please try again');
    expect(en[messageIdForErrorCode('INVALID_EMAIL')]).toBe('Please enter a valid email');
    expect(en[messageIdForErrorCode('RESET_LINK_INVALID')]).toBe('Unable to reset password');
  });
});
