import { expect, test } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';
import { newAccount, quickAddField, sidebarLink, taskRow } from './tasks-helpers.js';

/** The one quick add in a real browser: q opens it, the chips show what it read, Enter adds, the new task is highlighted. */
test.describe.configure({ timeout: 90_000 });

test('q opens the quick add; a typed line shows its chips and adds a highlighted task', async ({ page }) => {
  await signUpThroughPage(page, newAccount('Quick Adder'));
  await expect(sidebarLink(page, 'All my tasks')).toBeVisible();
  // A tag to recognise, made the same way: its first use offers to create it.
  await page.keyboard.press('q');
  const field = quickAddField(page);
  await expect(field).toBeFocused();
  await field.fill('Set up #work');
  await expect(page.getByRole('list', { name: 'Understood' }).getByRole('listitem')).toHaveText(['Create tag “work”']);
  await field.press('Enter');
  await expect(field).toHaveValue('');

  await field.fill('Call Ann tomorrow at 9 #work !high');
  const chips = page.getByRole('list', { name: 'Understood' }).getByRole('listitem');
  await expect(chips).toHaveCount(4);
  await expect(chips.nth(1)).toHaveText('9:00 AM');
  await expect(chips.nth(2)).toHaveText('#work');
  await expect(chips.nth(3)).toHaveText('High priority');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();

  const row = taskRow(page, 'Call Ann');
  await expect(row).toBeVisible();
  await expect(page.locator('.is-just-added', { has: row })).toHaveCount(1);
  await expect(page.locator('.is-just-added')).toHaveCount(0, { timeout: 5_000 });
});
