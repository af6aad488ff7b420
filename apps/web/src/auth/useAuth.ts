import { createContext, useContext, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { AuthState } from './auth-state.js';
import type { AuthStore } from './auth-store.js';

/** The app's auth store; the shell provides it once (<AuthStoreContext.Provider value={store}>). */
export const AuthStoreContext = createContext<AuthStore | null>(null);

export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth needs an AuthStoreContext provider above it');
  return store;
}

/** Reads part of the auth state and re-renders when it changes, e.g. useAuth(isLoggedIn) or useAuth((s) => s.logIn). */
export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(useAuthStore(), selector);
}

const noSubscription = () => () => undefined;

/**
 * The signed-in user's id, or null: also where no auth store is above (a screen rendered on its own, in a test), so
 * screens that only tell the user's own objects apart need no provider.
 */
export function useSignedInUserId(): string | null {
  const store = useContext(AuthStoreContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.getState().user?.id ?? null);
}
