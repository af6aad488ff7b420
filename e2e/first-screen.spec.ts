import { expect, test, type Page } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';
import { addTask, newAccount, taskRow } from './tasks-helpers.js';

/**
 * Start-up that does not grow with the account (issue 11): a returning user's first screen is painted from the
 * first-screen snapshot before the local copy is read, then the real rows take its place; signing out removes it.
 */

// In-page code as text (this project compiles without the DOM types). The snapshots kept in local storage:
const snapshots = (page: Page) => page.evaluate(`Object.keys(localStorage)
  .filter((key) => key.startsWith('taskhub.firstScreen.'))
  .map((key) => localStorage.getItem(key))`) as Promise<string[]>;

// Records the rows of the snapshot's picture the moment it enters the page.
const recordSnapshotRows = `new MutationObserver((mutations) => {
  for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
    const preview = node instanceof Element ? (node.matches('[data-first-screen]') ? node : node.querySelector('[data-first-screen]')) : null;
    if (preview && !window.firstScreenTitles) {
      window.firstScreenTitles = [...preview.querySelectorAll('.task-title-text')].map((title) => title.textContent);
    }
  }
}).observe(document, { childList: true, subtree: true });`;

test('a returning user\'s rows are painted from the snapshot at once, then hydrated; sign-out removes it', async ({ page }) => {
  await page.addInitScript({ content: recordSnapshotRows });
  const account = newAccount('First Screen');
  await signUpThroughPage(page, account);
  await addTask(page, 'Today', 'Call the plumber');
  await expect.poll(async () => (await snapshots(page)).join()).toContain('Call the plumber');
  expect(await page.evaluate('window.firstScreenTitles')).toBeUndefined();

  await page.reload();
  await expect(taskRow(page, 'Call the plumber')).toBeVisible();
  expect(await page.evaluate('window.firstScreenTitles')).toEqual(['Call the plumber']);
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await snapshots(page)).toEqual([]);
});
