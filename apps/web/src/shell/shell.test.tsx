import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Location, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { ok } from '../api/testing/fake-server.js';
import { loginResponse, wireUser } from '../auth/testing/fixtures.js';
import { useQuickAddLauncher } from '../quick-add/launcher.js';
import { seedBasics } from '../tasks/testing/seed.js';
import { compactQuery, phoneQuery } from './useMediaQuery.js';
import { createShellLayout, sidebarCollapsedKey, useShellLayout } from './layout-store.js';
import { chooseFromAccountMenu, findAccountButton, renderApp, type RenderAppOptions } from './testing/render-app.js';

// Each test loads the signed-in app lazily and walks it; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

/** The router's location and navigate function, for checking the address and going back and forward. */
const router: { location?: Location; navigate?: NavigateFunction } = {};
function RouterProbe() {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}
const path = () => `${router.location!.pathname}${router.location!.search}`;

function signedIn(url: string, options: RenderAppOptions = {}) {
  return renderApp({ url, storedToken: 'token-old', seed: seedBasics, extra: <RouterProbe />, ...options });
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Lists and views' }));
const currentView = () => sidebar().getByRole('link', { current: 'page' }).querySelector('.sidebar-name')?.textContent;
// The first render loads the signed-in app lazily, which takes a loaded machine more than findBy's default second.
const viewHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const detailPanel = () => screen.queryByRole('complementary', { name: 'Task details' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  useShellLayout.setState({ sidebarCollapsed: false, drawerOpen: false });
  useQuickAddLauncher.getState().closeQuickAdd();
  vi.unstubAllGlobals();
});

describe('every view has an address', () => {
  it.each([
    ['/my-day', 'My Day', 'My Day'],
    ['/all', 'All my tasks', 'All my tasks'],
    ['/all-tasks', 'All tasks', 'All tasks'],
    ['/next-7-days', 'Next 7 days', 'Next 7 days'],
    ['/assigned-to-me', 'Assigned to me', 'Assigned to me'],
    ['/lists/work', 'Work', 'Work'],
    ['/tags/urgent', 'Urgent', 'Urgent'],
  ])('%s shows %s', async (url, heading, current) => {
    signedIn(url);
    expect(await viewHeading(heading)).toBeTruthy();
    expect(currentView()).toBe(current);
    expect(path()).toBe(url);
  });

  it('sends / and unknown addresses to All my tasks', async () => {
    signedIn('/');
    expect(await viewHeading('All my tasks')).toBeTruthy();
    expect(path()).toBe('/all');
    cleanup();
    signedIn('/no/such/page');
    expect(await viewHeading('All my tasks')).toBeTruthy();
    expect(path()).toBe('/all');
  });

  it('changes the address when a view is chosen, and back and forward show the views again', async () => {
    const app = signedIn('/all');
    await viewHeading('All my tasks');
    await app.user.click(sidebar().getByRole('link', { name: /^Work/ }));
    expect(await viewHeading('Work')).toBeTruthy();
    expect(path()).toBe('/lists/work');
    act(() => void router.navigate!(-1));
    expect(await viewHeading('All my tasks')).toBeTruthy();
    act(() => void router.navigate!(1));
    expect(await viewHeading('Work')).toBeTruthy();
    expect(currentView()).toBe('Work');
  });

  it('shows search results at /search?q=', async () => {
    signedIn('/search?q=rent');
    const results = await screen.findByRole('listbox', { name: /results/i });
    expect(within(results).getByRole('option', { name: /Pay rent/ })).toBeTruthy();
    expect(sidebar().queryByRole('link', { current: 'page' })).toBeNull();
  });
});

describe('/tasks/:id', () => {
  it('opens the panel over the view it was opened from, and closing it goes back to that view', async () => {
    const app = signedIn('/lists/work');
    await viewHeading('Work');
    await app.user.click(await screen.findByText('Write report'));
    await waitFor(() => expect(path()).toBe(`/tasks/${encodeURIComponent('Write report')}`));
    expect(detailPanel()).toBeTruthy();
    expect(currentView()).toBe('Work');
    // Back closes the panel over the same view; forward opens it again over it.
    act(() => void router.navigate!(-1));
    await waitFor(() => expect(detailPanel()).toBeNull());
    expect(path()).toBe('/lists/work');
    act(() => void router.navigate!(1));
    await waitFor(() => expect(detailPanel()).toBeTruthy());
    expect(currentView()).toBe('Work');
    await app.user.click(within(detailPanel()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(detailPanel()).toBeNull());
    expect(path()).toBe('/lists/work');
  }, 15_000);

  it('opens over All my tasks when the address is opened directly', async () => {
    const app = signedIn(`/tasks/${encodeURIComponent('Plan trip')}`);
    expect(await viewHeading('All my tasks')).toBeTruthy();
    await waitFor(() => expect(detailPanel()).toBeTruthy());
    expect(within(detailPanel()!).getByDisplayValue('Plan trip')).toBeTruthy();
      // Closing replaces the address with that view: no entry is left behind for Back to open the panel again.
    await app.user.click(within(detailPanel()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(detailPanel()).toBeNull());
    expect(path()).toBe('/all');
    act(() => void router.navigate!(-1));
    expect(path()).toBe('/all');
    expect(detailPanel()).toBeNull();
  }, 15_000);

  async function openWriteReportFromWork() {
    const app = signedIn('/all');
    await viewHeading('All my tasks');
    await app.user.click(sidebar().getByRole('link', { name: /^Work/ }));
    await viewHeading('Work');
    await app.user.click(await screen.findByText('Write report'));
    await waitFor(() => expect(detailPanel()).toBeTruthy());
    return app;
  }

  it('closing goes back to the view it was opened from, so Back goes on to the view before (not the panel again)', async () => {
    const app = await openWriteReportFromWork();
    await app.user.click(within(detailPanel()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(detailPanel()).toBeNull());
    expect(path()).toBe('/lists/work');
    act(() => void router.navigate!(-1));
    expect(await viewHeading('All my tasks')).toBeTruthy();
    expect(detailPanel()).toBeNull();
    // Forward twice: the view, then the panel over it.
    act(() => void router.navigate!(1));
    await viewHeading('Work');
    act(() => void router.navigate!(1));
    await waitFor(() => expect(detailPanel()).toBeTruthy());
  }, 15_000);

  it('a task opened over the panel closes back past both to the view', async () => {
    const app = await openWriteReportFromWork();
    await app.user.type(screen.getByRole('searchbox', { name: 'Search tasks, lists and boards' }), 'rent');
    await app.user.click(await screen.findByRole('option', { name: /Pay rent/ }));
    await waitFor(() => expect(within(detailPanel()!).getByDisplayValue('Pay rent')).toBeTruthy());
    await app.user.click(within(detailPanel()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(detailPanel()).toBeNull());
    expect(path()).toBe('/lists/work');
    act(() => void router.navigate!(-1));
    expect(await viewHeading('All my tasks')).toBeTruthy();
  }, 15_000);

  it('one Escape closes the panel once, even when a second comes before the address changes', { timeout: 15_000 }, async () => {
    const app = await openWriteReportFromWork();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(detailPanel()).toBeNull());
    expect(path()).toBe('/lists/work');
    act(() => void router.navigate!(1));
    await waitFor(() => expect(detailPanel()).toBeTruthy());
    // Going back is asynchronous in a browser: two Escapes may both arrive while the panel is still open.
    act(() => {
      for (let i = 0; i < 2; i += 1) document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(detailPanel()).toBeNull());
    expect(path()).toBe('/lists/work');
  });
});

describe('/settings/:section', () => {
  it('opens the settings over the current view and closes back to it', async () => {
    const app = signedIn('/settings/theme');
    app.server.on('GET', '/me/categories', ok([]));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    // The view behind is inert (hidden from assistive technology) while the dialog is open.
    expect(await screen.findByRole('heading', { level: 1, name: 'All my tasks', hidden: true })).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(path()).toBe('/all');
  }, 15_000);
});

describe('signing in', () => {
  it('shows the sign-in screen at the address asked for, then that address once signed in', async () => {
    const app = renderApp({ url: '/lists/work', seed: seedBasics, extra: <RouterProbe /> });
    await screen.findByRole('heading', { name: 'Sign in to TaskHub' });
    app.server.on('POST', '/login', ok(loginResponse()));
    app.server.on('GET', '/me', ok(wireUser()));
    await act(() => app.store.getState().logIn({ email: 'ada@example.com', password: 'secret' }));
    expect(await viewHeading('Work')).toBeTruthy();
    expect(path()).toBe('/lists/work');
  });

  it('sends a signed-out visitor at an unknown address to the start page', async () => {
    renderApp({ url: '/no/such/page', extra: <RouterProbe /> });
    await screen.findByRole('heading', { name: 'Sign in to TaskHub' });
    expect(path()).toBe('/');
  });
});

describe('the header', () => {
  it('opens quick add for the list shown', async () => {
    const app = signedIn('/lists/work');
    await viewHeading('Work');
    const [headerAdd] = screen.getAllByRole('button', { name: 'Add task' });
    await app.user.click(headerAdd!);
    expect(useQuickAddLauncher.getState()).toMatchObject({ open: true, target: { listId: 'work' } });
    act(() => useQuickAddLauncher.getState().closeQuickAdd());
    await app.user.click(sidebar().getByRole('link', { name: /^All my tasks/ }));
    await viewHeading('All my tasks');
    await app.user.click(screen.getAllByRole('button', { name: 'Add task' }).at(-1)!);
    expect(useQuickAddLauncher.getState()).toMatchObject({ open: true, target: {} });
  });

  it('search: Enter shows the search page for the text typed', async () => {
    const app = signedIn('/lists/work');
    await viewHeading('Work');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search tasks, lists and boards' }), 'rent{Enter}');
    await waitFor(() => expect(path()).toBe('/search?q=rent'));
    expect(screen.getByRole('searchbox', { name: 'Search tasks, lists and boards' })).toHaveProperty('value', '');
    expect(within(await screen.findByRole('listbox', { name: /results/i })).getByRole('option', { name: /Pay rent/ })).toBeTruthy();
  }, 15_000);

  it('on a phone the sync status line is for screen readers only', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === phoneQuery || query === compactQuery, media: query, addEventListener: () => {}, removeEventListener: () => {},
    }));
    signedIn('/all');
    await viewHeading('All my tasks');
    expect(document.querySelector('.app-header .tasks-sync-status')?.classList.contains('visually-hidden')).toBe(true);
    cleanup();
    vi.unstubAllGlobals();
    signedIn('/all');
    await viewHeading('All my tasks');
    expect(document.querySelector('.app-header .tasks-sync-status')?.classList.contains('visually-hidden')).toBe(false);
  });

  it('account menu: names the user, opens the settings at their address, sets the theme, signs out', async () => {
    const app = signedIn('/lists/work');
    app.server.on('GET', '/me/categories', ok([]));
    await findAccountButton('Account: Ada (ada@example.com)');
    await chooseFromAccountMenu(app.user, 'Settings');
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(path()).toBe('/settings/profile');
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(path()).toBe('/lists/work'));

    app.server.on('PUT', '/me', ok(wireUser()));
    await chooseFromAccountMenu(app.user, 'Dark', 'menuitemcheckbox');
    await waitFor(() => expect(app.server.callsTo('PUT', '/me')[0]?.body).toMatchObject({ webConfig: { theme: 'dark' } }));

    await chooseFromAccountMenu(app.user, 'Sign out');
    expect(await screen.findByRole('heading', { name: 'Sign in to TaskHub' })).toBeTruthy();
    expect(app.server.callsTo('POST', '/logout')).toHaveLength(1);
  }, 15_000);
});

describe('the sidebar', () => {
  it('collapses on a desktop, and the choice is remembered on this device', async () => {
    const app = signedIn('/all');
    await viewHeading('All my tasks');
    await app.user.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Lists and views' })).toBeNull();
    expect(localStorage.getItem(sidebarCollapsedKey)).toBe('true');
    // A new page load on this device starts collapsed.
    expect(createShellLayout().getState().sidebarCollapsed).toBe(true);
    await app.user.click(screen.getByRole('button', { name: 'Show sidebar' }));
    expect(sidebar()).toBeTruthy();
    expect(createShellLayout().getState().sidebarCollapsed).toBe(false);
  });

  it('is a drawer on narrow windows that closes when a view is chosen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === compactQuery, media: query, addEventListener: () => {}, removeEventListener: () => {},
    }));
    const app = signedIn('/all');
    await viewHeading('All my tasks');
    expect(screen.queryByRole('navigation', { name: 'Lists and views' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await app.user.click(within(drawer).getByRole('link', { name: /^Work/ }));
    expect(await viewHeading('Work')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(path()).toBe('/lists/work');
    // A list made in the drawer is shown at once, the drawer closed.
    await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
    await app.user.type(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('textbox', { name: 'New list' }), 'Errands{Enter}');
    expect(await viewHeading('Errands')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  }, 15_000);
});
