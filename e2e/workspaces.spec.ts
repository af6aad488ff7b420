import { expect, type Page, test } from '@playwright/test';
import { seriousViolationDetails } from './axe.js';
import { mailTo } from './mail.js';
import { seeTourAsDone, signUpThroughPage } from './sign-up.js';
import { newAccount } from './tasks-helpers.js';

/**
 * Issue 13's workspaces in three browsers: A creates a workspace with the wizard and invites B by email; B signs up
 * from the mailed link, accepts in the Invitations tab and sees the workspace in the switcher; A sees B as Active,
 * changes B's role and removes B, and B's switcher drops it; C joins through the invite link A copied.
 */

const switcher = (page: Page) => page.getByRole('button', { name: /^Switch workspace: / });

/** The sign-up form after the email step (the email already typed or filled in), then onboarding skipped. */
async function finishSignUp(page: Page, account: { email: string; name: string; password: string }) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to TaskHub!' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await seeTourAsDone(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('button', { name: `Account: ${account.name} (${account.email})` })).toBeVisible();
}

/** A member's row in workspace management. */
const memberRow = (page: Page, name: string) => page.getByRole('list', { name: /^Members of / }).getByRole('listitem').filter({ hasText: name });

test('a workspace from the wizard, an invitation by mail accepted, roles, removal, and a join by invite link', async ({ browser }) => {
  test.setTimeout(180_000);
  const workspaceName = `Acme ${Date.now()}`;
  const alice = newAccount('Alice Owner');
  const bob = newAccount('Bob Invitee');
  const carol = newAccount('Carol Linked');
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  const c = await (await browser.newContext()).newPage();

  // A creates the workspace with the wizard and invites B.
  await signUpThroughPage(a, alice);
  await switcher(a).click();
  await a.getByRole('menuitem', { name: 'Create workspace' }).click();
  const wizard = a.getByRole('dialog', { name: 'Create a workspace' });
  await wizard.getByLabel('Workspace name').fill(workspaceName);
  await wizard.getByRole('radio', { name: /^Teams/ }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: '2–10 people' }).click();
  expect(await seriousViolationDetails(a)).toEqual([]);
  await wizard.getByRole('button', { name: 'Create workspace' }).click();
  const invite = a.getByRole('dialog', { name: 'Invite teammates' });
  await invite.getByLabel('Email addresses').fill(bob.email);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(a.getByRole('heading', { level: 1, name: workspaceName })).toBeVisible();
  await expect(switcher(a)).toHaveAccessibleName(`Switch workspace: ${workspaceName}`);
  await expect(a).toHaveURL(/\/workspaces\/[^/]+$/);

  // B signs up from the mailed link: the sign-in screen with B's email, then the Invitations tab.
  const link = new URL(/https?:\/\/\S+\/invitations\?email=\S+/.exec(await mailTo(bob.email))![0]);
  await b.goto(link.pathname + link.search);
  await expect(b.getByLabel('Email')).toHaveValue(bob.email);
  await finishSignUp(b, bob);
  await expect(b.getByRole('tab', { name: 'Invitations' })).toHaveAttribute('aria-selected', 'true');
  await expect(b.getByRole('button', { name: `Accept ${workspaceName}` })).toBeVisible();
  expect(await seriousViolationDetails(b)).toEqual([]);
  await b.getByRole('button', { name: `Accept ${workspaceName}` }).click();
  await expect(b.getByRole('heading', { level: 1, name: workspaceName })).toBeVisible();
  await expect(switcher(b)).toHaveAccessibleName(`Switch workspace: ${workspaceName}`);
  await expect(b.getByText('Your role: Member')).toBeVisible();

  // A sees B as Active, makes B a viewer; B sees it after a reload.
  await a.getByRole('button', { name: 'Members and settings' }).click();
  await expect(memberRow(a, bob.name)).toContainText('Active');
  expect(await seriousViolationDetails(a)).toEqual([]);
  await a.getByRole('combobox', { name: `Role of ${bob.name}` }).click();
  await a.getByRole('option', { name: 'Viewer' }).click();
  await expect(a.getByText(`${bob.name} is now Viewer`).first()).toBeVisible();
  await b.reload();
  await expect(b.getByText('Your role: Viewer')).toBeVisible();

  // A copies the invite link; C signs up through it and joins.
  await a.getByRole('button', { name: 'Copy invite link' }).click();
  const inviteUrl = new URL(await a.getByRole('textbox', { name: 'Invite link' }).inputValue());
  expect(inviteUrl.pathname).toMatch(/^\/invite\/[\w-]+$/);
  await c.goto(inviteUrl.pathname);
  await expect(c.getByText(`Join ${workspaceName}`, { exact: true })).toBeVisible();
  expect(await seriousViolationDetails(c)).toEqual([]);
  await c.getByLabel('Email').fill(carol.email);
  await finishSignUp(c, carol);
  await expect(c.getByRole('heading', { level: 1, name: `Join ${workspaceName}` })).toBeVisible();
  expect(await seriousViolationDetails(c)).toEqual([]);
  await c.getByRole('button', { name: 'Join workspace' }).click();
  await expect(c.getByRole('heading', { level: 1, name: workspaceName })).toBeVisible();
  await expect(switcher(c)).toHaveAccessibleName(`Switch workspace: ${workspaceName}`);
  expect(await seriousViolationDetails(c)).toEqual([]);

  // A removes B; B's switcher no longer lists the workspace.
  await a.reload();
  await a.getByRole('tab', { name: 'Settings' }).click();
  await expect(a.getByRole('radio', { name: 'Any member', exact: true })).toBeChecked();
  expect(await seriousViolationDetails(a)).toEqual([]);
  await a.getByRole('tab', { name: 'Members' }).click();
  await expect(memberRow(a, carol.name)).toContainText('Active');
  await a.getByRole('button', { name: `Remove ${bob.name}` }).click();
  await a.getByRole('dialog', { name: new RegExp(`^Remove ${bob.name}`) }).getByRole('button', { name: 'Remove' }).click();
  await expect(memberRow(a, bob.name)).toHaveCount(0);
  await b.reload();
  await expect(b.getByText('This workspace is not available')).toBeVisible();
  await switcher(b).click();
  await expect(b.getByRole('menuitemcheckbox')).toHaveText(['Personal']);
});
