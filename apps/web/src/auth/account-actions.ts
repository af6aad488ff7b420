import { errorCatalogue } from '@taskhub/domain';
import { AuthError } from '../api/auth-error.js';
import { releasePush } from '../push/web-push.js';
import type { AuthActions, AuthContext } from './auth-state.js';
import { loadSubscription, loadSubscriptionAndExperiments, loadUser } from './loaders.js';
import { assignUser, clearSession, isNetworkError, runAction, runLoginFlow } from './session.js';
import { isPremiumUser } from './selectors.js';

type AccountActions = Pick<AuthActions, 'refreshUser' | 'fetchSubscription' | 'logout' | 'deleteAccount'>;

function refused(code: 'UNAUTHORIZED' | 'PREMIUM_ACTIVE'): AuthError {
  const { status, message } = errorCatalogue[code];
  return new AuthError({ code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', status, message, serverCode: code });
}

export function accountActions(ctx: AuthContext): AccountActions {
  /** The session's own user refresh: a network failure keeps the session, any other failure ends it (SPEC.md section 8). */
  async function refreshSignedInUser() {
    try {
      assignUser(ctx, await loadUser(ctx));
    } catch (error) {
      if (!isNetworkError(error)) clearSession(ctx);
      throw error;
    }
  }

  /** A stored token without user details: restoring it is a login flow, so listeners hear logged-in only once it worked. */
  const restoreSession = () => runLoginFlow(ctx, async () => {
    const user = await loadUser(ctx);
    assignUser(ctx, user);
    ctx.set(await loadSubscriptionAndExperiments(ctx, user.email));
  }, { keepTokenOnNetworkError: true });

  return {
    refreshUser: () => runAction(ctx, async () => {
      const { token, session } = ctx.get();
      if (!token) return;
      await (session === 'loggedIn' ? refreshSignedInUser() : restoreSession());
    }),

    fetchSubscription: () => runAction(ctx, async () => {
      if (!ctx.get().token) return;
      ctx.set({ subscription: await loadSubscription(ctx) });
    }),

    logout: () => runAction(ctx, async () => {
      try {
        if (ctx.get().token) {
          // While the token still works: the next person on this browser must not get this user's reminders.
          await releasePush(ctx.http);
          await ctx.http.request('POST', '/logout');
        }
      } catch (error) {
        // A 401 means the token already stopped working: the user is as logged out as the call would make them.
        const alreadyOut = error instanceof AuthError && error.code === 'UNAUTHORIZED';
        if (!isNetworkError(error) && !alreadyOut) throw error;
      } finally {
        clearSession(ctx);
      }
    }),

    deleteAccount: ({ email, password }) => runAction(ctx, async () => {
      // SPEC.md section 5: checked before the call so a mistyped email never reaches the password check.
      const { user, subscription, session } = ctx.get();
      if (!user || session !== 'loggedIn') throw refused('UNAUTHORIZED');
      if (email.trim().toLowerCase() !== user.email.toLowerCase()) throw refused('UNAUTHORIZED');
      if (subscription && !subscription.isCanceled && isPremiumUser(ctx.get(), ctx.env.now())) throw refused('PREMIUM_ACTIVE');
      await ctx.http.request('DELETE', '/me', { email: email.trim(), password });
      clearSession(ctx);
    }),
  };
}
