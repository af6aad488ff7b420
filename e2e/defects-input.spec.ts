/**
 * Defects of issue 11's tried-as-a-new-user walk, one test each, named after the defect: what typing and choosing do.
 * Quick add, adding in a list, a rate-limited sign-in, the date picker, deleting a list, the shortcuts (quick-add.spec
 * and shell.spec go deeper). The other defects: defects-layout and defects-looks.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { account, allMineTitles, openAs, serverTask, useDefectsAccount, utcDay } from './defects-account.js';
import { detailPanel, openTask, panelChip, quickAddField, sidebar, sidebarLink, taskRow } from './tasks-helpers.js';

useDefectsAccount();

test('quick add reads absolute dates, #tags and !priority, and shows what it understood', async ({ page }) => {
  await openAs(page, account, '/all');
  await page.keyboard.press('q');
  const field = quickAddField(page);
  await expect(field).toBeFocused();
  await field.fill('Send the annual report Dec 1 #work !high');
  const chips = page.getByRole('list', { name: 'Understood' }).getByRole('listitem');
  await expect(chips).toHaveText([/Dec(ember)? 1\b/, '#work', 'High priority']);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await field.fill('Order the winter tyres 12/3 !1');
  await expect(chips).toHaveText([/Dec(ember)? 3\b/, 'High priority']);
  await field.press('Escape');
  await expect(field).toBeHidden();

  const added = await serverTask(page, account.token, 'Send the annual report');
  expect(added).toBeDefined();
  const due = new Date(added!.dueDate!);
  expect([due.getUTCMonth(), due.getUTCDate()]).toEqual([11, 1]);
  expect(added!.labels).toEqual([account.tags.work]);
  expect(added!.priority).toBe('High');
});

test('a task added in a list gets that list and no date; only a time group stamps its date', async ({ page }) => {
  await openAs(page, account, `/lists/${account.lists.Errands}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Errands' })).toBeVisible();
  await page.getByRole('button', { name: 'Add task', exact: true }).click();
  const field = quickAddField(page);
  await field.fill('Pick up the parcel from the post office');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await field.press('Escape');
  const row = taskRow(page, 'Pick up the parcel from the post office');
  await expect(row).toBeVisible();
  await expect(row.locator('.task-due')).toHaveCount(0);
  await expect.poll(async () => (await serverTask(page, account.token, 'Pick up the parcel from the post office'))?.categoryId).toBe(account.lists.Errands);
  expect((await serverTask(page, account.token, 'Pick up the parcel from the post office'))!.dueDate).toBeNull();
  // The list's Today group does stamp today.
  await page.getByRole('button', { name: 'Add task to Today', exact: true }).click();
  await field.fill('Post the birthday card');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await field.press('Escape');
  await expect(taskRow(page, 'Post the birthday card').locator('.task-due')).toContainText('Today');
});

test('a rate-limited sign-in says "Too many attempts, try again in N minutes" from Retry-After', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The server's answer to a sign-in over its limit (the limits themselves are the hardening issue's, tested there).
  await page.route((url) => url.pathname === '/login', (route) => route.request().method() === 'POST'
    ? route.fulfill({ status: 429, headers: { 'Retry-After': '240' }, contentType: 'application/json', body: JSON.stringify({ Error: 'Too many requests, please try again later', code: 'RATE_LIMITED' }) })
    : route.fallback());
  await page.goto('/');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await page.getByLabel('Password').fill('a wrong password, again');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many attempts, try again in 4 minutes');
  await context.close();
});

test('dates are picked on a calendar, and a typed date may use slashes', async ({ page }) => {
  await openAs(page, account, '/all');
  const panel = await openTask(page, allMineTitles[3]!);
  await panelChip(panel, 'Due date').click();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Type a date', exact: true }) });
  await picker.getByRole('button', { name: 'Next month' }).click();
  const next = new Date(utcDay(0));
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const monthName = next.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  await picker.getByRole('grid').getByRole('button', { name: new RegExp(`${monthName} 15(th)?,? ${next.getUTCFullYear()}`) }).click();
  await expect(panelChip(panel, 'Due date')).toHaveAccessibleName(new RegExp(`^Due date: .*${monthName.slice(0, 3)}[a-z]* 15`));
  if (await picker.count() > 0) await page.keyboard.press('Escape');

  await panelChip(panel, 'Due date').click();
  const typed = page.getByRole('textbox', { name: 'Type a date', exact: true });
  await typed.fill('11/28/2030');
  await typed.press('Enter');
  await expect(typed).toHaveCount(0);
  await expect(panelChip(panel, 'Due date')).toHaveAccessibleName(/^Due date: .*Nov[a-z]* 28, 2030/);
});

test('deleting a list asks first, says where its tasks go, and strands none of them', async ({ page }) => {
  await openAs(page, account, '/all');
  // The list's menu button shows over its count on hover and focus.
  await sidebarLink(page, 'Garden').hover();
  await sidebar(page).getByRole('button', { name: 'Actions for the list Garden', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Garden”?' });
  await expect(dialog).toContainText('Its 2 open or completed tasks move to “Personal”.');
  await dialog.getByRole('button', { name: 'Delete list' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sidebarLink(page, 'Garden')).toHaveCount(0);
  await expect.poll(async () => (await serverTask(page, account.token, 'Water the tomatoes'))?.categoryId).toBe(account.lists.Personal);
  // The same tasks in every view: in All my tasks, in All tasks and in the list they moved to.
  for (const view of ['/all', '/all-tasks', `/lists/${account.lists.Personal}`]) {
    await page.goto(view);
    await expect(taskRow(page, 'Water the tomatoes'), view).toBeVisible();
    await expect(taskRow(page, 'Rake the leaves'), view).toBeVisible();
  }
});

test('every shortcut of the list works, and Escape closes the topmost layer wherever focus is', async ({ page }) => {
  await openAs(page, account, '/all');
  await expect(taskRow(page, allMineTitles[0]!)).toBeVisible();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  expect(await help.getByRole('row').count()).toBeGreaterThanOrEqual(15);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search tasks, lists and boards' }).or(page.getByRole('textbox', { name: 'Search tasks, lists and boards' }))).toBeFocused();
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 700, y: 5 } });

  // j moves to the first task, Enter opens it; Escape closes the panel with focus on one of its buttons (whose
  // tooltip shows), in its note field, and with the quick add over it, one layer per Escape.
  await page.keyboard.press('j');
  await expect(taskRow(page, allMineTitles[0]!).locator('.task-title')).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = detailPanel(page);
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close', exact: true }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await openTask(page, allMineTitles[2]!);
  await panel.getByRole('textbox', { name: 'Note', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await openTask(page, allMineTitles[2]!);
  await page.locator('body').click({ position: { x: 700, y: 5 } });
  await page.keyboard.press('q');
  await expect(quickAddField(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(quickAddField(page)).toBeHidden();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // g then a key goes to a view.
  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/next-7-days$/);
  await page.keyboard.press('g');
  await page.keyboard.press('a');
  await expect(page).toHaveURL(/\/all$/);
});
