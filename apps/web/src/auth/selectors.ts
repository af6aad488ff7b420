import { cardPaymentProvider, isPremiumUser as premiumRule } from '@taskhub/domain';
import type { AuthData } from './auth-state.js';
import { isErrorStatus } from './status.js';

/** Derived auth state of SPEC.md section 3; pass these to useAuth or call them on getState(). */

export const isLoggedIn = (state: AuthData): boolean => state.session === 'loggedIn';

export const isNewUser = (state: AuthData): boolean => isLoggedIn(state) && state.isNewUser;

export const isPremiumUser = (state: AuthData, now: number = Date.now()): boolean =>
  state.user !== null && premiumRule(state.user.isPremium, state.subscription, now);

/** Invoices can be mailed only to premium users who pay by card. */
export const isPostPremiumStripeInvoicesVisible = (state: AuthData, now: number = Date.now()): boolean =>
  isPremiumUser(state, now) && state.subscription?.paymentProvider === cardPaymentProvider;

export const isStatusError = (state: AuthData): boolean => isErrorStatus(state.status);

export const isPending = (state: AuthData): boolean => state.pending;
