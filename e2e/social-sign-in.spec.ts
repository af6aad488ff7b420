import { expect, test } from '@playwright/test';
import { fakeGoogleAccount } from './fake-google-account.js';

test('continue with Google: the provider page sends the browser back signed in, as a new account the first time', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // A first sign-in makes the account, so the onboarding questions come first.
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText(`Signed in as ${fakeGoogleAccount.name} (${fakeGoogleAccount.email})`)).toBeVisible();
  // The token and the return marker are gone from the address.
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).hash).toBe('');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText(`Signed in as ${fakeGoogleAccount.name} (${fakeGoogleAccount.email})`)).toBeVisible();
});
