import { expect, test } from '@playwright/test';
import { signInWithPassword, signUpThroughPage } from './sign-up.js';
import { addTask, newAccount, openSettings, taskRow } from './tasks-helpers.js';

/**
 * HTTP-only sync (SPEC.md section 7): a tab opened with the feature parameter HTTP_ONLY_SYNC=1 opens no socket and
 * still gets another device's change, pulled when the person comes back to the page; the settings switch turns the
 * socket back on for the device.
 */
test('with HTTP-only sync no socket opens, and a change from another device arrives when the page gets focus', async ({ browser }) => {
  test.setTimeout(90_000);
  const account = newAccount('Hattie Http');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  await signUpThroughPage(a, account);

  const sockets: string[] = [];
  b.on('websocket', (socket) => sockets.push(socket.url()));
  await b.goto('/?HTTP_ONLY_SYNC=1');
  await signInWithPassword(b, account.email, account.password);
  await expect(b.getByRole('button', { name: `Account: ${account.name} (${account.email})` })).toBeVisible();

  await addTask(a, 'Someday', 'Water the plants');
  await b.waitForTimeout(1500);
  await expect(taskRow(b, 'Water the plants')).toHaveCount(0);
  await b.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(taskRow(b, 'Water the plants')).toBeVisible();
  expect(sockets).toEqual([]);

  const dialog = await openSettings(b);
  await dialog.getByRole('tab', { name: 'General' }).click();
  const toggle = dialog.getByRole('switch', { name: 'Sync without a live connection' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => sockets.length).toBe(1);
  await Promise.all([contextA.close(), contextB.close()]);
});
