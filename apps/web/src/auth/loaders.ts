import { AuthError } from '../api/auth-error.js';
import type { Subscription } from '@taskhub/domain';
import type { AuthContext } from './auth-state.js';
import { checkSubscription, checkUserDetails, toUser } from './response-checks.js';
import type { User } from './user.js';

/** GET /me, checked and in the client model. */
export async function loadUser(ctx: Pick<AuthContext, 'http'>): Promise<User> {
  return toUser(checkUserDetails(await ctx.http.request('GET', '/me')));
}

/** GET the latest subscription: 200 gives it, 404 means there is none (SPEC.md section 4). */
export async function loadSubscription(ctx: Pick<AuthContext, 'http'>): Promise<Subscription | null> {
  try {
    return checkSubscription(await ctx.http.request('GET', '/api/v1/subscription/latest'));
  } catch (error) {
    if (error instanceof AuthError && error.status === 404) return null;
    throw error;
  }
}
