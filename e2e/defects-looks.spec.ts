/**
 * Defects of issue 11's tried-as-a-new-user walk, one test each, named after the defect: what rows and controls look
 * like. Rows that say what a task is, drawn icons, styled controls, hover and focus, the panel's chips (rows.spec and
 * screens.spec go deeper). The other defects: defects-layout and defects-input.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { account, allMineTitles, background, main, openAs, useDefectsAccount } from './defects-account.js';
import { glyphIcons } from './screen-checks.js';
import { openTask, panelChip, taskRow } from './tasks-helpers.js';

useDefectsAccount();

test('rows tell what a task is, and overdue stands apart in red in its own group', async ({ page }) => {
  await openAs(page, account, '/all');
  const groups = await main(page).locator('.task-group-title').evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent?.trim()));
  expect(groups.slice(0, 2)).toEqual(['Overdue', 'Today']);
  const overdue = taskRow(page, allMineTitles[0]!).locator('.task-due');
  await expect(overdue).toContainText('Yesterday');
  const danger = await page.locator('html').evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-danger)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  await expect(overdue).toHaveCSS('color', danger);
  const bill = taskRow(page, allMineTitles[1]!);
  await expect(bill.locator('.task-due')).toContainText(/Today \d{1,2}:00/);
  await expect(bill.locator('.task-due')).not.toHaveCSS('color', danger);
  await expect(bill.locator('.task-tag')).toHaveText('home');
  await expect(bill).toContainText('Personal');
  await expect(bill.getByRole('img', { name: 'Has a note' })).toBeVisible();
  await expect(taskRow(page, allMineTitles[3]!)).toContainText('1/2');
});

test('icons are drawn, not text glyphs: rows, hover actions, the panel and the account menu', async ({ page }) => {
  await openAs(page, account, '/all');
  await taskRow(page, allMineTitles[2]!).hover();
  expect(await glyphIcons(page)).toEqual([]);
  await openTask(page, allMineTitles[2]!);
  expect(await glyphIcons(page)).toEqual([]);
  await page.getByRole('button', { name: /^Account: / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await glyphIcons(page)).toEqual([]);
});

test('controls are styled, not native, and no permanent "Saved" line: saving shows only when it matters', async ({ page }) => {
  await openAs(page, account, '/all');
  /** Visible selects, checkboxes, radios and date fields the browser draws itself (appearance other than none). */
  const found: string[] = [];
  const nativeControls = async (where: string) => {
    const controls = await page.evaluate(() => [...document.querySelectorAll('select, input[type="checkbox"], input[type="radio"], input[type="date"]')]
      .filter((e) => e.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && getComputedStyle(e).appearance !== 'none')
      .map((e) => `${e.getAttribute('type') ?? e.tagName.toLowerCase()} ${(e.getAttribute('aria-label') ?? e.closest('label')?.textContent ?? '').replace(/ \(.*$/, '').trim()}`));
    found.push(...controls.map((control) => `${where}: ${control}`));
  };
  await nativeControls('list');
  await page.keyboard.press('q');
  await nativeControls('quick add');
  await page.keyboard.press('Escape');
  const panel = await openTask(page, allMineTitles[2]!);
  await nativeControls('panel');
  for (const chip of ['Due date', 'Repeat', 'Reminder', 'Priority', 'List']) {
    await panelChip(panel, chip).click();
    await expect(page.locator('[data-radix-popper-content-wrapper]').first()).toBeVisible();
    await nativeControls(`${chip.toLowerCase()} picker`);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-radix-popper-content-wrapper]')).toHaveCount(0);
  }
  await panelChip(panel, 'Tags').click();
  await page.getByRole('combobox', { name: 'Find or create a tag' }).or(page.getByRole('textbox', { name: 'Find or create a tag' })).fill('native');
  await page.getByRole('option', { name: 'Create tag “native”' }).or(page.getByRole('button', { name: 'Create tag “native”' })).click();
  await expect(page.getByText('Colour for “native”')).toBeVisible();
  await nativeControls('tag colour step');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Colour for “native”')).toHaveCount(0);
  const title = panel.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill(`${allMineTitles[2]} soon`);
  await title.press('Enter');
  // A quick save shows nothing: no "Saved" line, then or afterwards.
  await page.waitForTimeout(1_500);
  await expect(page.getByText(/^Saved$/)).toHaveCount(0);
  await expect(panel.getByText('Saving…')).toHaveCount(0);
  // A slow one (the server takes 3 s) says it is saving, and stops saying so once it is done.
  await page.route('**/api/v11/me/sync**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.fallback();
  });
  await title.fill(allMineTitles[2]!);
  await title.press('Enter');
  await expect(panel.getByText('Saving…')).toBeVisible();
  await expect(panel.getByText('Saving…')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText(/^Saved$/)).toHaveCount(0);
  await page.unroute('**/api/v11/me/sync**');

  // Settings, through its shortcut.
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 700, y: 5 } });
  await page.keyboard.press(',');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('tab').first()).toBeVisible();
  for (const tab of await settings.getByRole('tab').all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await nativeControls(`settings ${(await tab.textContent())!.trim()}`);
  }
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  expect(found).toEqual([]);
});

test('rows answer the pointer: hover feedback, and actions only on the hovered or focused row', async ({ page }) => {
  await openAs(page, account, '/all');
  const row = taskRow(page, allMineTitles[2]!);
  await expect(row).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(main(page).getByRole('button', { name: /^More actions for/ })).toHaveCount(0);
  const before = await background(row);
  await row.hover();
  await expect.poll(() => background(row)).not.toBe(before);
  await expect(main(page).getByRole('button', { name: /^More actions for/ })).toHaveCount(1);
  await expect(row.getByRole('button', { name: `More actions for ${allMineTitles[2]}` })).toBeVisible();
  // Keyboard focus shows the focused row's actions too.
  await page.mouse.move(5, 5);
  await taskRow(page, allMineTitles[3]!).locator('.task-title').focus();
  await expect(taskRow(page, allMineTitles[3]!).getByRole('button', { name: /^More actions for/ })).toBeVisible();
});

test('the panel shows chips that open one picker at a time, not every form at once', async ({ page }) => {
  await openAs(page, account, '/all');
  const panel = await openTask(page, allMineTitles[2]!);
  for (const chip of ['Due date', 'Repeat', 'Reminder', 'Priority', 'List', 'Tags']) await expect(panelChip(panel, chip)).toBeVisible();
  // No form is open until a chip asks for it: no tag form, no repeat or reminder fields, no date field.
  await expect(panel.getByRole('textbox', { name: 'Tag name' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Create tag', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('spinbutton')).toHaveCount(0);
  await expect(panel.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Type a date' })).toHaveCount(0);

  // Creating a tag is a step of the tag picker.
  await panelChip(panel, 'Tags').click();
  const search = page.getByRole('combobox', { name: 'Find or create a tag' }).or(page.getByRole('textbox', { name: 'Find or create a tag' }));
  await search.fill('errands');
  await page.getByRole('option', { name: 'Create tag “errands”' }).or(page.getByRole('button', { name: 'Create tag “errands”' })).click();
  await expect(page.getByText('Colour for “errands”')).toBeVisible();
  await page.keyboard.press('Escape');
});
