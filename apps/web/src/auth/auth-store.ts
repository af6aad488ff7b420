import { createStore, type StoreApi } from 'zustand/vanilla';
import { createHttpClient, type HttpClient } from '../api/http.js';
import { unsubscribeBrowser } from '../push/web-push.js';
import { accountActions } from './account-actions.js';
import { initialAuthData, type AuthContext, type AuthEnvironment, type AuthState } from './auth-state.js';
import { browserEnvironment } from './environment.js';
import { createAuthEvents, type AuthEvents } from './events.js';
import { loginActions } from './login-actions.js';
import { assignUser } from './session.js';
import { createTokenStorage } from './token-storage.js';

export interface AuthStoreOptions {
  /** The network boundary: the browser's fetch in the app. */
  fetch: typeof fetch;
  /** The API origin, from api/config.ts. */
  origin: string;
  /** Where the token is kept between visits; local storage by default. */
  storage?: Storage;
  environment?: Partial<AuthEnvironment>;
}

/** The auth session store, with its events and HTTP client for the modules that build on it. */
export type AuthStore = StoreApi<AuthState> & {
  events: AuthEvents;
  http: HttpClient;
  environment: AuthEnvironment;
};

/** Creates the auth session of SPEC.md section 4; works outside React (useAuth.ts binds it to components). */
export function createAuthStore(options: AuthStoreOptions): AuthStore {
  const events = createAuthEvents();
  const tokens = createTokenStorage(options.storage ?? localStorage);
  const env: AuthEnvironment = { ...browserEnvironment(), ...options.environment };
  const http = createHttpClient({ fetch: options.fetch, origin: options.origin, getToken: () => store.getState().token });

  const store = createStore<AuthState>()((set, get) => {
    const ctx: AuthContext = { get, set, http, events, tokens, env };
    return {
      ...initialAuthData(tokens.read()),
      ...loginActions(ctx),
      ...accountActions(ctx),
      resetError: () => set({ status: get().session === 'loggedIn' ? 'LOGGED_IN' : 'NONE', lastError: null }),
      setUser: (user) => assignUser(ctx, user),
    };
  });

  // However a session ends (the sign-out button, a token the server refused, a deleted account), this browser stops
  // receiving its reminders; the sign-out button has already told the server while the token worked.
  events.on('logged-out', () => { void unsubscribeBrowser(); });

  return Object.assign(store, { events, http, environment: env });
}
