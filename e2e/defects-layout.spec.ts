/**
 * Defects of issue 11's tried-as-a-new-user walk, one test each, named after the defect: where things sit. The panel
 * beside the list, the phone layout, the columns and where a new task appears, as a person sees the screen in
 * Chromium (shell.spec, screens.spec go deeper). The other defects: defects-looks and defects-input.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { account, allMineTitles, longListTitles, longTitle, main, openAs, useDefectsAccount } from './defects-account.js';
import { horizontalOverflow, narrowTitles } from './screen-checks.js';
import { chooseOption, detailPanel, openTask, quickAddField, showGroupsAsColumns, sidebar, taskRow } from './tasks-helpers.js';

useDefectsAccount();

test('the panel no longer crushes the list: titles keep 240 px beside it, and it never paints over the rows', async ({ page }) => {
  await openAs(page, account, '/all');
  for (const size of [{ width: 1400, height: 900 }, { width: 1024, height: 768 }]) {
    await page.setViewportSize(size);
    if (await detailPanel(page).count() === 0) await openTask(page, allMineTitles[2]!);
    const panel = (await detailPanel(page).boundingBox())!;
    const list = (await main(page).boundingBox())!;
    expect(list.x + list.width, `at ${size.width} px the list ends where the panel starts`).toBeLessThanOrEqual(panel.x + 1);
    expect(await narrowTitles(main(page), allMineTitles, 240, detailPanel(page))).toEqual([]);
  }
});

test('a phone layout: a drawer for the sidebar, a full-screen task sheet, a floating add button, no sideways scroll', async ({ page }) => {
  await openAs(page, account, '/all', { width: 390, height: 844 });
  await expect(sidebar(page)).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Add task', exact: true });
  await expect(add).toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);

  await openTask(page, allMineTitles[2]!);
  expect(await page.locator('.task-panel').boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(detailPanel(page)).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await horizontalOverflow(page)).toEqual([]);
});

test('the multi-column view is readable: columns of at least 280 px that scroll sideways, titles wrap', async ({ page }) => {
  await openAs(page, account, '/all', { width: 1024, height: 768 });
  await showGroupsAsColumns(page);
  try {
    const columns = main(page).locator('.tasks-columns-multi .task-column');
    await expect(columns.first()).toBeVisible();
    for (const width of await columns.evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().width))) expect(width).toBeGreaterThanOrEqual(280);
    expect(await main(page).locator('.tasks-columns-multi').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toEqual([]);
    const title = taskRow(page, longTitle).locator('.task-title-text');
    const box = (await title.boundingBox())!;
    const lineHeight = parseFloat(await title.evaluate((el) => getComputedStyle(el).lineHeight));
    expect(box.height, 'the long title takes a second line instead of being cut').toBeGreaterThan(lineHeight * 1.5);
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  } finally {
    // The layout is the account's: back to one column for the other tests.
    await chooseOption(main(page), 'Layout', 'Single column');
  }
});

test('a new task is scrolled into view and highlighted, never added off-screen', async ({ page }) => {
  await openAs(page, account, `/lists/${account.lists['Long list']}`, { width: 1400, height: 700 });
  // The open quick add hides the list from the accessibility tree, so the rows are found by their text here.
  const rowByText = (title: string) => page.locator('.task-row').filter({ hasText: title });
  await expect(rowByText(longListTitles[0]!)).toBeVisible();
  // Down to the end of the list, far from the Today group at its top, where a task due today goes.
  await rowByText(longListTitles[0]!).hover();
  await page.mouse.wheel(0, 5_000);
  await expect(rowByText(longListTitles[29]!)).toBeInViewport();
  await expect(rowByText(longListTitles[0]!)).not.toBeInViewport();
  await page.keyboard.press('q');
  const field = quickAddField(page);
  await field.fill('Call the bank about the card today');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  // Seen at once, with the quick add still open for the next one: the list scrolled to it and marks it.
  const row = rowByText('Call the bank about the card');
  await expect(row).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.is-just-added', { has: row })).toHaveCount(1);
  await expect(rowByText(longListTitles[29]!)).not.toBeInViewport();
  await field.press('Escape');
});
