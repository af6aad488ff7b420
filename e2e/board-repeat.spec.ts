import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { call, person, signedInPage } from './teams-api.js';

/**
 * Repeat triggers on a board (issue 14, SPEC.md section 4): Ann sets a card to repeat weekly "when moved to Done"
 * in the task panel the board opens; when the card is moved to Done (here through the API, as another device would),
 * the server brings it back in the section it came from at its next due date, and the board shows it there.
 */

const shots = process.env.BOARD_REPEAT_SHOTS;
const week = 7 * 24 * 3_600_000;

/** Pushes one task through sync as a client does, answering it as the server stored it. */
async function pushTask(request: APIRequestContext, token: string, item: Record<string, unknown>) {
  const answer = await call(request, 'POST', '/api/v11/me/sync', token, { models: { task: { items: [item] } } });
  const items = (answer.models as Record<string, { items: Record<string, unknown>[] }>).task!.items;
  return items.find((task) => task.id === item.id)!;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, section: string) => column(page, section).locator('.board-card').filter({ hasText: 'Water the plants' });

/** The repeat picker of the open task panel, opened from its chip. */
async function openRepeat(page: Page) {
  await page.getByRole('complementary', { name: 'Task details' }).getByRole('button', { name: /^Repeat/ }).click();
  return page.getByRole('dialog', { name: 'Repeat' });
}

/** The picker over the board, at the desktop and phone sizes, light and dark. */
async function pickerShots(browser: Browser, baseURL: string, token: string, boardId: string) {
  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await signedInPage(browser, baseURL, token, `/boards/${boardId}`, { size, colorScheme });
      await card(page, 'To do').click();
      const picker = await openRepeat(page);
      await expect(picker.getByRole('combobox', { name: 'Section' })).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: `${shots}/repeat-picker-${size.width}x${size.height}-${colorScheme}.png` });
      await page.context().close();
    }
  }
}

test('a card that repeats weekly when moved to Done comes back in its section with the next due date', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const ann = await person(request, 'Ann');
  const workspace = await call(request, 'POST', '/api/v1/workspaces', ann, { name: 'Home', type: 'teams' });
  const board = await call(request, 'POST', `/api/v1/workspaces/${String(workspace.id)}/boards`, ann, { name: 'Chores', emoji: '🪴', isPrivate: false });
  const boardId = String(board.id);
  const sections: Record<string, string> = {};
  for (const name of ['To do', 'Doing', 'Done']) {
    sections[name] = String((await call(request, 'POST', `/api/v1/boards/${boardId}/sections`, ann, { name })).id);
  }
  // Due at noon UTC two days from now, so the date is the same day in any zone the browser runs in.
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  const due = noon.getTime() + 2 * 24 * 3_600_000;
  const id = randomBytes(16).toString('base64url');
  await pushTask(request, ann, { id, title: 'Water the plants', boardId, sectionId: sections['To do'], categoryId: null, position: 'a0', dueDate: due });

  const page = await signedInPage(browser, baseURL!, ann, `/boards/${boardId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Chores/ })).toBeVisible();
  await card(page, 'To do').click();
  const picker = await openRepeat(page);
  await picker.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await picker.getByRole('combobox', { name: 'Comes back' }).click();
  await page.getByRole('option', { name: 'When moved to a section' }).click();
  // Done is offered first: the board's last section that is not the card's own.
  await expect(picker.getByRole('combobox', { name: 'Section' })).toHaveText('Done');
  await expect(picker.locator('.schedule-summary')).toHaveText(/^Every week on \w+ · when moved to Done$/);
  await expect.poll(async () => (await pushTask(request, ann, { id })).repeatTrigger).toEqual({ type: 'movedToSection', sectionId: sections.Done });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Task details' }).getByRole('button', { name: /^Repeat/ }))
    .toContainText('when moved to Done');

  if (shots) await pickerShots(browser, baseURL!, ann, boardId);

  // Moved to Done by another device: it comes back in To do, a week later, for the open board too.
  const moved = await pushTask(request, ann, { id, sectionId: sections.Done });
  expect(moved).toMatchObject({ sectionId: sections['To do'], status: 'UNCHECKED', dueDate: due + week });
  await page.keyboard.press('Escape');
  await expect(card(page, 'To do')).toBeVisible();
  await expect(card(page, 'Done')).toHaveCount(0);
  await card(page, 'To do').click();
  const next = new Date(due + week);
  await expect(page.getByRole('complementary', { name: 'Task details' }).getByRole('button', { name: /^Due date/ }))
    .toContainText(String(next.getUTCDate()));
});
