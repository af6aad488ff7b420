import { expect, test, type Page } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';
import {
  addTask, browserDateInDays, browserMoment, detailPanel, groupColumn, newAccount, openTask, setDueInPanel, showGroupsAsColumns,
  sidebarLink, taskRow, unfoldSchedule,
} from './tasks-helpers.js';

/**
 * Repeating tasks and reminders end to end: the server moves a completed repeating task to its next occurrence and
 * the browser hears it by sync; the server's reminder scheduler fires a reminder and the bell shows it.
 * The browser runs in a time zone with a half-hour offset, so a day or minute taken as UTC anywhere shows up.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

/**
 * Signs up and waits for the starter lists to arrive by sync: a task quick-added before then gets no list
 * (fallbackListId is still null) and is not shown in 'All my tasks'.
 */
async function signUpWithLists(page: Page, name: string) {
  await signUpThroughPage(page, newAccount(name));
  await expect(sidebarLink(page, 'Personal')).toBeVisible();
  await showGroupsAsColumns(page);
}

test('a daily task completed today comes back unchecked for tomorrow', async ({ page }) => {
  await signUpWithLists(page, 'Daily Dana');
  await addTask(page, 'Today', 'Feed the cat');
  const panel = await openTask(page, 'Feed the cat');
  // Late in the day, so the task is not already overdue when the test runs.
  await setDueInPanel(panel, await browserDateInDays(page, 0), '23:59');
  await unfoldSchedule(panel, 'Repeat');
  await panel.getByRole('combobox', { name: 'Repeat', exact: true }).selectOption('day');
  await expect(panel.locator('summary').filter({ hasText: /^Repeat:/ })).toContainText('Every day');
  await panel.getByRole('button', { name: 'Close' }).click();

  await groupColumn(page, 'Today').getByRole('checkbox', { name: 'Complete Feed the cat' }).click();
  // The server moves the task to its next occurrence; the page gets it back by sync, unchecked, under Tomorrow.
  const tomorrowRow = taskRow(groupColumn(page, 'Tomorrow'), 'Feed the cat');
  await expect(tomorrowRow.getByRole('checkbox', { name: 'Complete Feed the cat' })).not.toBeChecked({ timeout: 15_000 });
  await expect(taskRow(groupColumn(page, 'Today'), 'Feed the cat')).toHaveCount(0);
  const moved = await openTask(page, 'Feed the cat');
  await expect(moved.getByRole('textbox', { name: 'Due date', exact: true })).toHaveValue(await browserDateInDays(page, 1));
  await expect(moved.locator('summary').filter({ hasText: /^Repeat:/ })).toContainText('Every day');
});

test('a reminder on time arrives in the notifications menu and is read when opened', async ({ page }) => {
  // The e2e server's clock is the real one (ctx.now()): the reminder is set for the next whole minute at least 20 s
  // ahead, and the test waits for the scheduler (it polls every second) to fire it, at most about 80 s.
  test.setTimeout(150_000);
  await signUpWithLists(page, 'Reminded Rita');
  await addTask(page, 'Today', 'Take the pills');
  const panel = await openTask(page, 'Take the pills');
  const soon = await browserMoment(page, { leadSeconds: 20 });
  await setDueInPanel(panel, soon.day, soon.time);
  await unfoldSchedule(panel, 'Reminder');
  await panel.getByRole('radio', { name: 'On time', exact: true }).check();
  await expect(panel.locator('summary').filter({ hasText: /^Reminder:/ })).toContainText('On time');
  await panel.getByRole('button', { name: 'Close' }).click();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  const waitMs = soon.at - Date.now() + 60_000;
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: waitMs });
  expect(Date.now()).toBeGreaterThanOrEqual(soon.at);
  await expect(page.getByTestId('unread-dot')).toBeVisible();

  await bell.click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu.getByRole('tab', { name: 'Updates' })).toHaveAttribute('aria-selected', 'true');
  const item = menu.getByRole('button', { name: /Reminder: Take the pills/ });
  await expect(item).toHaveAccessibleName(/^Unread: Reminder: Take the pills/);
  await item.click();
  // Opening it opens the task and marks it read: the bell's mark goes, and the item is no longer unread.
  await expect(detailPanel(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Take the pills');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await bell.click();
  await expect(menu.getByRole('button', { name: /Reminder: Take the pills/ })).toHaveAccessibleName(/^Reminder: Take the pills/);
});
