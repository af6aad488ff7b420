import { defaultWebConfig } from '@taskhub/domain';
import { act, cleanup, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, ok, type FakeReply } from '../api/testing/fake-server.js';
import { newAppleVerifier } from '../auth/apple-verifier.js';
import { loginResponse, wireUser } from '../auth/testing/fixtures.js';
import { fakeColorScheme, findAccountButton, renderApp } from './testing/render-app.js';

afterEach(() => {
  cleanup();
  document.documentElement.className = '';
});

const htmlClasses = () => document.documentElement.className;

describe('start', () => {
  it('shows a loading state while start runs, then signs in with the code in login_token and removes it from the address', async () => {
    const me = deferred<FakeReply>();
    // This tab started the Apple sign-in, so it holds the verifier.
    const verifier = newAppleVerifier();
    const app = renderApp({ url: '/?login_token=t-1&keep=1' });
    app.server.on('GET', '/me', () => me.promise);
    expect((await screen.findByRole('status')).textContent?.trim()).toBe('Loading…');
    me.resolve(ok(wireUser()));
    expect(await screen.findByRole('button', { name: 'Account: Ada (ada@example.com)' })).toBeTruthy();
    expect(app.replaced).toEqual(['/?keep=1']);
    expect(app.server.callsTo('POST', '/apple-login-exchange')[0]?.body).toMatchObject({ code: 't-1', code_verifier: verifier });
    expect(app.server.callsTo('GET', '/me')[0]?.headers['x-anydo-auth']).toBe('token-new');
  });

  it('uses a start begun before the first render instead of starting again', async () => {
    newAppleVerifier();
    const app = renderApp({ url: '/?login_token=t-1', startEarly: true });
    expect(await screen.findByRole('button', { name: 'Account: Ada (ada@example.com)' })).toBeTruthy();
    expect(app.replaced).toEqual(['/']);
    expect(app.server.callsTo('GET', '/me')).toHaveLength(1);

    cleanup();
    // The address to put in place comes from the start that was handed over, which the shell waits for.
    const early = deferred<string | null>();
    const handed = renderApp({ url: '/?keep=1', startEarly: () => early.promise });
    expect((await screen.findByRole('status')).textContent?.trim()).toBe('Loading…');
    early.resolve('/?handed=1');
    await screen.findByRole('heading', { name: 'Sign in to TaskHub' });
    expect(handed.replaced).toEqual(['/?handed=1']);
  });

  it('leaves an address without markers alone', async () => {
    const app = renderApp({ url: '/?keep=1' });
    await screen.findByRole('heading', { name: 'Sign in to TaskHub' });
    expect(app.replaced).toEqual([]);
  });
});

describe('the theme class on <html>', () => {
  it('follows the system preference while logged out, including later changes', async () => {
    const colorScheme = fakeColorScheme(true);
    renderApp({ colorScheme });
    await screen.findByRole('heading', { name: 'Sign in to TaskHub' });
    expect(htmlClasses()).toBe('theme-dark');
    act(() => colorScheme.set(false));
    expect(htmlClasses()).toBe('theme-light');
  });

  it('follows the user\'s webConfig.theme over the system, and the system again for auto', async () => {
    const colorScheme = fakeColorScheme(false);
    const app = renderApp({ colorScheme, storedToken: 'token-old', user: wireUser({ webConfig: { ...defaultWebConfig, theme: 'dark' } }) });
    await findAccountButton();
    expect(htmlClasses()).toBe('theme-dark');
    act(() => colorScheme.set(true));
    act(() => colorScheme.set(false));
    expect(htmlClasses()).toBe('theme-dark');
    const user = app.store.getState().user!;
    act(() => app.store.getState().setUser({ ...user, webConfig: { ...user.webConfig, theme: 'auto' } }));
    expect(htmlClasses()).toBe('theme-light');
    act(() => colorScheme.set(true));
    expect(htmlClasses()).toBe('theme-dark');
  });
});

describe('the per-user session', () => {
  /** Counts its own mounts: a remount starts a fresh component with a fresh ref. */
  const mounts: string[] = [];
  function MountProbe() {
    const id = useRef(Math.random().toString(36).slice(2));
    if (!mounts.includes(id.current)) mounts.push(id.current);
    return null;
  }

  it('remounts its children when the user changes, not on other updates', async () => {
    mounts.length = 0;
    const app = renderApp({ storedToken: 'token-old', extra: <MountProbe /> });
    await findAccountButton();
    const afterStart = mounts.length;

    const user = app.store.getState().user!;
    act(() => app.store.getState().setUser({ ...user, name: 'Ada L.' }));
    expect(mounts.length).toBe(afterStart);

    app.server.on('POST', '/login', ok(loginResponse({ auth_token: 'token-2' })));
    app.server.on('GET', '/me', ok(wireUser({ id: 'user-2', name: 'Grace', email: 'grace@example.com' })));
    await act(() => app.store.getState().logout());
    expect(await screen.findByRole('heading', { name: 'Sign in to TaskHub' })).toBeTruthy();
    expect(mounts.length).toBe(afterStart + 1);
    await act(() => app.store.getState().logIn({ email: 'grace@example.com', password: 'secret' }));
    expect(await screen.findByRole('button', { name: 'Account: Grace (grace@example.com)' })).toBeTruthy();
    // One remount for anonymous after the logout and one for the new user.
    expect(mounts.length).toBe(afterStart + 2);
  });
});
