import { describe, expect, it } from 'vitest';
import { initialAuthData, type AuthData } from './auth-state.js';
import { toUser } from './response-checks.js';
import {
  isLoggedIn, isNewUser, isPending, isPostPremiumStripeInvoicesVisible, isPremiumUser, isStatusError,
} from './selectors.js';
import { now, wireSubscription, wireUser } from './testing/fixtures.js';

const state = (overrides: Partial<AuthData> = {}): AuthData => ({ ...initialAuthData(null), ...overrides });
const premium = toUser(wireUser({ isPremium: true }));

describe('derived auth state', () => {
  it('isLoggedIn only in the logged-in session state', () => {
    expect(isLoggedIn(state({ session: 'loggedIn' }))).toBe(true);
    expect(isLoggedIn(state({ session: 'inProgress', token: 't' }))).toBe(false);
  });

  it('isNewUser from new_user, for a logged-in user', () => {
    expect(isNewUser(state({ session: 'loggedIn', isNewUser: true }))).toBe(true);
    expect(isNewUser(state({ session: 'loggedIn', isNewUser: false }))).toBe(false);
  });

  it('"A user counts as premium if isPremium is set and either there is no subscription or its expiration is in the future"', () => {
    expect(isPremiumUser(state({ user: premium }), now)).toBe(true);
    expect(isPremiumUser(state({ user: premium, subscription: wireSubscription() }), now)).toBe(true);
    expect(isPremiumUser(state({ user: premium, subscription: wireSubscription({ serverExpirationDate: now - 1 }) }), now)).toBe(false);
    expect(isPremiumUser(state({ user: toUser(wireUser()) }), now)).toBe(false);
    expect(isPremiumUser(state(), now)).toBe(false);
  });

  it('"isPostPremiumStripeInvoicesVisible: true only for premium users whose provider is the card provider"', () => {
    expect(isPostPremiumStripeInvoicesVisible(state({ user: premium, subscription: wireSubscription() }), now)).toBe(true);
    expect(isPostPremiumStripeInvoicesVisible(state({ user: premium, subscription: wireSubscription({ paymentProvider: 'PLAY' }) }), now)).toBe(false);
    expect(isPostPremiumStripeInvoicesVisible(state({ user: premium }), now)).toBe(false);
    expect(isPostPremiumStripeInvoicesVisible(state({ user: toUser(wireUser()), subscription: wireSubscription() }), now)).toBe(false);
  });

  it('isStatusError and isPending', () => {
    expect(isStatusError(state({ status: 'FORBIDDEN' }))).toBe(true);
    expect(isStatusError(state({ status: 'ABORTED_BY_USER' }))).toBe(false);
    expect(isPending(state({ pending: true }))).toBe(true);
  });
});
