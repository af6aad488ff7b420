import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { AuthStore } from '../auth/auth-store.js';
import { startAuth } from '../auth/start.js';
import { AuthStoreContext } from '../auth/useAuth.js';
import { PageLoading } from './routes.js';
import { SessionBoundary } from './SessionBoundary.js';
import { StartNoticeContext } from './start-notice.js';
import { type StartNotice, takeLoginError } from './start-page.js';
import type { ColorSchemeQuery } from './theme.js';
import { useThemeClass } from './useThemeClass.js';

export interface AppShellProps {
  store: AuthStore;
  colorScheme: ColorSchemeQuery;
  /** The page address at start and the history to rewrite it in; the browser's in the app. */
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState'>;
  /** `startAuth` already begun for this store and address (main.tsx starts it before the first render). */
  started?: Promise<string | null>;
  /** The routes; they mount only after start, so the router reads the address start cleaned up. */
  children: ReactNode;
}

function ThemeSync({ colorScheme }: { colorScheme: ColorSchemeQuery }) {
  useThemeClass(colorScheme);
  return null;
}

/** Runs the start logic (SPEC.md section 2) once, then shows the routes inside the per-user session. */
export function AppShell({ store, colorScheme, location, history, started: startedEarly, children }: AppShellProps) {
  const [notice, setNotice] = useState<StartNotice | null>(null);
  // A ref, not state: StrictMode runs the effect twice and a second start would log in with the same token again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let afterStart: string | null = null;
      try {
        afterStart = await (startedEarly ?? startAuth(store, location));
      } catch {
        // The auth actions report their own failures in the store; anything else leaves the person signed out, not stuck loading.
      }
      const { loginError, address } = takeLoginError(afterStart ?? location.href);
      const replacement = address ?? afterStart;
      if (replacement !== null) history.replaceState(null, '', replacement);
      setNotice({ loginError });
    })();
  }, [store, location, history, startedEarly]);

  return (
    <AuthStoreContext.Provider value={store}>
      <ThemeSync colorScheme={colorScheme} />
      {notice ? (
        <StartNoticeContext.Provider value={notice}>
          <SessionBoundary>{children}</SessionBoundary>
        </StartNoticeContext.Provider>
      ) : <PageLoading />}
    </AuthStoreContext.Provider>
  );
}
