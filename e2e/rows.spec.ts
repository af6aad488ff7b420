import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';
import { chooseOption, newAccount, showGroupsAsColumns, taskRow } from './tasks-helpers.js';

// Task rows that tell (issue 11): the meta line, overdue apart, hover actions, readable columns. Screenshots of All my
// tasks go to SHOTS_DIR when set (looked at by hand; the screen-matrix harness owns the committed baselines).
const shots = process.env.SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

const day = 24 * 60 * 60 * 1000;

/** Today's local midnight in the browser's zone plus `days` days and `hours` hours (the account takes the browser's zone). */
const localDay = (days: number, hours = 0) => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d.getTime() + days * day + hours * 3_600_000;
};

/** Varied tasks through the sync API, as another device of the account would make them. */
async function seedVariedTasks(page: Page, email: string, password: string) {
  const login = await page.request.post('/login', { data: { email, password, platform: 'web' } });
  const token = login.headers()['x-anydo-auth']!;
  const headers = { 'X-Anydo-Auth': token };
  const now = Date.now();
  // The account's starter lists and tags (free accounts may only use the free tag colours): Work and three tags.
  const first = await page.request.post('/api/v11/me/sync?updatedSince=0', { headers, data: { models: {} } });
  const existing = (await first.json()) as { models: Record<string, { items: { id: string; name: string; isDeleted?: boolean }[] }> };
  const work = existing.models.category!.items.find((c) => c.name === 'Work')!.id;
  const tags = existing.models.label!.items.filter((l) => !l.isDeleted).map((l) => l.id);
  const stamp = (fields: Record<string, unknown>) =>
    Object.fromEntries([...Object.entries(fields), ...Object.keys(fields).filter((k) => k !== 'id').map((k) => [`${k}UpdateTime`, now])]);
  const list = (id: string, name: string, position: string) => stamp({ id, name, position, isDefault: false, isDeleted: false });
  const task = (id: string, title: string, position: string, fields: Record<string, unknown> = {}) =>
    stamp({ id, title, position, status: 'UNCHECKED', categoryId: work, labels: [], ...fields });
  const items = {
    category: [list('rows-home', 'Home errands', 'x1')],
    task: [
      task('rows-1', 'Send the quarterly invoice to the accountant', 'a0', { dueDate: localDay(-3), labels: [tags[0]], priority: 'High' }),
      task('rows-2', 'Renew passport', 'a1', { dueDate: localDay(-1, 10), categoryId: 'rows-home', alert: { type: 'OFFSET', offset: 0 } }),
      task('rows-3', 'Standup with the platform team', 'a2', { dueDate: localDay(0, 9.5), repeatingMethod: 'TASK_REPEAT_DAY', alert: { type: 'OFFSET', offset: 10 } }),
      task('rows-4', 'Write the design review notes for the new onboarding flow, including the open questions on pricing and the screenshots from the last usability session', 'a3', {
        dueDate: localDay(0), labels: [tags[2], tags[1]], note: 'Link the Figma file',
        checklistItems: [{ id: 'c1', title: 'Outline', checked: true }, { id: 'c2', title: 'Draft', checked: false }, { id: 'c3', title: 'Send', checked: false }],
      }),
      task('rows-5', 'Pick up dry cleaning', 'a4', { dueDate: localDay(1, 17), categoryId: 'rows-home', priority: 'Low' }),
      task('rows-6', 'Plan the team offsite', 'a5', { dueDate: localDay(3), labels: [tags[2]] }),
      task('rows-7', 'Book flights', 'a6', { dueDate: localDay(12), categoryId: 'rows-home' }),
      task('rows-8', 'Read "Shape Up"', 'a7', { note: 'Chapters 1-4', categoryId: 'rows-home' }),
      task('rows-9', 'Refactor the billing module', 'a8', {}),
      task('rows-9a', 'Extract the invoice service', 'b0', { parentGlobalTaskId: 'rows-9', status: 'CHECKED' }),
      task('rows-9b', 'Move the tests', 'b1', { parentGlobalTaskId: 'rows-9' }),
    ],
  };
  const models = Object.fromEntries(Object.entries(items).map(([model, list]) => [model, { items: list }]));
  const sync = await page.request.post('/api/v11/me/sync?updatedSince=0', { headers, data: { models } });
  expect(sync.ok()).toBe(true);
  const upload = await page.request.post('/me/attachments?globalTaskId=rows-9', {
    headers: { ...headers, 'Content-Type': 'text/plain', 'X-File-Name': 'plan.txt', 'X-Platform': '3' }, data: Buffer.from('the plan'),
  });
  expect(upload.ok()).toBe(true);
}

test('rows show their meta line, overdue apart, actions on hover; columns scroll sideways inside the list', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const account = newAccount('Row Watcher');
  await signUpThroughPage(page, account);
  await seedVariedTasks(page, account.email, account.password);
  await page.reload();
  const main = page.getByRole('main');
  await expect(taskRow(page, 'Renew passport')).toBeVisible();

  // Overdue has its own group in the single column, with a red chip; today's timed task says its time.
  const groups = await main.locator('.task-group-title').evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent?.trim()));
  expect(groups.slice(0, 2)).toEqual(['Overdue', 'Today']);
  const overdueChip = taskRow(page, 'Renew passport').locator('.task-due');
  await expect(overdueChip).toContainText('Yesterday');
  // --color-danger and --color-success of the light theme.
  await expect(overdueChip).toHaveCSS('color', 'rgb(192, 39, 29)');
  await expect(taskRow(page, 'Standup with the platform team').locator('.task-due')).toHaveCSS('color', 'rgb(27, 122, 61)');
  await expect(taskRow(page, 'Standup with the platform team').locator('.task-due')).toContainText(/Today \d{1,2}:30/);
  await expect(taskRow(page, 'Refactor the billing module')).toContainText('1/2');
  await expect(taskRow(page, 'Refactor the billing module').getByText('1 attachment')).toBeAttached();
  await expect(taskRow(page, 'Pick up dry cleaning')).toContainText('Home errands');
  await expect(taskRow(page, 'Send the quarterly invoice to the accountant').locator('.task-tag')).toHaveCount(1);

  // A long title wraps to two lines and no more; rows do not overlap.
  const long = taskRow(page, 'Write the design review notes for the new onboarding flow, including the open questions on pricing and the screenshots from the last usability session');
  // Rows set 14 px text at line height 1.4 (DESIGN.md).
  const lineHeight = 14 * 1.4;
  await expect(long.locator('.task-title-text')).toHaveCSS('line-height', '19.6px');
  const titleBox = (await long.locator('.task-title-text').boundingBox())!;
  expect(titleBox.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  expect(titleBox.height).toBeGreaterThan(lineHeight * 1.5);
  const boxes = await main.locator('.virtual-row').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect()).map((r) => [r.top, r.bottom]));
  const sorted = boxes.sort((a, b) => a[0]! - b[0]!);
  for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]![0]).toBeGreaterThanOrEqual(sorted[i - 1]![1]! - 0.5);

  // Single-column content is at most --list-max-width wide.
  expect((await main.locator('.task-column').first().boundingBox())!.width).toBeLessThanOrEqual(760);

  // Actions: none drawn until a row is hovered.
  await page.mouse.move(5, 5);
  await expect(main.getByRole('button', { name: /^More actions for/ })).toHaveCount(0);
  await taskRow(page, 'Plan the team offsite').hover();
  await expect(main.getByRole('button', { name: /^More actions for/ })).toHaveCount(1);
  if (shots) await page.screenshot({ path: `${shots}/all-1400-light.png` });

  await page.emulateMedia({ colorScheme: 'dark' });
  // Controls ease their colours in (150 ms): let them settle before the picture.
  await page.waitForTimeout(400);
  if (shots) await page.screenshot({ path: `${shots}/all-1400-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });

  // Multi-column: columns at least 280 px, scrolling sideways inside the list area, not the page.
  await showGroupsAsColumns(page);
  const columns = main.locator('.tasks-columns-multi .task-column');
  await expect(columns.first()).toBeVisible();
  for (const box of await columns.evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().width))) expect(box).toBeGreaterThanOrEqual(280);
  await page.setViewportSize({ width: 1024, height: 768 });
  const overflow = {
    page: await page.locator('html').evaluate((el) => el.scrollWidth - el.clientWidth),
    list: await main.locator('.tasks-columns-multi').evaluate((el) => el.scrollWidth - el.clientWidth),
  };
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.list).toBeGreaterThan(0);
  if (shots) await page.screenshot({ path: `${shots}/multi-1024-light.png` });
  await chooseOption(main, 'Layout', 'Single column');

  // Phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(taskRow(page, 'Renew passport')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/all-390-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  // Controls ease their colours in (150 ms): let them settle before the picture.
  await page.waitForTimeout(400);
  if (shots) await page.screenshot({ path: `${shots}/all-390-dark.png` });
});
