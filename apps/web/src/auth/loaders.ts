import { AuthError } from '../api/auth-error.js';
import { requiredExperiments, type Experiment, type Subscription } from '@taskhub/domain';
import type { AuthContext } from './auth-state.js';
import { checkExperiments, checkSubscription, checkUserDetails, toUser } from './response-checks.js';
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

/**
 * The experiments service, for sessions that did not come from a login response (a token in the address, a stored
 * token): the same client id gets the same groups. The experiments only shape what is offered, so a failure gives none.
 */
export async function loadExperiments(ctx: Pick<AuthContext, 'http' | 'env'>, email: string): Promise<Experiment[]> {
  const query = new URLSearchParams({
    platform: 'web', client_id: ctx.env.clientId(), email, required_experiments: JSON.stringify(requiredExperiments),
  });
  try {
    const answer = await ctx.http.request('GET', `/experiments?${query}`);
    return checkExperiments((answer as { experiments?: unknown } | null)?.experiments);
  } catch {
    return [];
  }
}

/** The subscription and experiments of a signed-in user: independent calls, asked together (one round trip, not two). */
export async function loadSubscriptionAndExperiments(ctx: Pick<AuthContext, 'http' | 'env'>, email: string) {
  const [subscription, experiments] = await Promise.all([loadSubscription(ctx), loadExperiments(ctx, email)]);
  return { subscription, experiments };
}
