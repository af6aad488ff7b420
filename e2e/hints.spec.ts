import { expect, type Page, test } from '@playwright/test';
import { signInWithPassword, signUpThroughPage } from './sign-up.js';
import { newAccount, openSettings, sidebar, sidebarLink } from './tasks-helpers.js';

/** The next PUT /me the page sends (the user-details update queue), to wait until a change is stored. */
const nextUserSave = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/me' && response.request().method() === 'PUT');

const myDayHint = (page: Page) => page.getByRole('region', { name: 'How My Day works' });

/** My Day from the sidebar, once its add field shows (the screen is drawn, hint or not). */
async function openMyDay(page: Page) {
  await sidebarLink(page, 'My Day').click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Day' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a task to My Day' })).toBeVisible();
}

test('a new user closes the My Day hint: it stays closed after a reload and on another device, until Show tips again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const account = newAccount('Hana Hints');
  await signUpThroughPage(page, account);
  await openMyDay(page);
  await expect(myDayHint(page)).toBeVisible();
  // The sidebar's tip is there too, at its foot.
  await expect(page.getByRole('region', { name: 'Working with a team?' })).toBeVisible();

  const saved = nextUserSave(page);
  await myDayHint(page).getByRole('button', { name: 'Hide tip: How My Day works' }).click();
  expect((await saved).status()).toBe(200);
  await expect(myDayHint(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Day' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a task to My Day' })).toBeVisible();
  await expect(myDayHint(page)).toHaveCount(0);

  // The same account in another browser (its own storage): the flag came with the account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithPassword(otherPage, account.email, account.password);
  await expect(otherPage.getByRole('button', { name: /^Account: / })).toBeVisible();
  await openMyDay(otherPage);
  await expect(sidebar(otherPage)).toBeVisible();
  await expect(myDayHint(otherPage)).toHaveCount(0);
  await other.close();

  // Settings → General → Show tips again brings it back.
  const dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'General' }).click();
  const cleared = nextUserSave(page);
  await dialog.getByRole('button', { name: 'Show tips again' }).click();
  expect((await cleared).status()).toBe(200);
  await expect(dialog.getByText('The tips will show again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(myDayHint(page)).toBeVisible();
});

test('the first-run tour follows onboarding, points at the real quick add and lists, and Done ends it for good', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signUpThroughPage(page, newAccount('Tomas Tour'), { tour: true });

  const first = page.getByRole('dialog', { name: 'Add tasks from anywhere' });
  await expect(first).toBeVisible();
  await expect(first.getByText('Step 1 of 4')).toBeVisible();
  // Under the header's Add task button, and it does not take the keyboard from the screen: focus is on its Next.
  const add = await page.getByRole('button', { name: 'Add task', exact: true }).boundingBox();
  const firstBox = await first.boundingBox();
  expect(firstBox!.y).toBeGreaterThanOrEqual(add!.y + add!.height);
  expect(firstBox!.x).toBeLessThan(add!.x + add!.width);
  expect(firstBox!.x + firstBox!.width).toBeGreaterThan(add!.x);
  await expect(first.getByRole('button', { name: 'Next' })).toBeFocused();

  await page.keyboard.press('Enter');
  const lists = page.getByRole('dialog', { name: 'Your lists' });
  await expect(lists).toBeVisible();
  // Beside the sidebar's Lists heading.
  const heading = await sidebar(page).getByRole('heading', { name: 'Lists' }).boundingBox();
  const listsBox = await lists.boundingBox();
  expect(listsBox!.x).toBeGreaterThanOrEqual(heading!.x + heading!.width - 1);

  await lists.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Plan your day' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const last = page.getByRole('dialog', { name: 'Everything about a task' });
  await expect(last).toBeVisible();
  const saved = nextUserSave(page);
  await last.getByRole('button', { name: 'Done' }).click();
  expect((await saved).status()).toBe(200);
  await expect(last).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'All my tasks' })).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
