import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { resetPasswordThroughMail } from './mail.js';
import { signInWithPassword, startSignUp } from './sign-up.js';

/**
 * One person's whole first visit, chained as it happens: each step starts from where the last one left the page,
 * so a step that breaks the next (a lost session, a setting not stored) fails here even when each passes alone.
 */
test.describe.configure({ timeout: 90_000 });

async function answerOnboarding(page: Page) {
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByLabel('Your position').fill('Team lead');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: '2–10 people' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Work' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Marketing' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: '1–5 tasks' }).check();
  const completion = page.waitForRequest((request) => request.url().endsWith('/me/on-boarding-completed'));
  await page.getByRole('button', { name: 'Finish' }).click();
  expect((await completion).postDataJSON()).toEqual({
    position: 'Team lead', team_size: '2-10', focus: 'work', team_type: 'marketing', weekly_task_goal: '1-5',
  });
}

/** German, dark and the 24-hour clock, chosen in the settings and still there after a reload (stored on the server). */
async function chooseGermanDarkAnd24Hours(page: Page) {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('tab', { name: 'General' }).click();
  await dialog.getByRole('combobox', { name: 'The language of the app on this device' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  const german = page.getByRole('dialog', { name: 'Einstellungen' });
  await german.getByRole('tab', { name: 'Darstellung' }).click();
  await expect(german.getByRole('heading', { name: 'Design' })).toBeVisible();

  await german.getByRole('radio', { name: 'Dunkel' }).check();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  await german.getByRole('tab', { name: 'Allgemein' }).click();
  await german.getByRole('radio', { name: /^24 Stunden/ }).check();
  await expect(german.getByTestId('time-example')).toHaveText(/ \d{1,2}:\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  // The settings have an address (/settings/:section, the section last shown): the reload shows them again.
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(german.getByRole('radio', { name: /^24 Stunden/ })).toBeChecked();
  await expect(german.getByTestId('time-example')).toHaveText(/ \d{1,2}:\d{2}$/);
  // Back to English on this device, for the steps that follow.
  await german.getByRole('combobox', { name: 'Die Sprache der App auf diesem Gerät' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();
}

async function deleteAccount(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Account' }).click();
  await dialog.getByLabel('Your email').fill(email);
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to TaskHub' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('sign up, onboarding, sign out and in, German, dark, 24-hour, password reset by mail, delete the account', async ({ page }) => {
  const account = { email: `journey.${Date.now()}@example.com`, name: 'Jules Journey', password: 'the first password' };
  const signedIn = page.getByRole('button', { name: `Account: ${account.name} (${account.email})` });

  await startSignUp(page, account);
  await answerOnboarding(page);
  await expect(signedIn).toBeVisible();

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to TaskHub' })).toBeVisible();
  await signInWithPassword(page, account.email, account.password);
  await expect(signedIn).toBeVisible();

  await chooseGermanDarkAnd24Hours(page);
  await expect(signedIn).toBeVisible();

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await resetPasswordThroughMail(page, account.email, 'the second password');
  await signInWithPassword(page, account.email, 'the second password');
  await expect(signedIn).toBeVisible();
  // The choices belong to the account, so they come back with the new sign-in.
  await expect(page.locator('html')).toHaveClass(/theme-dark/);

  await deleteAccount(page, account.email, 'the second password');

  // The account is gone: the start page treats the email as new, and the server refuses the old password.
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to TaskHub!' })).toBeVisible();
  const login = await page.request.post('/login', { data: { email: account.email, password: 'the second password', platform: 'web' } });
  expect(login.status()).toBe(401);
});
