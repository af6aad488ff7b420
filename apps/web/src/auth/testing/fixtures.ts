import { defaultMyDayConfig, defaultMyDaySuggestionFilters, defaultWebConfig, type Subscription, type UserDetails } from '@taskhub/domain';
import { createFakeServer, ok, type FakeServer } from '../../api/testing/fake-server.js';
import type { AuthEnvironment } from '../auth-state.js';
import { createAuthStore, type AuthStore } from '../auth-store.js';

/** Wire shapes as apps/server presents them (users/presenter.ts, subscriptions/presenter.ts). */

export const now = Date.UTC(2026, 0, 15);

export function wireUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 'user-1',
    idSalt: 'salt-1',
    creationDate: now - 86_400_000,
    email: 'ada@example.com',
    name: 'Ada',
    profilePicture: null,
    googleAvatarUrl: null,
    timezone: 'Europe/Berlin',
    verifiedPhoneNumber: null,
    onBoardingPending: false,
    completedCounter: 0,
    firstDayOfWeek: 1,
    myDayConfig: defaultMyDayConfig,
    myDaySuggestionFilters: defaultMyDaySuggestionFilters,
    isPremium: false,
    hasUnreadNotifications: false,
    lastUpdateDate: now,
    dirty: false,
    currentUserSpaces: [],
    whatsapp: { isReminders: false },
    workspaceWhatsapp: { isReminders: 0, isUserUpdates: 0 },
    googleAssistantUserV2: { shouldShowClientBanner: false },
    // The first-run tour is a layer over every screen: a test meets it only when it asks (hints, onboarding tests).
    webConfig: { ...defaultWebConfig, isOnboardingTourDismissed: true },
    ...overrides,
  };
}

export function wireSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    activePlan: 'premium',
    cardExpirationMonth: 12,
    cardExpirationYear: 2030,
    cardLast4: '4242',
    isCanceled: false,
    paymentProvider: 'stripe',
    planPeriod: 'YEAR',
    serverExpirationDate: now + 30 * 86_400_000,
    subscriptionDate: now - 86_400_000,
    subscriptionData: { subscriptionId: 'sub_123' },
    ...overrides,
  };
}

export function loginResponse(overrides: Record<string, unknown> = {}) {
  return {
    auth_token: 'token-new',
    new_user: false,
    latestSubscription: null,
    experiments: [{ name: 'WEB_OB_GPT', group: 'variant', properties: {} }],
    client_id: 'client-1',
    ...overrides,
  };
}

export const testEnvironment: AuthEnvironment = {
  now: () => now,
  clientId: () => 'client-1',
  locale: () => 'de',
  timeZone: () => 'Europe/Berlin',
  referrer: () => 'PS_partner',
};

/** A store on a fake server whose login, /me and subscription routes answer as for a signed-in free user. */
export function setupAuth(options: { storedToken?: string; user?: UserDetails; server?: FakeServer } = {}) {
  const server = options.server ?? createFakeServer();
  const storage = window.localStorage;
  storage.clear();
  if (options.storedToken) storage.setItem('taskhub.authToken', options.storedToken);
  server.on('POST', '/login', ok(loginResponse()));
  server.on('POST', '/user', ok(loginResponse({ new_user: true })));
  server.on('POST', '/apple-login-exchange', ok(loginResponse()));
  server.on('GET', '/me', ok(options.user ?? wireUser()));
  server.on('POST', '/logout', ok());
  server.on('GET', '/api/v1/subscription/latest', { status: 404, body: { Error: 'There is no subscription', code: 'NOT_FOUND' } });
  const store = createAuthStore({ fetch: server.fetch, origin: server.origin, storage, environment: testEnvironment });
  return { server, store, storage };
}

/** Signs the store in through POST /login. */
export async function loggedIn(store: AuthStore): Promise<void> {
  await store.getState().logIn({ email: 'ada@example.com', password: 'secret' });
  if (store.getState().session !== 'loggedIn') throw new Error('the test login failed');
}
