import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { appleVerifierStorageKey, codeChallengeOf } from '../auth/apple-verifier.js';
import { chooseFromAccountMenu, fakeCaptcha, findAccountButton, renderApp } from '../shell/testing/render-app.js';

afterEach(cleanup);

async function enterEmail(app: ReturnType<typeof renderApp>, email = 'ada@example.com') {
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.keyboard('{Enter}');
}

describe('the email step', () => {
  it('goes to "Welcome back" when the account exists', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: true, use_captcha: false }));
    await enterEmail(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByText('Enter your password to log in as ada@example.com')).toBeTruthy();
    expect(app.server.callsTo('POST', '/check_email')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('goes to "Welcome" with a name field when there is no account', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: false, use_captcha: false }));
    await enterEmail(app, 'new@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to TaskHub!' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
  });

  it('refuses an invalid email without asking the server', async () => {
    const app = renderApp();
    await enterEmail(app, 'not-an-email');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email');
    expect(app.server.callsTo('POST', '/check_email')).toHaveLength(0);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('says there is a connectivity issue when the check gets no answer', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', 'network-error');
    await enterEmail(app);
    expect((await screen.findByRole('alert')).textContent).toContain('connectivity issue');
  });

  it('asks again with a captcha when the server wants one, and carries captchas into the log-in', async () => {
    const { captcha, calls } = fakeCaptcha();
    const app = renderApp({ captcha });
    app.server.on('GET', '/api/v1/auth/providers', ok({ google: false, facebook: false, apple: false, captcha: { siteKey: 'site-1' } }));
    app.server.on('POST', '/check_email', (request) => ok(
      (request.body as Record<string, unknown>).captcha_params
        ? { user_exists: true, use_captcha: true }
        : { user_exists: false, use_captcha: true },
    ));
    await screen.findByRole('button', { name: 'Continue with Apple' });
    await enterEmail(app);
    await screen.findByRole('heading', { name: 'Welcome back!' });
    const checks = app.server.callsTo('POST', '/check_email');
    expect(checks).toHaveLength(2);
    expect(checks[1]?.body).toMatchObject({
      captcha_method: 'google_recaptcha',
      captcha_params: { token: 'captcha-token-1', site_key: 'site-1', action: 'check_email' },
    });

    await app.user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await findAccountButton();
    expect(calls.map((call) => call.action)).toEqual(['check_email', 'login']);
    expect(app.server.callsTo('POST', '/login')[0]?.body).toMatchObject({
      captcha_params: { token: 'captcha-token-2', site_key: 'site-1', action: 'login' },
    });
  });

  it('says the captcha failed when the server wants one but gave no site key', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: false, use_captcha: true }));
    await enterEmail(app);
    expect((await screen.findByRole('alert')).textContent).toBe('The captcha could not be verified, please try again');
  });
});

describe('log in and sign up', () => {
  it('shows the catalogue message for a wrong password and stays on the step', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: true, use_captcha: false }));
    app.server.on('POST', '/login', serverError('WRONG_CREDENTIALS'));
    await enterEmail(app);
    await app.user.type(await screen.findByLabelText('Password'), 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password, please try again');
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
  });

  it('says the network is unavailable when the log-in gets no answer', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: true, use_captcha: false }));
    app.server.on('POST', '/login', 'network-error');
    await enterEmail(app);
    await app.user.type(await screen.findByLabelText('Password'), 'secret{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Network is unavailable');
  });

  it('signs up with name, username and password and lands signed in', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: false, use_captcha: false }));
    await enterEmail(app, 'ada@example.com');
    await app.user.type(await screen.findByLabelText('Name'), 'Ada');
    await app.user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByRole('button', { name: 'Account: Ada (ada@example.com)' })).toBeTruthy();
    expect(app.server.callsTo('POST', '/user')[0]?.body).toMatchObject({ name: 'Ada', username: 'ada@example.com', password: 'secret' });
  });

  it('refuses a blank name before calling the server', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: false, use_captcha: false }));
    await enterEmail(app);
    await app.user.type(await screen.findByLabelText('Password'), 'secret{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your name');
    expect(app.server.callsTo('POST', '/user')).toHaveLength(0);
  });

  it('signs out from the signed-in home', async () => {
    const app = renderApp({ storedToken: 'token-old' });
    await chooseFromAccountMenu(app.user, 'Sign out');
    expect(await screen.findByRole('heading', { name: 'Sign in to TaskHub' })).toBeTruthy();
    expect(app.server.callsTo('POST', '/logout')).toHaveLength(1);
  });
});

describe('forgot password', () => {
  async function openForgotPassword(app: ReturnType<typeof renderApp>) {
    app.server.on('POST', '/check_email', ok({ user_exists: true, use_captcha: false }));
    await enterEmail(app);
    await app.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  }

  it('confirms that the link was sent', async () => {
    const app = renderApp();
    app.server.on('POST', '/send-forgot-password-email', ok({}));
    await openForgotPassword(app);
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain('we have sent it a link');
    expect(app.server.callsTo('POST', '/send-forgot-password-email')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('shows the network error when sending fails', async () => {
    const app = renderApp();
    app.server.on('POST', '/send-forgot-password-email', 'network-error');
    await openForgotPassword(app);
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not send the email. Check your connection and try again.');
  });
});

describe('provider buttons', () => {
  it('disables providers the server does not offer, with the reason', async () => {
    const app = renderApp();
    app.server.on('GET', '/api/v1/auth/providers', ok({ google: false, facebook: false, apple: false, captcha: null }));
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await screen.findByText(/Sign-in with Google is not configured/);
    expect((google as HTMLButtonElement).disabled).toBe(true);
    const hint = document.getElementById(google.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Sign-in with Google is not configured on this server. Use your email and password instead.');
  });

  it('starts Apple sign-in at the server with the challenge of a verifier kept in this tab, and the language', async () => {
    const app = renderApp();
    app.server.on('GET', '/api/v1/auth/providers', ok({ google: true, facebook: false, apple: true, captcha: null }));
    const apple = await screen.findByRole('button', { name: 'Continue with Apple' });
    await screen.findByText(/Sign-in with Facebook is not configured/);
    await app.user.click(apple);
    // The challenge is hashed before the browser leaves.
    await waitFor(() => expect(app.navigated).toHaveLength(1));
    const target = new URL(app.navigated[0]!);
    expect(target.pathname).toBe('/apple-login');
    // The address (kept in history and logs) holds the hash; the verifier itself stays in session storage.
    const verifier = sessionStorage.getItem(appleVerifierStorageKey)!;
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('code_challenge')).toBe(await codeChallengeOf(verifier));
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('client_id')).toBeNull();
    expect(target.href).not.toContain(verifier);
    expect(target.searchParams.get('locale')).toBe('en');
    // The server offers Google but sends no client id for the browser redirect, so that button stays disabled.
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('redirects to Google with the client id the server sends', async () => {
    const app = renderApp();
    app.server.on('GET', '/api/v1/auth/providers', ok({ google: true, googleClientId: 'g-1', facebook: false, apple: false, captcha: null }));
    await screen.findByText(/Sign-in with Apple is not configured/);
    await app.user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const target = new URL(app.navigated[0]!);
    expect(target.origin + target.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(target.searchParams.get('client_id')).toBe('g-1');
    expect(target.searchParams.get('response_type')).toBe('token');
    expect(target.searchParams.get('redirect_uri')).toMatch(/\/\?google_login=1$/);
  });

  it("sends the browser to the sign-in page the server names (a self-hosted proxy, or a test's fake provider)", async () => {
    const app = renderApp();
    app.server.on('GET', '/api/v1/auth/providers', ok({
      google: true, googleClientId: 'g-2', googleAuthorizeUrl: 'http://127.0.0.1:9/authorize', facebook: false, apple: false, captcha: null,
    }));
    await screen.findByText(/Sign-in with Apple is not configured/);
    await app.user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const target = new URL(app.navigated[0]!);
    expect(target.origin + target.pathname).toBe('http://127.0.0.1:9/authorize');
    expect(target.searchParams.get('client_id')).toBe('g-2');
  });

  it('shows a failed Apple sign-in from the start address and removes the marker', async () => {
    const app = renderApp({ url: '/?login_error=apple' });
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in with this account failed, please try again');
    expect(app.replaced).toEqual(['/']);
  });
});

describe('languages', () => {
  it('shows the sign-in screen in German', async () => {
    renderApp({ language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Bei TaskHub anmelden' })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail')).toBeTruthy();
  });
});
