import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The newest mail to an address in the server's outbox (no SMTP is configured in the browser tests). */
export async function mailTo(email: string): Promise<string> {
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

/**
 * Signed out on the start page: asks for a reset link through "Forgot password?", opens the mailed link and sets a
 * new password. Answers the link's path, so a test can try it again.
 */
export async function resetPasswordThroughMail(page: Page, email: string, newPassword: string): Promise<string> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).or(page.getByRole('link', { name: 'Forgot password?' })).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const link = new URL(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(await mailTo(email))![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  return link.pathname + link.search;
}
