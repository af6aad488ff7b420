import type { UserDetails } from '@taskhub/domain';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { FakeServer } from '../../api/testing/fake-server.js';
import type { AuthStore } from '../../auth/auth-store.js';
import { startAuth } from '../../auth/start.js';
import { setupAuth } from '../../auth/testing/fixtures.js';
import { I18nProvider } from '../../i18n/index.js';
import { createLanguageStore } from '../../i18n/language.js';
import { type Captcha, CaptchaContext } from '../../sign-in/captcha.js';
import { ObjectStoreOverrideContext } from '../../store/ObjectStoreContext.js';
import { createMemoryObjectStore, type MemoryObjectStore } from '../../store/memory-store.js';
import { AppShell } from '../AppShell.js';
import { AppRoutes } from '../routes.js';
import type { ColorSchemeQuery } from '../theme.js';

/** A colour-scheme query the test flips, like the system switching to dark mode. */
export function fakeColorScheme(matches = false) {
  const listeners = new Set<() => void>();
  const query: ColorSchemeQuery & { set(value: boolean): void } = {
    matches,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    set(value) {
      query.matches = value;
      listeners.forEach((listener) => listener());
    },
  };
  return query;
}

/** A captcha that records what it was asked and answers with a numbered token. */
export function fakeCaptcha() {
  const calls: { siteKey: string; action: string }[] = [];
  const captcha: Captcha = {
    execute: async (siteKey, action) => {
      calls.push({ siteKey, action });
      return `captcha-token-${calls.length}`;
    },
  };
  return { captcha, calls };
}

export interface RenderAppOptions {
  /** The page address at start (path and query). */
  url?: string;
  storedToken?: string;
  user?: UserDetails;
  language?: string;
  server?: FakeServer;
  colorScheme?: ReturnType<typeof fakeColorScheme>;
  captcha?: Captcha;
  extra?: ReactNode;
  /** Objects the signed-in home's memory store starts with. */
  seed?: (store: MemoryObjectStore) => void;
  /** Begins startAuth before the first render and hands it to AppShell, as main.tsx does; or hands it this start. */
  startEarly?: boolean | ((store: AuthStore, href: string) => Promise<string | null>);
}

/** The whole app on a fake server and an in-memory router, as main.tsx mounts it in the browser. */
export function renderApp(options: RenderAppOptions = {}) {
  const { server, store } = setupAuth({ storedToken: options.storedToken, user: options.user, server: options.server });
  const url = options.url ?? '/';
  const language = options.language ?? 'en';
  const languageStore = createLanguageStore({ storage: null, locale: () => language });
  const colorScheme = options.colorScheme ?? fakeColorScheme();
  const replaced: string[] = [];
  const history = { replaceState: (_data: unknown, _unused: string, address?: string | URL | null) => void replaced.push(String(address)) };
  const navigated: string[] = [];
  const captcha = options.captcha ?? fakeCaptcha().captcha;
  // The signed-in home's tasks come from memory: no IndexedDB or socket in jsdom.
  const objects = createMemoryObjectStore({ seed: options.seed });
  const href = `http://app.test${url}`;
  const early = options.startEarly === true ? (auth: AuthStore) => startAuth(auth, { href }) : options.startEarly || undefined;
  const started = early?.(store, href);
  const view = render(
    <I18nProvider store={languageStore}>
      <CaptchaContext.Provider value={captcha}>
        <AppShell store={store} colorScheme={colorScheme} location={{ href }} history={history} started={started}>
          <ObjectStoreOverrideContext.Provider value={objects}>
            <MemoryRouter initialEntries={[url]}>
              <AppRoutes navigate={(address) => navigated.push(address)} />
              {options.extra}
            </MemoryRouter>
          </ObjectStoreOverrideContext.Provider>
        </AppShell>
      </CaptchaContext.Provider>
    </I18nProvider>,
  );
  return { ...view, server, store, objects, colorScheme, replaced, navigated, user: userEvent.setup() };
}

/** The header's account menu button, shown once the signed-in home is (named after the user: "Account: NAME (EMAIL)"). */
export const findAccountButton = (name: string | RegExp = /^Account: /) => screen.findByRole('button', { name });

/** Chooses an item of the header's account menu (Settings, Sign out; a theme is a 'menuitemcheckbox'). */
export async function chooseFromAccountMenu(user: UserEvent, item: string, role: 'menuitem' | 'menuitemcheckbox' = 'menuitem'): Promise<void> {
  await user.click(await findAccountButton());
  await user.click(await screen.findByRole(role, { name: item }));
}
