import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, rateLimited } from '../api/testing/fake-server.js';
import { de } from '../i18n/messages/de.js';
import { ja } from '../i18n/messages/ja.js';
import { ru } from '../i18n/messages/ru.js';
import { renderApp } from '../shell/testing/render-app.js';

afterEach(cleanup);

type App = ReturnType<typeof renderApp>;

async function enterEmail(app: App, label = 'Email') {
  await app.user.type(await screen.findByLabelText(label), 'ada@example.com');
  await app.user.keyboard('{Enter}');
}

/** Issue 10: a 429 says when to try again (from Retry-After, in whole minutes rounded up), not "Something went wrong". */
describe('too many attempts', () => {
  it('on the email step, says how many minutes to wait', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', rateLimited(90));
    await enterEmail(app);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, try again in 2 minutes');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to TaskHub' })).toBeTruthy();
  });

  it('on the password step, says "1 minute" in the singular for a wait under a minute', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: true, use_captcha: false }));
    app.server.on('POST', '/login', rateLimited(4));
    await enterEmail(app);
    await app.user.type(await screen.findByLabelText('Password'), 'secret{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, try again in 1 minute');
  });

  it('on the sign-up step too', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: false, use_captcha: false }));
    app.server.on('POST', '/user', rateLimited(900));
    await enterEmail(app);
    await app.user.type(await screen.findByLabelText('Name'), 'Ada');
    await app.user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, try again in 15 minutes');
  });

  it('when asking for a reset link', async () => {
    const app = renderApp();
    app.server.on('POST', '/check_email', ok({ user_exists: true, use_captcha: false }));
    app.server.on('POST', '/send-forgot-password-email', rateLimited(3600));
    await enterEmail(app);
    await app.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, try again in 60 minutes');
  });

  it.each([
    ['ru', ru['signIn.email'], 120, 'Слишком много попыток, попробуйте снова через 2 минуты'],
    ['ru', ru['signIn.email'], 300, 'Слишком много попыток, попробуйте снова через 5 минут'],
    ['ru', ru['signIn.email'], 60, 'Слишком много попыток, попробуйте снова через 1 минуту'],
    ['de', de['signIn.email'], 60, 'Zu viele Versuche, versuche es in 1 Minute erneut'],
    ['ja', ja['signIn.email'], 600, '試行回数が多すぎます。10分後にもう一度お試しください'],
  ] as const)('in %s with the plural rules of the language (%s, %i s)', async (language, label, seconds, message) => {
    const app = renderApp({ language });
    app.server.on('POST', '/check_email', rateLimited(seconds));
    await enterEmail(app, label);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
