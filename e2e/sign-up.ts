import { expect, type Page } from '@playwright/test';

/** Signs a new account up through the start page, skips the onboarding questions, and waits for the signed-in home. */
export async function signUpThroughPage(page: Page, account: { email: string; name: string; password: string }) {
  await page.goto('/');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to TaskHub!' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText(`Signed in as ${account.name} (${account.email})`)).toBeVisible();
}
