import { expect, test } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';
import { addTask, createList, newAccount, sidebar, sidebarLink, taskRow } from './tasks-helpers.js';

/** A list archived from the sidebar goes away with its tasks, and comes back with them from the archive drawer. */
test('archive a list with its tasks, then restore it from the archive drawer', async ({ page }) => {
  await signUpThroughPage(page, newAccount('Archie Lists'));
  await createList(page, 'Summer trip');
  await addTask(page, 'Someday', 'Book the ferry');
  await expect(taskRow(page, 'Book the ferry')).toBeVisible();

  await sidebarLink(page, 'Summer trip').hover();
  await sidebar(page).getByRole('button', { name: 'Actions for the list Summer trip', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText('“Summer trip” archived with 1 task', { exact: true })).toBeVisible();
  await expect(sidebarLink(page, 'Summer trip')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'All my tasks' })).toBeVisible();
  await expect(taskRow(page, 'Book the ferry')).toHaveCount(0);

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Archive' });
  await drawer.getByRole('tab', { name: 'Lists' }).click();
  await drawer.getByRole('button', { name: 'Restore Summer trip' }).click();
  await expect(drawer.getByText('No archived lists')).toBeVisible();
  await page.keyboard.press('Escape');
  await sidebarLink(page, 'Summer trip').click();
  await expect(taskRow(page, 'Book the ferry')).toBeVisible();
});
