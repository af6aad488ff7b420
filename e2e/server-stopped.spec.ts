import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OwnServer } from './own-server.js';
import { signUpThroughPage } from './sign-up.js';

// A server of this file's own, away from the shared one and the fakes (E2E_PORT + 1 and + 2).
const port = Number(process.env.E2E_PORT ?? 3210) + 5;
let server: OwnServer;

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ timeout: 90_000 });
// Made here, not at load: Playwright loads this file in more than one process, and only the worker runs it.
test.beforeAll(async () => {
  server = new OwnServer(port, mkdtempSync(path.join(os.tmpdir(), 'taskhub-e2e-stop-')));
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

test('the server stopped mid-session: a save says the network is unavailable, and the session survives the restart', async ({ page }) => {
  const email = `stopped.${Date.now()}@example.com`;
  await signUpThroughPage(page, { email, name: 'Stella Stopped', password: 'a long enough password' });
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Appearance' }).click();

  await server.stop();
  await dialog.getByRole('radio', { name: 'Dark' }).check();
  const saveFailed = dialog.getByRole('alert').filter({ hasText: 'Your changes could not be saved' });
  await expect(saveFailed).toContainText('Network is unavailable');
  // Still signed in on the page: a network failure is not a sign-out.
  await expect(dialog).toBeVisible();

  await server.start();
  const saved = page.waitForResponse((response) => response.url().endsWith('/me') && response.request().method() === 'PUT');
  await saveFailed.getByRole('button', { name: 'Retry' }).click();
  expect((await saved).status()).toBe(200);
  await expect(saveFailed).toHaveCount(0);
  await page.reload();
  // The settings' address (/settings/theme) brings them back over the page, which a modal dialog hides: closed first.
  await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `Account: Stella Stopped (${email})` })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
});
