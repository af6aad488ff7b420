import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
};

test('settings: language, theme, clock, then delete the account', async ({ page }) => {
  const email = `e2e.settings.${Date.now()}@example.com`;
  const password = 'a long enough password';
  await signUpThroughPage(page, { email, name: 'Sam Settings', password });

  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('The language of the app on this device').selectOption('de');
  const german = page.getByRole('dialog', { name: 'Einstellungen' });
  await expect(german.getByRole('heading', { name: 'Design' })).toBeVisible();

  await german.getByRole('radio', { name: 'Dunkel' }).check();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);

  await german.getByRole('radio', { name: /^24 Stunden/ }).check();
  await expect(german.getByTestId('time-example')).toHaveText(/ \d{1,2}:\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);

  // The choices were stored on the server: a reload shows them again.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  await page.getByRole('button', { name: 'Einstellungen' }).click();
  await expect(german.getByRole('radio', { name: /^24 Stunden/ })).toBeChecked();

  await german.getByLabel('Deine E-Mail-Adresse').fill(email);
  await german.getByLabel('Dein Passwort').fill(password);
  await german.getByRole('button', { name: 'Weiter' }).click();
  await german.getByRole('button', { name: 'Mein Konto löschen' }).click();
  await expect(page.getByRole('heading', { name: 'Bei TaskHub anmelden' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
