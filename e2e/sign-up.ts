import { expect, type Page } from '@playwright/test';

/**
 * Marks the first-run tour as seen for the account signed in on the page (PUT /me with its stored token), so the tour
 * does not lie over the screens a test drives (e2e/hints.spec.ts walks it). Called while the onboarding questions
 * show: finishing or skipping them refreshes the account, flag included, before the home is drawn.
 */
export async function seeTourAsDone(page: Page) {
  await expect(page.getByText(/^Step 1 of \d$/)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('taskhub.authToken'));
  const response = await page.request.put('/me', {
    data: { webConfig: { isOnboardingTourDismissed: true } }, headers: { 'X-Platform': '3', 'X-Anydo-Auth': token ?? '' },
  });
  expect(response.status()).toBe(200);
}

/**
 * Fills the start page's sign-up for a new email and sends it; a new account is then asked the onboarding questions.
 * The first-run tour that follows them is marked as seen unless `tour` is set.
 */
export async function startSignUp(page: Page, account: { email: string; name: string; password: string }, { tour = false } = {}) {
  await page.goto('/');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to TaskHub!' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  if (!tour) await seeTourAsDone(page);
}

/** Signs a new account up through the start page, skips the onboarding questions, and waits for the signed-in home (the tour seen unless `tour`). */
export async function signUpThroughPage(page: Page, account: { email: string; name: string; password: string }, options: { tour?: boolean } = {}) {
  await startSignUp(page, account, options);
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
