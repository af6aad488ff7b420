import { defaultWebConfig, type WebConfig } from '@taskhub/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../api/testing/fake-server.js';
import { wireUser } from '../auth/testing/fixtures.js';
import { renderApp } from '../shell/testing/render-app.js';
import { useShellLayout } from '../shell/layout-store.js';
import { compactQuery, phoneQuery } from '../shell/useMediaQuery.js';
import { seedBasics } from '../tasks/testing/seed.js';
import { onboardingSessionMetaName } from './onboarding-session.js';

// Each test loads the signed-in app lazily; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

/** Every address the router showed, in order (a redirect replaces the address before a probe of `path()` runs). */
const addresses: string[] = [];
function AddressLog() {
  const location = useLocation();
  useEffect(() => void addresses.push(location.pathname), [location.pathname]);
  return null;
}

/** The signed-in app at `url`, for a user whose webConfig has `flags` (the tour already seen unless they say so). */
function signedIn(url: string, flags: Partial<WebConfig> = {}) {
  const user = wireUser({ webConfig: { ...defaultWebConfig, isOnboardingTourDismissed: true, ...flags } });
  const app = renderApp({ url, storedToken: 'token-old', user, seed: seedBasics, extra: <AddressLog /> });
  app.server.on('PUT', '/me', ok(user));
  return app;
}

const savedWebConfigs = (app: ReturnType<typeof signedIn>) => app.server.callsTo('PUT', '/me').map((call) => (call.body as { webConfig?: unknown }).webConfig);
const hint = (name: string) => screen.queryByRole('region', { name });
const findHint = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
const findTourStep = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15_000 });

beforeEach(() => {
  localStorage.clear();
  addresses.length = 0;
});
afterEach(() => {
  cleanup();
  document.head.querySelector(`meta[name="${onboardingSessionMetaName}"]`)?.remove();
  useShellLayout.setState({ sidebarCollapsed: false, drawerOpen: false });
  vi.unstubAllGlobals();
});

describe('the My Day hint', () => {
  it('shows at the top of My Day while its flag is false, and closing it hides it and saves the flag', async () => {
    const app = signedIn('/my-day');
    const card = await findHint('How My Day works');
    expect(card.textContent).toContain('My Day is your plan for today');
    await app.user.click(within(card).getByRole('button', { name: 'Hide tip: How My Day works' }));
    expect(hint('How My Day works')).toBeNull();
    await waitFor(() => expect(savedWebConfigs(app)).toContainEqual({ isStickyMyDayVideoDismissed: true }));
  });

  it('stays hidden when its flag is set', async () => {
    signedIn('/my-day', { isStickyMyDayVideoDismissed: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Day' }, { timeout: 15_000 })).toBeTruthy();
    expect(hint('How My Day works')).toBeNull();
  });

  it('explains My Day in three illustrated steps from its action', async () => {
    const app = signedIn('/my-day');
    const card = await findHint('How My Day works');
    await app.user.click(within(card).getByRole('button', { name: 'See how' }));
    const explainer = await screen.findByRole('dialog', { name: 'My Day in three steps' });
    expect(within(explainer).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Each day starts with an empty My Day, at the hour set in Settings → My Day.',
      'Suggestions bring up tasks that are overdue, due today or waiting in your lists: add one with its plus button.',
      'Type in the field at the top to add a new task straight to today. Finished tasks stay, struck through, until the day ends.',
    ]);
  });
});

describe('the sidebar tips', () => {
  it('offers to create a workspace at the create-workspace address, and closing it saves the flag', async () => {
    const app = signedIn('/all');
    const banner = await findHint('Working with a team?');
    await app.user.click(within(banner).getByRole('button', { name: 'Create a workspace' }));
    await waitFor(() => expect(addresses).toContain('/workspaces/new'));
    // The create-workspace wizard opens over the screen; closing it gives the sidebar back.
    await screen.findByRole('dialog', { name: 'Create a workspace' }, { timeout: 15_000 });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a workspace' })).toBeNull());
    await app.user.click(within(await findHint('Working with a team?')).getByRole('button', { name: 'Hide tip: Working with a team?' }));
    expect(hint('Working with a team?')).toBeNull();
    await waitFor(() => expect(savedWebConfigs(app)).toContainEqual({ isCreateWorkspaceBannerDismissed: true }));
  });

  it('in the phone drawer: the tip sits at its foot, and Create a workspace closes the drawer', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === phoneQuery || query === compactQuery, media: query, addEventListener: () => {}, removeEventListener: () => {},
    }));
    const app = signedIn('/all');
    await app.user.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 15_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await app.user.click(within(within(drawer).getByRole('region', { name: 'Working with a team?' })).getByRole('button', { name: 'Create a workspace' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(addresses).toContain('/workspaces/new');
  });

  it('shows no workspace banner to someone who already has a workspace', async () => {
    const user = wireUser({ currentUserSpaces: [{ id: 'space-1' }], webConfig: { ...defaultWebConfig, isOnboardingTourDismissed: true } });
    renderApp({ url: '/all', storedToken: 'token-old', user, seed: seedBasics });
    expect(await screen.findByRole('heading', { level: 1, name: 'All my tasks' }, { timeout: 15_000 })).toBeTruthy();
    expect(hint('Working with a team?')).toBeNull();
  });

  it('offers the onboarding session first when the server names its address, then the workspace banner', async () => {
    const meta = document.createElement('meta');
    meta.name = onboardingSessionMetaName;
    meta.content = 'https://book.example.com/taskhub';
    document.head.append(meta);
    const app = signedIn('/all');
    const session = await findHint('Get a guided start');
    const link = within(session).getByRole('link', { name: 'Book a session' });
    expect(link.getAttribute('href')).toBe('https://book.example.com/taskhub');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(hint('Working with a team?')).toBeNull();
    await app.user.click(within(session).getByRole('button', { name: 'Hide tip: Get a guided start' }));
    expect(await findHint('Working with a team?')).toBeTruthy();
    await waitFor(() => expect(savedWebConfigs(app)).toContainEqual({ isScheduleOnboardingSessionDismissed: true }));
  });

  it('offers no onboarding session without an address from the server, or with one that is not http(s)', async () => {
    const meta = document.createElement('meta');
    meta.name = onboardingSessionMetaName;
    meta.content = 'javascript:alert(1)';
    document.head.append(meta);
    signedIn('/all');
    expect(await findHint('Working with a team?')).toBeTruthy();
    expect(hint('Get a guided start')).toBeNull();
  });
});

describe('the first-run tour', () => {
  it('walks its steps with Next, Back and the arrow keys, and Done saves the flag', async () => {
    const app = signedIn('/all', { isOnboardingTourDismissed: false });
    const first = await findTourStep('Add tasks from anywhere');
    expect(first.textContent).toContain('Step 1 of 4');
    expect(within(first).queryByRole('button', { name: 'Back' })).toBeNull();
    await app.user.click(within(first).getByRole('button', { name: 'Next' }));
    const lists = await findTourStep('Your lists');
    expect(lists.textContent).toContain('Step 2 of 4');
    await app.user.click(within(lists).getByRole('button', { name: 'Back' }));
    await findTourStep('Add tasks from anywhere');
    // Back is gone on the first step: focus stays in the tour, on Next, and the arrows step.
    expect(document.activeElement?.textContent).toBe('Next');
    await app.user.keyboard('{ArrowRight}');
    await findTourStep('Your lists');
    await app.user.keyboard('{ArrowRight}');
    await findTourStep('Plan your day');
    await app.user.keyboard('{ArrowLeft}{ArrowRight}{ArrowRight}');
    const last = await findTourStep('Everything about a task');
    expect(last.textContent).toContain('Step 4 of 4');
    expect(savedWebConfigs(app)).toEqual([]);
    await app.user.click(within(last).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(savedWebConfigs(app)).toEqual([{ isOnboardingTourDismissed: true }]));
  });

  it('Skip tour ends it at once and saves the flag', async () => {
    const app = signedIn('/all', { isOnboardingTourDismissed: false });
    const first = await findTourStep('Add tasks from anywhere');
    await app.user.click(within(first).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(savedWebConfigs(app)).toEqual([{ isOnboardingTourDismissed: true }]));
  });

  it('Escape in the tour skips it', async () => {
    const app = signedIn('/all', { isOnboardingTourDismissed: false });
    await findTourStep('Add tasks from anywhere');
    expect(document.activeElement?.textContent).toBe('Next');
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(savedWebConfigs(app)).toEqual([{ isOnboardingTourDismissed: true }]));
  });

  it('leaves the screen its keys: Escape elsewhere closes the task panel, and the shortcuts work', async () => {
    const app = signedIn('/tasks/Write%20report', { isOnboardingTourDismissed: false });
    const panel = await screen.findByRole('complementary', { name: 'Task details' }, { timeout: 15_000 });
    await findTourStep('Add tasks from anywhere');
    act(() => within(panel).getByRole('textbox', { name: 'Title' }).focus());
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Task details' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Add tasks from anywhere' })).toBeTruthy();
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await app.user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    expect(savedWebConfigs(app)).toEqual([]);
  });

  it('waits while the notifications menu is open, and comes back where it was when it closes', async () => {
    const app = signedIn('/all', { isOnboardingTourDismissed: false });
    await findTourStep('Add tasks from anywhere');
    await app.user.click(screen.getByRole('button', { name: /^Notifications/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add tasks from anywhere' })).toBeNull());
    await app.user.keyboard('{Escape}');
    expect(await findTourStep('Add tasks from anywhere')).toBeTruthy();
    expect(savedWebConfigs(app)).toEqual([]);
  });

  it('does not show once its flag is set', async () => {
    signedIn('/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'All my tasks' }, { timeout: 15_000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
