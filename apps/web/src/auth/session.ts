import { AuthError, toAuthError } from '../api/auth-error.js';
import type { ActionResult, AuthContext } from './auth-state.js';
import type { AuthStatus } from './status.js';
import type { User } from './user.js';

export const isNetworkError = (error: unknown) => error instanceof AuthError && error.code === 'NETWORK_UNAVAILABLE';

export function assignUser(ctx: AuthContext, user: User | null): void {
  if (ctx.get().user === user) return;
  ctx.set({ user });
  ctx.events.emit('user-changed', user);
}

export function setToken(ctx: AuthContext, token: string | null): void {
  ctx.tokens.write(token);
  ctx.set({ token });
}

/** Forgets the token, the user, the subscription and the experiments, and announces the logout. */
export function clearSession(ctx: AuthContext): void {
  setToken(ctx, null);
  assignUser(ctx, null);
  ctx.set({ subscription: null, experiments: [], isNewUser: false, session: 'loggedOut' });
  ctx.events.emit('logged-out', undefined);
}

/**
 * Runs a login flow: events are held back while it runs and released once it succeeds; any failure clears the
 * session and fires logged-out. A restore from a stored token keeps the token on a network failure (the server
 * may be fine, the device is offline), as SPEC.md section 8 asks for a user refresh.
 */
export async function runLoginFlow(
  ctx: AuthContext, work: () => Promise<void>, options: { keepTokenOnNetworkError?: boolean } = {},
): Promise<void> {
  const { session: sessionBefore, user: userBefore } = ctx.get();
  ctx.events.hold();
  ctx.set({ session: 'inProgress' });
  try {
    await work();
    const user = ctx.get().user;
    if (!user) throw new AuthError({ code: 'UNKNOWN_ERROR', status: 0, message: 'The login gave no user details' });
    ctx.set({ session: 'loggedIn' });
    ctx.events.emit('logged-in', user);
    ctx.events.release();
  } catch (error) {
    ctx.events.discard();
    // Listeners never heard of a user set inside the flow, so clearing it must not announce a change from it.
    ctx.set({ user: userBefore });
    if (options.keepTokenOnNetworkError && isNetworkError(error)) {
      ctx.set({ session: sessionBefore, user: null, subscription: null });
    } else {
      clearSession(ctx);
    }
    throw error;
  }
}

/** The status after an action (SPEC.md section 4). */
function statusAfter(before: AuthStatus, wasLoggedIn: boolean, isLoggedIn: boolean, current: AuthStatus, error: AuthError | null): AuthStatus {
  if (error) return error.code;
  if (wasLoggedIn && !isLoggedIn) return 'NONE';
  if (before === 'NONE' && isLoggedIn) return 'LOGGED_IN';
  return current;
}

/** Runs one auth action at a time: a call while another is pending is ignored, so the server is not called twice. */
export async function runAction(ctx: AuthContext, work: () => Promise<void>): Promise<ActionResult> {
  const before = ctx.get();
  if (before.pending) return 'ignored';
  const wasLoggedIn = before.session === 'loggedIn';
  ctx.set({ pending: true });
  let error: AuthError | null = null;
  try {
    await work();
  } catch (caught) {
    error = toAuthError(caught);
  }
  const after = ctx.get();
  ctx.set({
    pending: false,
    status: statusAfter(before.status, wasLoggedIn, after.session === 'loggedIn', after.status, error),
    lastError: error
      ? { code: error.code, message: error.message, serverCode: error.serverCode, retryAfterSeconds: error.retryAfterSeconds }
      : after.lastError,
  });
  return error ? 'failed' : 'done';
}
