import { expect, test } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';

test('with the server unreachable mid-session the session survives, and comes back with the server', async ({ page }) => {
  const email = `offline.${Date.now()}@example.com`;
  await signUpThroughPage(page, { email, name: 'Offline Tester', password: 'offline password' });

  // Every call to the server now fails as a stopped server's would: the connection is refused. Only the page itself
  // (at the view's own address since the shell, e.g. /all) and its files still load.
  await page.route(
    (url) => !url.pathname.startsWith('/assets/'),
    (route) => (route.request().resourceType() === 'document' ? route.fallback() : route.abort('connectionrefused')),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Network is unavailable' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);

  // The server is back: Retry signs straight in, the session was never dropped.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: `Account: Offline Tester (${email})` })).toBeVisible();
});
