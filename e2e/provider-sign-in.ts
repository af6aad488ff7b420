import { expect, type Page } from '@playwright/test';
import { seeTourAsDone } from './sign-up.js';

/**
 * Signs in with a provider button against its local fake, the first time (a new account answers the onboarding
 * questions first, skipped here), checks the address was cleaned, then signs out and in again as the same account.
 */
export async function signInWithProviderTwice(page: Page, button: string, account: { name: string; email: string }) {
  const signedIn = page.getByRole('button', { name: `Account: ${account.name} (${account.email})` });
  await page.goto('/');
  await page.getByRole('button', { name: button }).click();
  await seeTourAsDone(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(signedIn).toBeVisible();
  // The token and the return marker are gone from the address.
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).hash).toBe('');

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: button }).click();
  await expect(signedIn).toBeVisible();
}
