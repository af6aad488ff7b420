import { expect, type Page, test } from '@playwright/test';
import { seriousViolationDetails } from './axe.js';
import { signUpThroughPage } from './sign-up.js';
import { shootSizesAndSchemes } from './screenshots.js';
import { addTask, createList, detailPanel, newAccount, openTask, sidebar, sidebarLink, taskRow } from './tasks-helpers.js';

/** The guest's refused tick, desktop and phone, light and dark (only with SHARED_LIST_SHOTS set to a folder). */
const shots = process.env.SHARED_LIST_SHOTS;

/**
 * Issue 13's shared list in two browsers: A shares a list with B (through the API: the Share dialog is built apart), B
 * accepts, B's new task reaches A's screen within a second, A assigns it to B with the detail panel's picker, B finds
 * it in Assigned to me, and when A removes B the list and its tasks leave B's browser.
 */

/** Calls the API as the account signed in on the page (its stored token). */
async function api(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('taskhub.authToken'));
  return page.request.fetch(path, { method, data, headers: { 'X-Platform': '3', 'X-Anydo-Auth': token ?? '' } });
}

/** Resolves when the page's sync push carrying `text` has been answered: the server has stored it. */
const pushed = (page: Page, text: string) =>
  page.waitForResponse((response) => response.url().includes('/me/sync') && (response.request().postData() ?? '').includes(text) && response.ok());

test('a shared list: a task appears for the other member at once, is assigned with the picker, and leaves with the member', async ({ browser }) => {
  test.setTimeout(150_000);
  const listName = `Garden ${Date.now()}`;
  const alice = newAccount('Alice Owner');
  const bob = newAccount('Bob Member');
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();

  await signUpThroughPage(a, alice);
  await signUpThroughPage(b, bob);
  await createList(a, listName);
  const listId = decodeURIComponent(/\/lists\/([^/?#]+)/.exec(a.url())![1]!);

  // A shares the list with B once A's device has sent it to the server; B accepts the invitation.
  await expect.poll(async () => (await api(a, 'POST', `/api/v1/categories/${encodeURIComponent(listId)}/members`, { emails: bob.email, role: 'member' })).status(),
    { timeout: 10_000 }).toBe(200);
  const invitations = await (await api(b, 'GET', '/api/v1/invitations')).json() as { id: string; kind: string; targetId: string }[];
  const invitation = invitations.find((item) => item.kind === 'category' && item.targetId === listId)!;
  expect((await api(b, 'POST', `/api/v1/invitations/${invitation.id}/accept`)).status()).toBe(200);
  const bobId = ((await (await api(b, 'GET', '/me')).json()) as { id: string }).id;

  // The shared list reaches B's browser; B adds a task there and A, looking at the list, sees it within a second.
  await expect(sidebarLink(b, listName)).toBeVisible({ timeout: 10_000 });
  await sidebarLink(b, listName).click();
  await expect(b.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  const saved = pushed(b, 'Trim the hedge');
  await addTask(b, 'Someday', 'Trim the hedge');
  await saved;
  await expect(taskRow(a, 'Trim the hedge')).toBeVisible({ timeout: 1000 });

  // A assigns it to B with the picker; the row shows B's avatar.
  const panel = await openTask(a, 'Trim the hedge');
  await panel.getByRole('button', { name: 'Assignee', exact: true }).click();
  const picker = a.getByRole('dialog', { name: 'Assignee' });
  await expect(picker.getByRole('option', { name: bob.name })).toBeVisible();
  await expect(picker.getByRole('option', { name: 'Assign to me' })).toBeVisible();
  expect(await seriousViolationDetails(a)).toEqual([]);
  await picker.getByRole('combobox', { name: 'Find a person' }).fill('bob');
  await picker.getByRole('combobox', { name: 'Find a person' }).press('Enter');
  await expect(panel.getByRole('button', { name: `Assignee: ${bob.name}` })).toBeVisible();
  await expect(taskRow(a, 'Trim the hedge').getByRole('img', { name: `Assigned to ${bob.name}` })).toBeVisible();
  await expect(detailPanel(a).getByRole('alert')).toHaveCount(0);

  // B finds it in Assigned to me, with B's own avatar on the row.
  await expect(sidebarLink(b, 'Assigned to me')).toContainText('1 open task');
  await sidebarLink(b, 'Assigned to me').click();
  await expect(b).toHaveURL(/\/assigned-to-me$/);
  await expect(b.getByRole('heading', { level: 1, name: 'Assigned to me' })).toBeVisible();
  await expect(taskRow(b, 'Trim the hedge').getByRole('img', { name: `Assigned to ${bob.name}` })).toBeVisible();
  expect(await seriousViolationDetails(b)).toEqual([]);

  // B ticks the task offline, and A makes B a guest meanwhile: back online, B's tick is refused by the server, undone,
  // and said so. From then on B's rows of the list only open the task, in the list and in views that mix lists.
  await b.context().setOffline(true);
  const tick = taskRow(b, 'Trim the hedge').getByRole('checkbox', { name: 'Complete Trim the hedge' });
  await tick.click();
  expect((await api(a, 'PATCH', `/api/v1/categories/${encodeURIComponent(listId)}/members/${encodeURIComponent(bobId)}`, { role: 'guest' })).status()).toBe(200);
  await b.context().setOffline(false);
  await expect(b.locator('.ui-toast')).toContainText('You can only read this, so your change was not saved', { timeout: 10_000 });
  await expect(tick).not.toBeChecked();
  if (shots) await shootSizesAndSchemes(b, (size, scheme) => `${shots}/guest-refused-${size}-${scheme}.png`, 200);
  await expect(tick).toBeDisabled({ timeout: 10_000 });
  await sidebarLink(b, listName).click();
  await expect(b.getByRole('main').getByRole('note')).toHaveText('You are a guest of this list: you can read its tasks but not add or change them.', { timeout: 10_000 });
  await expect(b.locator('.task-add-row')).toHaveCount(0);
  if (shots) await shootSizesAndSchemes(b, (size, scheme) => `${shots}/guest-list-${size}-${scheme}.png`, 200);
  const guestPanel = await openTask(b, 'Trim the hedge');
  await expect(guestPanel.getByRole('note')).toHaveText('You are a guest of this list: you can read this task but not change it.', { timeout: 10_000 });
  await expect(guestPanel.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly', '');
  await expect(taskRow(b, 'Trim the hedge').getByRole('checkbox', { name: 'Complete Trim the hedge' })).toBeDisabled();
  await expect(taskRow(b, 'Trim the hedge').getByRole('button', { name: 'Drag Trim the hedge' })).toHaveCount(0);
  await b.keyboard.press('Escape');
  await sidebarLink(b, 'Assigned to me').click();
  await expect(b).toHaveURL(/\/assigned-to-me$/);

  // A removes B: the list and its task leave B's browser.
  expect((await api(a, 'DELETE', `/api/v1/categories/${encodeURIComponent(listId)}/members/${encodeURIComponent(bobId)}`)).status()).toBe(204);
  await expect(taskRow(b, 'Trim the hedge')).toHaveCount(0, { timeout: 10_000 });
  await expect(sidebar(b).getByRole('link', { name: new RegExp(`^${listName}`) })).toHaveCount(0);
  await expect(sidebarLink(b, 'Assigned to me')).toContainText('0 open tasks');
  await expect(b.getByText('Nothing is assigned to you.', { exact: false })).toBeVisible();
});
