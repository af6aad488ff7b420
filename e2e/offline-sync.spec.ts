import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword, signUpThroughPage } from './sign-up.js';
import { addTask, detailPanel, newAccount, openTask, taskRow } from './tasks-helpers.js';

/**
 * One person on two devices (two browser contexts: separate storage, separate sockets). The first goes offline,
 * edits, and comes back; the edit must show on the second within a second of the first reaching the server.
 */
test.describe.configure({ timeout: 60_000 });

const offlineBanner = 'You are offline: changes may not be saved when sync is lost.';

/** Milliseconds until `title` shows on the page, polled every 10 ms; fails after `limitMs`. */
async function msUntilShown(page: Page, title: string, limitMs: number): Promise<number> {
  const start = Date.now();
  const row = taskRow(page, title);
  while (Date.now() - start <= limitMs) {
    if (await row.count() > 0) return Date.now() - start;
    await page.waitForTimeout(10);
  }
  throw new Error(`“${title}” did not show within ${limitMs} ms`);
}

test('an edit made offline in one browser shows in the other within a second of coming back online', async ({ browser }) => {
  const account = newAccount('Devi Devices');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();

  await signUpThroughPage(a, account);
  await addTask(a, 'Someday', 'Renew the passport');
  await signInWithPassword(b, account.email, account.password);
  await expect(b.getByRole('button', { name: `Account: ${account.name} (${account.email})` })).toBeVisible();
  await expect(taskRow(b, 'Renew the passport')).toBeVisible();

  const panel = await openTask(a, 'Renew the passport');
  await contextA.setOffline(true);
  await expect(a.getByRole('alert').filter({ hasText: offlineBanner })).toBeVisible();
  await panel.getByRole('textbox', { name: 'Title', exact: true }).fill('Renew the passport before June');
  await expect(taskRow(a, 'Renew the passport before June')).toBeVisible();
  // Nothing can reach the other device meanwhile.
  await b.waitForTimeout(1500);
  await expect(taskRow(b, 'Renew the passport')).toBeVisible();

  // The moment A's push of the edit is answered is when the server has it; B is then told through its socket.
  const pushed = a.waitForResponse((response) => response.url().includes('/me/sync') && response.status() === 200
    && (response.request().postData() ?? '').includes('Renew the passport before June'));
  const backOnline = Date.now();
  await contextA.setOffline(false);
  await pushed;
  const answered = Date.now();
  const elapsed = await msUntilShown(b, 'Renew the passport before June', 5000);
  test.info().annotations.push({
    type: 'propagation', description: `${elapsed} ms after A's push was answered, ${answered - backOnline + elapsed} ms after A was back online`,
  });
  expect(elapsed).toBeLessThanOrEqual(1000);
  await expect(taskRow(b, 'Renew the passport')).toHaveCount(0);

  // A is back: the banner goes once its socket reconnects, and the edit stays saved.
  await expect(a.getByText(offlineBanner)).toHaveCount(0, { timeout: 10_000 });
  await expect(detailPanel(a).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Renew the passport before June');
  await contextA.close();
  await contextB.close();
});
