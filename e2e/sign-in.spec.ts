import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { seeTourAsDone } from './sign-up.js';

test('sign up, sign out, then sign in again with the same account', async ({ page }) => {
  const email = `e2e.${Date.now()}@example.com`;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to TaskHub' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Welcome to TaskHub!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Name').fill('Edith Tester');
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // A new account is asked the onboarding questions first (e2e/onboarding.spec.ts goes through them).
  await seeTourAsDone(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('button', { name: `Account: Edith Tester (${email})` })).toBeVisible();

  // A reload keeps the session (the token is stored, the user refreshed from the server).
  await page.reload();
  await expect(page.getByRole('button', { name: `Account: Edith Tester (${email})` })).toBeVisible();

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to TaskHub' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password, please try again');
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: `Account: Edith Tester (${email})` })).toBeVisible();
});

test('a malformed email is refused on the page, in the words of the spec', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
});

test('the html element carries a theme class from the colour-scheme preference', async ({ browser }) => {
  for (const scheme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${scheme}`));
    await context.close();
  }
});
