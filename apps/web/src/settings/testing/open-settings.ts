import { screen } from '@testing-library/react';
import { ok } from '../../api/testing/fake-server.js';
import { wireUser } from '../../auth/testing/fixtures.js';
import { renderApp } from '../../shell/testing/render-app.js';

/** The app signed in from a stored token, with PUT /me answering, and the settings dialog open. */
export async function openSettings(options: Parameters<typeof renderApp>[0] = {}) {
  const app = renderApp({ storedToken: 'token-old', ...options });
  app.server.on('PUT', '/me', ok(wireUser()));
  await app.user.click(await screen.findByRole('button', { name: 'Settings' }));
  return { ...app, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}
