import { expect, type Page, test } from '@playwright/test';
import { seriousViolationDetails } from './axe.js';
import { signUpThroughPage } from './sign-up.js';
import { addTask, createList, newAccount, sidebar, sidebarLink, taskRow } from './tasks-helpers.js';

/**
 * Issue 13's shared lists in two browsers: A makes a list with a task and shares it with B through the Share dialog;
 * B accepts in the Invitations tab and sees the list and its task; A sees B in the list and makes B a guest; B, who now
 * sees the people read-only, leaves the list, and it leaves B's sidebar.
 */

const shareDialog = (page: Page, list: string) => page.getByRole('dialog', { name: `Share “${list}”` });
const memberRow = (dialog: ReturnType<typeof shareDialog>, name: string) =>
  dialog.getByRole('list', { name: /^Members of / }).getByRole('listitem').filter({ hasText: name });

test('a list shared by email, accepted, its roles changed, and left', async ({ browser }) => {
  test.setTimeout(150_000);
  const listName = `Groceries ${Date.now()}`;
  const alice = newAccount('Alice Sharer');
  const bob = newAccount('Bob Shared');
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await signUpThroughPage(a, alice);
  await signUpThroughPage(b, bob);

  // A makes the list with a task and shares it with B from the list's header.
  await createList(a, listName);
  await addTask(a, 'Someday', 'Buy oat milk');
  await expect(taskRow(a, 'Buy oat milk')).toBeVisible();
  await a.getByRole('main').getByRole('button', { name: 'Share', exact: true }).click();
  const share = shareDialog(a, listName);
  await expect(share.getByText('Only you can see this list.', { exact: false })).toBeVisible();
  await share.getByLabel('Email addresses').fill(bob.email);
  await share.getByRole('button', { name: 'Invite' }).click();
  await expect(share.getByText(`Invitation sent to ${bob.email}`)).toBeVisible();
  await expect(memberRow(share, bob.email)).toContainText('Invited – waiting for reply');
  expect(await seriousViolationDetails(a)).toEqual([]);

  // B accepts in the Invitations tab; the list and its task arrive through sync.
  await b.reload();
  await b.getByRole('button', { name: /^Notifications/ }).click();
  await b.getByRole('tab', { name: /^Invitations/ }).click();
  await b.getByRole('button', { name: `Accept ${listName}` }).click();
  await expect(b.getByText(`You joined ${listName}`).first()).toBeVisible();
  await b.keyboard.press('Escape');
  await expect(sidebarLink(b, listName)).toBeVisible({ timeout: 15_000 });
  await sidebarLink(b, listName).click();
  await expect(taskRow(b, 'Buy oat milk')).toBeVisible();

  // A sees B in the list (the dialog and the sidebar follow the sync) and makes B a guest.
  await expect(memberRow(share, bob.name)).toContainText('Active', { timeout: 15_000 });
  await a.getByRole('combobox', { name: `Role of ${bob.name}` }).click();
  await a.getByRole('option', { name: 'Guest' }).click();
  await expect(a.getByText(`${bob.name} is now Guest`).first()).toBeVisible();
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toHaveCount(0);
  await expect(sidebarLink(a, listName)).toHaveAccessibleName(new RegExp(`^${listName} Shared with 1 person`));

  // B, a guest now, sees the people read-only and leaves; the list leaves B's sidebar and screen.
  await b.getByRole('main').getByRole('button', { name: 'Share', exact: true }).click();
  const bShare = shareDialog(b, listName);
  await expect(bShare.getByText(/^As a guest you see the list and its people/)).toBeVisible();
  await expect(bShare.getByLabel('Email addresses')).toHaveCount(0);
  await expect(bShare.getByRole('combobox', { name: /^Role of / })).toHaveCount(0);
  expect(await seriousViolationDetails(b)).toEqual([]);
  await bShare.getByRole('button', { name: 'Leave list' }).click();
  await b.getByRole('dialog', { name: `Leave ${listName}?` }).getByRole('button', { name: 'Leave' }).click();
  await expect(b.getByText(`You left ${listName}`).first()).toBeVisible();
  await expect(sidebarLink(b, listName)).toHaveCount(0, { timeout: 15_000 });
  await expect(b.getByRole('heading', { level: 1, name: 'All my tasks' })).toBeVisible();
  await expect(taskRow(b, 'Buy oat milk')).toHaveCount(0);
  await b.reload();
  await expect(sidebar(b).getByRole('link', { name: /^All my tasks/ })).toBeVisible();
  await expect(sidebarLink(b, listName)).toHaveCount(0);

  // A's list is no longer shared with anyone once the sync says B left.
  await expect(sidebarLink(a, listName)).toHaveAccessibleName(new RegExp(`^${listName} \\d+ open task`), { timeout: 15_000 });
});
