import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { signInWithPassword, startSignUp } from './sign-up.js';
import { newAccount, openSettings } from './tasks-helpers.js';

const sections = ['Profile', 'General', 'Appearance', 'My Day', 'Notifications', 'Account', 'Your data', 'About'];

/** Whether the page scrolls sideways (wider content than the window). */
const overflowsSideways = async (page: Page) => {
  const width = await page.locator('html').evaluate((html) => html.scrollWidth);
  return width > (page.viewportSize()?.width ?? 0);
};

test('sign-in and every settings section pass axe on a phone and fit it; the keyboard moves between sections', async ({ page }) => {
  // Eight axe runs: a busy machine needs more than the default 30 s.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to TaskHub' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflowsSideways(page)).toBe(false);

  // A long address must not widen the dialog: it ends in an ellipsis, its title holding all of it.
  const account = newAccount('Sally Sections With A Rather Long Address At Work');
  await startSignUp(page, account);
  await page.getByRole('button', { name: 'Skip' }).click();
  const dialog = await openSettings(page);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(true);
  const address = dialog.locator('.settings-email-address');
  await expect(address).toHaveAttribute('title', account.email);
  expect(await address.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  for (const name of sections) {
    await dialog.getByRole('tab', { name }).click();
    await expect(dialog.getByRole('tabpanel', { name })).toBeVisible();
    expect(await seriousViolations(page), name).toEqual([]);
    // Nothing runs past the dialog's content box (choices' hover backgrounds bleed into its padding on purpose).
    const wider = await dialog.locator('.ui-dialog-body').evaluate((body) => {
      const right = body.getBoundingClientRect().right - parseFloat(getComputedStyle(body).paddingRight) / 2;
      return [...body.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > right + 0.5)
        .map((child) => `${child.tagName}.${child.className}`);
    });
    expect(wider, `${name} fits`).toEqual([]);
  }

  await dialog.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('tab', { name: 'General', selected: true })).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'The language of the app on this device' })).toBeVisible();
});

test('a quick save says nothing: no saving line and no "Saved" line', async ({ page }) => {
  await startSignUp(page, newAccount('Quincy Quick'));
  await page.getByRole('button', { name: 'Skip' }).click();
  const dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'Appearance' }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/me') && response.request().method() === 'PUT');
  await dialog.getByRole('radio', { name: 'Dark' }).check();
  expect((await saved).status()).toBe(200);
  await page.waitForTimeout(1500);
  await expect(dialog.locator('.settings-save-status')).toHaveText('');
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
});

test('Account lists the signed-in devices and signs another one out: its next load shows the sign-in page', async ({ page, browser }) => {
  const account = newAccount('Devi Devices');
  await startSignUp(page, account);
  await page.getByRole('button', { name: 'Skip' }).click();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithPassword(otherPage, account.email, account.password);
  await expect(otherPage.getByRole('button', { name: /^Account:/ })).toBeVisible();

  const dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'Account' }).click();
  const devices = dialog.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText('This device');
  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { name: 'Sign in to TaskHub' })).toBeVisible();
  await other.close();
});
