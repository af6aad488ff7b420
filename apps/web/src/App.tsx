import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { apiOrigin } from './api/config.js';
import { createAuthStore } from './auth/auth-store.js';
import { I18nProvider } from './i18n/index.js';
import { AppShell } from './shell/AppShell.js';
import { AppRoutes } from './shell/routes.js';
import { systemColorScheme } from './shell/theme.js';

/** The web app: language, auth, start logic, theme and routes (SPEC.md section 2). */
export function App() {
  const [store] = useState(() => createAuthStore({ fetch: window.fetch.bind(window), origin: apiOrigin() }));
  const [colorScheme] = useState(systemColorScheme);
  return (
    <I18nProvider>
      <AppShell store={store} colorScheme={colorScheme} location={window.location} history={window.history}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppShell>
    </I18nProvider>
  );
}
