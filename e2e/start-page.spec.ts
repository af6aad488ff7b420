import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the start page is served by the server, with a heading and a language', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}/);
});

test('axe finds no serious or critical accessibility violation on the start page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
