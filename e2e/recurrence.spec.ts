import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OwnServer } from './own-server.js';
import { signUpThroughPage } from './sign-up.js';
import {
  addTask, browserDateInDays, chooseOption, detailPanel, groupColumn, newAccount, openTask, panelChip, setDueInPanel, showGroupsAsColumns, sidebarLink,
  taskRow, unfoldSchedule,
} from './tasks-helpers.js';

/**
 * Repeating tasks and reminders end to end: the server moves a completed repeating task to its next occurrence and
 * the browser hears it by sync; the server's reminder scheduler fires a reminder and the bell shows it.
 * The browser runs in a time zone with a half-hour offset, so a day or minute taken as UTC anywhere shows up.
 *
 * Both run on a server of this file's own with TEST_CLOCK on, whose time the test moves forward (POST /api/test/clock),
 * and each test starts the server and the browser at noon of the same day, so neither depends on the time of day
 * the test runs at.
 */
const timeZone = 'Asia/Kolkata';
// Asia/Kolkata keeps +05:30 all year (no daylight saving time).
const zoneOffset = '+05:30';
const hourMs = 3_600_000;
const port = Number(process.env.E2E_PORT ?? 3210) + 6;
let server: OwnServer;

test.use({ timezoneId: timeZone, baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ timeout: 60_000 });
// Made here, not at load: Playwright loads this file in more than one process, and only the worker runs it.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = new OwnServer(port, mkdtempSync(path.join(os.tmpdir(), 'taskhub-e2e-clock-')), { TEST_CLOCK: '1', REMINDER_POLL_MS: '200' });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

/** Reads the server's test clock, or moves it forward to `to` first; answers the server's time. */
async function serverClock(page: Page, to?: number): Promise<number> {
  const response = to === undefined ? await page.request.get('/api/test/clock') : await page.request.post('/api/test/clock', { data: { to } });
  expect(response.status()).toBe(200);
  return (await response.json() as { now: number }).now;
}

/**
 * Moves the server's clock to noon of the next day (in the browser's time zone) and starts the browser's clock there
 * too; both keep running from that moment, so the page's timers (sync, realtime) work as usual. Answers that noon.
 */
async function startAtNoon(page: Page): Promise<number> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(await serverClock(page) + 24 * hourMs);
  const noon = Date.parse(`${day}T12:00:00${zoneOffset}`);
  await serverClock(page, noon);
  await page.clock.install({ time: noon });
  return noon;
}

/** The task's due date and reminder as the server holds them (REST GET /me/tasks with the page's session token). */
async function savedSchedule(page: Page, title: string) {
  const { origins } = await page.context().storageState();
  const token = origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'taskhub.authToken')?.value;
  const response = await page.request.get('/api/v11/me/tasks', { headers: { 'X-Anydo-Auth': token ?? '' } });
  expect(response.status()).toBe(200);
  const tasks = await response.json() as { title: string; dueDate: number | null; alert: { type: string; offset: number | null } }[];
  const task = tasks.find((candidate) => candidate.title === title);
  return task && { dueDate: task.dueDate, alert: { type: task.alert.type, offset: task.alert.offset } };
}

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
  await startAtNoon(page);
  await signUpWithLists(page, 'Daily Dana');
  await addTask(page, 'Today', 'Feed the cat');
  const panel = await openTask(page, 'Feed the cat');
  // Later today (it is noon on both clocks), so the task is not overdue.
  await setDueInPanel(panel, await browserDateInDays(page, 0), '18:00');
  const repeat = await unfoldSchedule(panel, 'Repeat');
  await chooseOption(repeat, 'Repeat', 'Daily');
  await expect(panelChip(panel, 'Repeat')).toContainText('Every day');
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Close' }).click();

  await groupColumn(page, 'Today').getByRole('checkbox', { name: 'Complete Feed the cat' }).click();
  // The server moves the task to its next occurrence; the page gets it back by sync, unchecked, under Tomorrow.
  const tomorrowRow = taskRow(groupColumn(page, 'Tomorrow'), 'Feed the cat');
  await expect(tomorrowRow.getByRole('checkbox', { name: 'Complete Feed the cat' })).not.toBeChecked({ timeout: 15_000 });
  await expect(taskRow(groupColumn(page, 'Today'), 'Feed the cat')).toHaveCount(0);
  const moved = await openTask(page, 'Feed the cat');
  // The date chip is tomorrow's (its tone) and the rule is kept.
  await expect(panelChip(moved, 'Due date')).toHaveClass(/is-tomorrow/);
  await expect(panelChip(moved, 'Repeat')).toContainText('Every day');
});

test('a reminder on time arrives in the notifications menu and is read when opened', async ({ page }) => {
  const noon = await startAtNoon(page);
  // Tomorrow 09:00 in the browser's time zone.
  const fireAt = noon + 21 * hourMs;
  await signUpWithLists(page, 'Reminded Rita');
  await addTask(page, 'Today', 'Take the pills');
  const panel = await openTask(page, 'Take the pills');
  await setDueInPanel(panel, await browserDateInDays(page, 1), '09:00');
  const reminder = await unfoldSchedule(panel, 'Reminder');
  await reminder.getByRole('radio', { name: 'On time', exact: true }).check();
  await expect(panelChip(panel, 'Reminder')).toContainText('On time');
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Close' }).click();
  // The server keeps only reminders still ahead of its clock: wait for the sync push before moving the clock.
  await expect.poll(() => savedSchedule(page, 'Take the pills')).toEqual({ dueDate: fireAt, alert: { type: 'OFFSET', offset: 0 } });

  const bell = page.getByRole('button', { name: /^Notifications/ });
  // A few scheduler rounds (REMINDER_POLL_MS=200) pass first: the reminder does not fire before its time.
  await page.waitForTimeout(600);
  await expect(bell).toHaveAccessibleName('Notifications');
  expect(await serverClock(page, fireAt + 1000)).toBeGreaterThanOrEqual(fireAt);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 });
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
