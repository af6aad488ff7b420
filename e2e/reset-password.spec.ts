import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';

/** The newest mail to an address in the server's outbox (no SMTP is configured in the browser tests). */
async function mailTo(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (text.includes(`To: ${email}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}

async function signUpAndSignOut(page: Page, email: string, password: string) {
  await signUpThroughPage(page, { email, name: 'Reset Tester', password });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to TaskHub' })).toBeVisible();
}

test('forgot password: the mailed link opens the reset page, and the new password signs in', async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  await signUpAndSignOut(page, email, 'the old password');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).or(page.getByRole('link', { name: 'Forgot password?' })).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(await mailTo(email))![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('the new password');
  await page.getByLabel('Confirm new password').fill('the new password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('another password');
  await page.getByLabel('Confirm new password').fill('another password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Unable to reset password')).toBeVisible();

  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password').fill('the new password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Signed in as Reset Tester (${email})`)).toBeVisible();
});
