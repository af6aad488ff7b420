import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { startSignUp } from './sign-up.js';
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

  await startSignUp(page, newAccount('Sally Sections'));
  await page.getByRole('button', { name: 'Skip' }).click();
  const dialog = await openSettings(page);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(true);
  for (const name of sections) {
    await dialog.getByRole('tab', { name }).click();
    await expect(dialog.getByRole('tabpanel', { name })).toBeVisible();
    expect(await seriousViolations(page), name).toEqual([]);
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
