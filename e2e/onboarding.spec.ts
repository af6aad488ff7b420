import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
};

/** Signs a fresh account up through the UI; the server marks every new account as needing onboarding. */
async function signUp(page: Page, name: string) {
  const email = `onboarding.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to TaskHub!' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  return email;
}

test('a new account answers the onboarding questions, lands on the home, and does not see them again', async ({ page }) => {
  const email = await signUp(page, 'Olga Onboard');
  const roleHeading = page.getByRole('heading', { name: 'What is your role?' });
  await expect(roleHeading).toBeVisible();
  await expect(roleHeading).toBeFocused();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Your position').fill('Product owner');
  await page.getByRole('button', { name: 'Next' }).click();

  const teamSize = page.getByRole('group', { name: 'How many people work in your team?' });
  await expect(page.getByRole('heading', { name: 'How many people work in your team?' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  // The browser's own radio keyboard: Tab into the group, arrows move the choice.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(teamSize.getByRole('radio', { name: '2–10 people' })).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByRole('radio', { name: 'Work' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Design' }).check();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Work' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: 'Design' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: '10–20 tasks' }).check();

  const completion = page.waitForRequest((request) => request.url().endsWith('/me/on-boarding-completed'));
  await page.getByRole('button', { name: 'Finish' }).click();
  expect((await completion).postDataJSON()).toEqual({
    position: 'Product owner', team_size: '2-10', focus: 'work', team_type: 'design', weekly_task_goal: '10-20',
  });
  await expect(page.getByText(`Signed in as Olga Onboard (${email})`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Signed in as Olga Onboard (${email})`)).toBeVisible();
  await expect(page.getByText(/^Step \d of \d$/)).toHaveCount(0);
});
