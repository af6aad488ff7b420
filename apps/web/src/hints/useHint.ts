import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { AuthState } from '../auth/auth-state.js';
import { userUpdateQueueFor } from '../auth/update-queue.js';
import { AuthStoreContext, useAuth, useAuthStore } from '../auth/useAuth.js';
import { everyHintShown, type HintFlag, hintFlags } from './hint-flags.js';

export interface Hint {
  /** The signed-in user has not closed this hint (its dismissed flag is not set). */
  shown: boolean;
  /** Closes it for good: sets the flag through the user-details update queue (PUT /me), so it syncs and survives a reload. */
  dismiss(): void;
}

const noAuth = () => () => undefined;

/**
 * Whether a hint shows, read from the signed-in user's webConfig, and how to close it. Without an auth store (a
 * screen rendered on its own, as in its tests) there is no user and no hint.
 */
export function useHint(flag: HintFlag): Hint {
  const auth = useContext(AuthStoreContext);
  const shown = useSyncExternalStore(auth?.subscribe ?? noAuth, () => {
    const user = auth?.getState().user;
    return user !== null && user !== undefined && user.webConfig[flag] !== true;
  });
  const dismiss = useCallback(() => {
    if (auth) userUpdateQueueFor(auth).getState().update({ webConfig: { [flag]: true } });
  }, [auth, flag]);
  return { shown, dismiss };
}

const anyHintDismissed = (state: AuthState) => hintFlags.some((flag) => state.user?.webConfig[flag] === true);

/** Whether any hint was closed, and how to show them all again (Settings → General → Show tips again). */
export function useShowHintsAgain(): { anyDismissed: boolean; showAgain(): void } {
  const auth = useAuthStore();
  const anyDismissed = useAuth(anyHintDismissed);
  const showAgain = useCallback(() => userUpdateQueueFor(auth).getState().update({ webConfig: everyHintShown }), [auth]);
  return { anyDismissed, showAgain };
}
