import { describe, expect, it } from 'vitest';
import { deleteAccountErrorId } from './delete-account.js';

describe('deleteAccountErrorId', () => {
  it('picks the message by what refused the deletion', () => {
    expect(deleteAccountErrorId({ code: 'FORBIDDEN', message: '', serverCode: 'PREMIUM_ACTIVE' })).toBe('settings.deleteAccount.cancelPremiumFirst');
    expect(deleteAccountErrorId({ code: 'UNAUTHORIZED', message: '', serverCode: 'UNAUTHORIZED' })).toBe('errors.wrongCredentials');
    expect(deleteAccountErrorId({ code: 'NETWORK_UNAVAILABLE', message: '' })).toBe('errors.networkUnavailable');
    expect(deleteAccountErrorId({ code: 'INTERNAL_SERVER_ERROR', message: '', serverCode: 'INTERNAL' })).toBe('errors.removeAccountFailed');
    expect(deleteAccountErrorId(null)).toBe('errors.removeAccountFailed');
  });
});
