import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, serverError } from '../api/testing/fake-server.js';
import { renderApp } from '../shell/testing/render-app.js';

afterEach(cleanup);

async function choosePassword(app: ReturnType<typeof renderApp>, password: string, confirm = password) {
  await app.user.type(await screen.findByLabelText('New password'), password);
  await app.user.type(screen.getByLabelText('Confirm new password'), `${confirm}{Enter}`);
}

describe('the reset-password page', () => {
  it('sends the token and the new password, then links to log in', async () => {
    const app = renderApp({ url: '/reset-password?token=abc' });
    app.server.on('POST', '/reset-password', ok({}));
    await choosePassword(app, 'new-secret');
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed');
    expect(app.server.callsTo('POST', '/reset-password')[0]?.body).toEqual({ token: 'abc', password: 'new-secret', client_id: 'client-1' });
    await app.user.click(screen.getByRole('link', { name: 'Go to log in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to TaskHub' })).toBeTruthy();
  });

  it('says it is unable to reset the password when the server refuses the link', async () => {
    const app = renderApp({ url: '/reset-password?token=used' });
    app.server.on('POST', '/reset-password', serverError('RESET_LINK_INVALID'));
    await choosePassword(app, 'new-secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to reset password');
  });

  it('refuses two different passwords without calling the server', async () => {
    const app = renderApp({ url: '/reset-password?token=abc' });
    await choosePassword(app, 'new-secret', 'other');
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords do not match');
    expect(app.server.callsTo('POST', '/reset-password')).toHaveLength(0);
  });

  it('fails at once for a link without a token', async () => {
    const app = renderApp({ url: '/reset-password' });
    await choosePassword(app, 'new-secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to reset password');
    expect(app.server.callsTo('POST', '/reset-password')).toHaveLength(0);
  });
});
