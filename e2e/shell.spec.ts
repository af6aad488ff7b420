import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';
import { addTask, createList, detailPanel, newAccount, openTask, sidebar } from './tasks-helpers.js';

const shots = process.env.SHELL_SHOTS_DIR;

/** Saves a screenshot for a person to look at when SHELL_SHOTS_DIR is set (not a baseline: e2e/screens.spec.ts has those). */
async function shot(page: Page, name: string) {
  if (!shots) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${shots}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The narrowest task title in the list (the list is virtualized: every drawn row counts). */
async function narrowestTitle(page: Page): Promise<number> {
  const widths = await page.getByRole('main').locator('.task-row .task-title').evaluateAll((titles) => titles.map((title) => title.getBoundingClientRect().width));
  expect(widths.length).toBeGreaterThan(0);
  return Math.min(...widths);
}

/** Serious or critical axe findings in the shell's own parts: the header and, when open, the sidebar drawer. */
async function shellViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.app-header').include('.sidebar-frame').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
}

const titles = ['Buy stamps', 'Return the library books', 'Pick up the dry cleaning', 'Call the garage about the tyres'];

async function listWithTasks(page: Page, list: string) {
  await createList(page, list);
  for (const title of titles) await addTask(page, 'Someday', title);
}

test('desktop: the panel leaves every title readable, and a list\'s address survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const account = newAccount('Desmond Desktop');
  await signUpThroughPage(page, account);
  await expect(page).toHaveURL(/\/all$/);
  expect(await shellViolations(page)).toEqual([]);
  await listWithTasks(page, 'Errands');
  await expect(page).toHaveURL(/\/lists\/[^/]+$/);
  const listAddress = new URL(page.url()).pathname;

  await openTask(page, 'Buy stamps');
  await expect(page).toHaveURL(/\/tasks\/[^/]+$/);
  expect(await narrowestTitle(page)).toBeGreaterThanOrEqual(240);
  // The panel sits beside the list: they do not overlap.
  const panel = (await detailPanel(page).boundingBox())!;
  const list = (await page.getByRole('main').boundingBox())!;
  expect(list.x + list.width).toBeLessThanOrEqual(panel.x + 1);
  await shot(page, 'desktop-panel');

  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await narrowestTitle(page)).toBeGreaterThanOrEqual(240);
  const narrowPanel = (await detailPanel(page).boundingBox())!;
  const narrowList = (await page.getByRole('main').boundingBox())!;
  expect(narrowList.x + narrowList.width).toBeLessThanOrEqual(narrowPanel.x + 1);
  // Share, Select mode, Group by and Layout stay on one line beside the panel.
  const tools = await page.locator('.tasks-view-tools').evaluate((element) =>
    [...element.querySelectorAll('button')].filter((b) => b.getClientRects().length > 0).map((b) => b.getBoundingClientRect()).map((r) => r.top + r.height / 2));
  expect(tools.length).toBe(4);
  expect(Math.max(...tools) - Math.min(...tools)).toBeLessThanOrEqual(2);
  await shot(page, 'desktop-1024-panel');
  // On a tablet both do not fit: the panel lies over the list, and Escape closes it wherever focus is.
  await page.setViewportSize({ width: 900, height: 768 });
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Escape');
  await expect(detailPanel(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${listAddress}$`));
  await page.setViewportSize({ width: 1024, height: 768 });

  // Closing went back in history: Forward opens the task again, Back closes it again; reload on the list's address
  // shows the list.
  await page.goForward();
  await expect(detailPanel(page)).toBeVisible();
  await page.goBack();
  await expect(detailPanel(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${listAddress}$`));
  await page.goto(listAddress);
  await expect(page.getByRole('heading', { level: 1, name: 'Errands' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Errands' })).toBeVisible();
  await expect(sidebar(page).locator('[aria-current="page"]')).toContainText('Errands');

  // The sidebar collapses and stays collapsed after a reload on this device.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('button', { name: 'Hide sidebar' }).click();
  await expect(sidebar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Errands' })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show sidebar' }).click();
  await expect(sidebar(page)).toBeVisible();
  await page.getByRole('button', { name: /^Account: / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await shot(page, 'desktop-account-menu');
});

test('phone: a drawer, a full-screen task sheet with a back button, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = newAccount('Phoebe Phone');
  await signUpThroughPage(page, account);
  await expect(sidebar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add task', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await shot(page, 'phone-drawer');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await listWithTasks(page, 'Errands');
  await expect(drawer).toHaveCount(0);
  await shot(page, 'phone-list');

  await openTask(page, 'Return the library books');
  const sheet = (await page.locator('.task-panel').boundingBox())!;
  expect(sheet).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await shot(page, 'phone-detail');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(detailPanel(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Errands' })).toBeVisible();

  // The archive is a full-width sheet with no edge drawn.
  await page.getByRole('button', { name: 'Archive' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive' });
  await expect(archive).toBeVisible();
  expect(await archive.evaluate((element) => ({ width: element.getBoundingClientRect().width, border: getComputedStyle(element).borderLeftWidth })))
    .toEqual({ width: 390, border: '0px' });
  await archive.getByRole('button', { name: 'Close' }).click();
  await expect(archive).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await openTask(page, 'Buy stamps');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Back' }).click();

  // The settings dialog fits, and its close button is on screen.
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const close = (await settings.getByRole('button', { name: 'Close' }).boundingBox())!;
  expect(close.x).toBeGreaterThanOrEqual(0);
  expect(close.x + close.width).toBeLessThanOrEqual(360);
  expect(close.y).toBeGreaterThanOrEqual(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'phone-settings');
});
