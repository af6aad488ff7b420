import { describe, expect, it } from 'vitest';
import { AuthError } from '../api/auth-error.js';
import { checkExperiments, checkLoginResponse, checkUserDetails, toUser } from './response-checks.js';
import { loginResponse, wireSubscription, wireUser } from './testing/fixtures.js';

const rejects = (fn: () => unknown) => {
  expect(fn).toThrow(AuthError);
  try { fn(); } catch (error) { expect((error as AuthError).code).toBe('UNKNOWN_ERROR'); }
};

describe('server response type checks', () => {
  it('accepts user details as the server presents them', () => {
    expect(checkUserDetails(wireUser()).id).toBe('user-1');
  });

  it.each(['id', 'email', 'idSalt'])('"User id, email and idSalt are strings": %s', (key) => {
    rejects(() => checkUserDetails({ ...wireUser(), [key]: 42 }));
  });

  it('"Creation date is a number"', () => {
    rejects(() => checkUserDetails({ ...wireUser(), creationDate: '2026-01-01' }));
  });

  it('"The onboarding flag is a boolean"', () => {
    rejects(() => checkUserDetails({ ...wireUser(), onBoardingPending: 'yes' }));
  });

  it('"Counters are numbers"', () => {
    rejects(() => checkUserDetails({ ...wireUser(), completedCounter: '3' }));
  });

  it('"The assistant banner flag is a boolean"', () => {
    rejects(() => checkUserDetails({ ...wireUser(), googleAssistantUserV2: { shouldShowClientBanner: 1 } }));
    rejects(() => checkUserDetails({ ...wireUser(), googleAssistantUserV2: null }));
  });

  it('"Login experiments are kept only if each has a string name, a string group and an object of properties"', () => {
    const good = { name: 'WEB_OB_GPT', group: 'variant', properties: { a: 1 } };
    expect(checkExperiments([
      good,
      { name: 1, group: 'variant', properties: {} },
      { name: 'X', group: null, properties: {} },
      { name: 'Y', group: 'control', properties: 'none' },
      { name: 'Z', group: 'control', properties: [] },
      'nonsense',
    ])).toEqual([good]);
    expect(checkExperiments(undefined)).toEqual([]);
  });

  it('reads the login response: token, new_user, subscription, checked experiments', () => {
    const answer = checkLoginResponse(loginResponse({
      new_user: true,
      latestSubscription: wireSubscription(),
      experiments: [{ name: 'A', group: 'b', properties: {} }, { name: 'bad' }],
    }));
    expect(answer).toMatchObject({ authToken: 'token-new', newUser: true, subscription: { paymentProvider: 'stripe' } });
    expect(answer.experiments).toEqual([{ name: 'A', group: 'b', properties: {} }]);
    rejects(() => checkLoginResponse(loginResponse({ auth_token: 5 })));
    rejects(() => checkLoginResponse(loginResponse({ latestSubscription: { paymentProvider: 'stripe' } })));
  });
});

describe('client model of user details', () => {
  it('"shouldShowOnboarding (server field onBoardingPending)"', () => {
    const user = toUser(wireUser({ onBoardingPending: true }));
    expect(user.shouldShowOnboarding).toBe(true);
    expect(user).not.toHaveProperty('onBoardingPending');
  });

  it('"The server sends 1/0; the client holds booleans" for workspaceWhatsapp', () => {
    expect(toUser(wireUser({ workspaceWhatsapp: { isReminders: 1, isUserUpdates: 0 } })).workspaceWhatsapp)
      .toEqual({ isReminders: true, isUserUpdates: false });
  });

  it('fills settings a server left out with the shared defaults', () => {
    const { webConfig: _webConfig, ...rest } = wireUser();
    const user = toUser(checkUserDetails({ ...rest, webConfig: { theme: 'dark' } }));
    expect(user.webConfig.theme).toBe('dark');
    expect(user.webConfig.showMulticolumnOverdue).toBe(true);
  });
});
