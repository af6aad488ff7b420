import { screen } from '@testing-library/react';
import { ok, type FakeHandler, type FakeReply } from '../../api/testing/fake-server.js';
import { wireUser } from '../../auth/testing/fixtures.js';
import { renderApp, type RenderAppOptions } from '../../shell/testing/render-app.js';

/**
 * The app signed in from a stored token at the settings' address, with PUT /me answering, and the settings dialog
 * open (the account menu's way there is tested in shell/shell.test.tsx). GET /me/categories
 * answers `categories`, no lists unless given, so the default-list section has something to show.
 */
export async function openSettings({ categories = ok([]), ...options }: RenderAppOptions & { categories?: FakeReply | FakeHandler } = {}) {
  const app = renderApp({ storedToken: 'token-old', url: '/settings/profile', ...options });
  app.server.on('PUT', '/me', ok(wireUser()));
  app.server.on('GET', '/me/categories', categories);
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Settings' }) };
}
