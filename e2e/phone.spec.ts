import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';

/** The newest text message to a number in the server's outbox (no SMS provider is configured in the browser tests). */
async function smsTo(phone: string, after: Set<string>): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => /-sms-.*\.json$/.test(f) && !after.has(f)).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as { to: string; body: string };
      if (message.to === phone) return message.body;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no text message to ${phone}`);
}

/** The text messages already in the outbox, so a message from an earlier test is never taken for this one. */
async function outboxNow(): Promise<Set<string>> {
  return new Set(await readdir(path.join(process.env.E2E_DATA_DIR!, 'outbox')).catch(() => [] as string[]));
}

test('phone verification: the texted code verifies the number, shown in the settings', async ({ page }) => {
  const email = `e2e.phone.${Date.now()}@example.com`;
  await signUpThroughPage(page, { email, name: 'Pat Phone', password: 'a long enough password' });

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('tab', { name: 'Notifications' }).click();
  const section = page.getByRole('dialog', { name: 'Settings' }).getByRole('region', { name: 'Phone verification' });
  await expect(section.getByText('No phone number is verified yet.')).toBeVisible();
  const reminders = page.getByRole('switch', { name: 'Send my reminders on WhatsApp' });
  await expect(reminders).toBeDisabled();

  const before = await outboxNow();
  await section.getByLabel('Phone number').fill('+14155550123');
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText('We sent a code to +14155550123')).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await smsTo('+14155550123', before))![1]!;

  await section.getByLabel('Verification code').fill(code);
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText('Verified number: +14155550123')).toBeVisible();
  // The number is verified, so the reminders toggle opens; a free account is then told it needs Premium.
  await expect(reminders).toBeEnabled();
  await reminders.click();
  await expect(page.getByText('This feature needs Premium or a Workspace')).toBeVisible();
  await expect(reminders).not.toBeChecked();
});
