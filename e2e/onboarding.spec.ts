import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { startSignUp } from './sign-up.js';

test('a new account answers the onboarding questions, lands on the home, and does not see them again', async ({ page }) => {
  const email = `onboarding.${Date.now()}@example.com`;
  // The server marks every new account as needing onboarding.
  await startSignUp(page, { email, name: 'Olga Onboard', password: 'a long enough password' });
  const roleHeading = page.getByRole('heading', { name: 'What is your role?' });
  await expect(roleHeading).toBeVisible();
  await expect(roleHeading).toBeFocused();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Your position').fill('Product owner');
  await page.getByRole('button', { name: 'Next' }).click();

  const teamSize = page.getByRole('radiogroup', { name: 'How many people work in your team?' });
  await expect(page.getByRole('heading', { name: 'How many people work in your team?' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  // The radio group's keyboard: Tab into the group, Space chooses, arrows move the choice. Radix chooses the radio an
  // arrow focuses while the arrow is down (it focuses on the next tick), so the key is held as a person's would be.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.down('ArrowDown');
  await expect(teamSize.getByRole('radio', { name: '2–10 people' })).toBeChecked();
  await page.keyboard.up('ArrowDown');
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
  await expect(page.getByRole('button', { name: `Account: Olga Onboard (${email})` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: `Account: Olga Onboard (${email})` })).toBeVisible();
  await expect(page.getByText(/^Step \d of \d$/)).toHaveCount(0);
});
