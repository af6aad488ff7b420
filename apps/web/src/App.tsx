import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { apiOrigin } from './api/config.js';
import { httpOnlySync } from './api/sync-mode.js';
import { createAuthStore, type AuthStore } from './auth/auth-store.js';
import { ErrorBoundary } from './error-reporting/index.js';
import { carriesSignIn, startAuth } from './auth/start.js';
import { I18nProvider } from './i18n/index.js';
import { AppShell } from './shell/AppShell.js';
import { AppRoutes, prepareSignedInScreens } from './shell/routes.js';
import { offerFirstScreen } from './store/first-screen-start.js';
import { systemColorScheme } from './shell/theme.js';

/**
 * The page's auth session, with its start already under way: main.tsx calls this before React's first render, so the
 * restore of a stored session (GET /me), the signed-in screens' code and the remembered user's sync client
 * (early-sync.ts) do not wait for that render.
 */
export function startApp(): AppStart {
  performance.mark('taskhub:app-start');
  const store = createAuthStore({ fetch: window.fetch.bind(window), origin: apiOrigin() });
  // Read now, as apiOrigin does: the feature parameter is only in the first address the tab opens.
  httpOnlySync();
  // As in AppShell: a failure the auth actions did not report themselves leaves the person signed out, not stuck.
  const started = startAuth(store, window.location).catch(() => null);
  // The last first screen of this view, painted at once; the task screens' code then waits for that paint (routes.tsx).
  const { pathname, search, href } = window.location;
  offerFirstScreen(store, localStorage, { address: pathname + search, now: Date.now(), skip: carriesSignIn(href) });
  prepareSignedInScreens(store);
  return { store, started };
}

export interface AppStart {
  store: AuthStore;
  started: Promise<string | null>;
}

/** The web app: language, auth, start logic, theme and routes (SPEC.md section 2). */
export function App({ start }: { start: AppStart }) {
  const [colorScheme] = useState(systemColorScheme);
  return (
    <I18nProvider>
      <ErrorBoundary>
        <AppShell store={start.store} started={start.started} colorScheme={colorScheme} location={window.location} history={window.history}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppShell>
      </ErrorBoundary>
    </I18nProvider>
  );
}
