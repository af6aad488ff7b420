import { expect, test } from '@playwright/test';
import { signUpThroughPage } from './sign-up.js';
import {
  addTask, browserDateInDays, chooseOption, groupColumn, newAccount, openSettings, openTask, panelChip, setDueInPanel,
  showGroupsAsColumns, sidebarLink, taskRow, unfoldSchedule,
} from './tasks-helpers.js';

test.describe.configure({ timeout: 120_000 });

const shots = process.env.E2E_SHOTS_DIR;

test('completing tasks, each occurrence of a repeating one included, moves the profile\'s counter and today\'s bar', async ({ page }) => {
  await signUpThroughPage(page, newAccount('Counting Carla'));
  await expect(sidebarLink(page, 'Personal')).toBeVisible();
  await showGroupsAsColumns(page);

  await addTask(page, 'Today', 'Send the invoice');
  await addTask(page, 'Today', 'Book the tickets');
  await addTask(page, 'Today', 'Water the plants');
  const panel = await openTask(page, 'Water the plants');
  await setDueInPanel(panel, await browserDateInDays(page, 0), '23:59');
  const repeat = await unfoldSchedule(panel, 'Repeat');
  await chooseOption(repeat, 'Repeat', 'Daily');
  await expect(panelChip(panel, 'Repeat')).toContainText('Every day');
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Close' }).click();

  const today = groupColumn(page, 'Today');
  await today.getByRole('checkbox', { name: 'Complete Send the invoice' }).click();
  await today.getByRole('checkbox', { name: 'Complete Book the tickets' }).click();
  // The repeating task comes back unchecked at its next occurrence; each completed occurrence counts.
  await today.getByRole('checkbox', { name: 'Complete Water the plants' }).click();
  const tomorrowRow = taskRow(groupColumn(page, 'Tomorrow'), 'Water the plants');
  await expect(tomorrowRow.getByRole('checkbox', { name: 'Complete Water the plants' })).not.toBeChecked({ timeout: 15_000 });
  await tomorrowRow.getByRole('checkbox', { name: 'Complete Water the plants' }).click();
  await expect(taskRow(groupColumn(page, 'Tomorrow'), 'Water the plants')).toHaveCount(0, { timeout: 15_000 });

  const dialog = await openSettings(page);
  const section = dialog.getByRole('region', { name: 'Completed tasks' });
  await expect(section.locator('.completed-count')).toHaveText('4');
  const chart = section.getByRole('list', { name: 'Completed in the last 7 days' });
  await expect(chart.getByRole('listitem')).toHaveCount(7);
  await expect(chart.getByRole('listitem').last()).toContainText(': 4 tasks');
  await expect(chart.getByRole('listitem').first()).toContainText(': 0 tasks');

  if (shots) {
    for (const [width, height] of [[1400, 900], [390, 844]] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme });
        await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${colorScheme}`));
        await page.screenshot({ path: `${shots}/profile-${width}x${height}-${colorScheme}.png` });
      }
    }
  }
});
