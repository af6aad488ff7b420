import { expect, type Page } from '@playwright/test';

/** Fills the start page's sign-up for a new email and sends it; a new account is then asked the onboarding questions. */
export async function startSignUp(page: Page, account: { email: string; name: string; password: string }) {
  await page.goto('/');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to TaskHub!' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Signs a new account up through the start page, skips the onboarding questions, and waits for the signed-in home. */
export async function signUpThroughPage(page: Page, account: { email: string; name: string; password: string }) {
  await startSignUp(page, account);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('button', { name: `Account: ${account.name} (${account.email})` })).toBeVisible();
}

/** Signs an existing account in with its password from the start page (the signed-in home is left to the caller to check). */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
