import { expect, test } from '@playwright/test';
import { resetPasswordThroughMail } from './mail.js';
import { signInWithPassword, signUpThroughPage } from './sign-up.js';

test('forgot password: the mailed link opens the reset page, and the new password signs in', async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  await signUpThroughPage(page, { email, name: 'Reset Tester', password: 'the old password' });
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to TaskHub' })).toBeVisible();

  const link = await resetPasswordThroughMail(page, email, 'the new password');

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another password');
  await page.getByLabel('Confirm new password').fill('another password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Unable to reset password')).toBeVisible();

  await signInWithPassword(page, email, 'the new password');
  await expect(page.getByRole('button', { name: `Account: Reset Tester (${email})` })).toBeVisible();
});
