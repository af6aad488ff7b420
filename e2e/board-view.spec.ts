import { type Browser, expect, type Page, test } from '@playwright/test';
import { boardOfTwo, call } from './teams-api.js';

/**
 * The board view (issue 14) with two members: Ann adds a section and a card through the page, drags the card to
 * another column with the mouse and then with the keyboard, and Bob, who joined the board, sees each move arrive.
 * The workspace, the board and its first sections are made through the API.
 */

const shots = process.env.BOARD_VIEW_SHOTS;

async function boardPage(browser: Browser, baseURL: string, token: string, boardId: string, size = { width: 1400, height: 900 }): Promise<Page> {
  const context = await browser.newContext({
    viewport: size, storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'taskhub.authToken', value: token }] }] },
  });
  const page = await context.newPage();
  await page.goto(`/boards/${boardId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Launch plan/ })).toBeVisible();
  return page;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a board\'s sections and cards: add, drag with the mouse and the keyboard, and another member sees the moves', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const { ann, bob, boardId } = await boardOfTwo(request, ['To do', 'Doing']);

  const a = await boardPage(browser, baseURL!, ann, boardId);
  await expect(a.getByRole('navigation', { name: 'Lists and views' }).getByRole('link', { name: /Launch plan/ })).toBeVisible();
  await expect(column(a, 'To do')).toBeVisible();

  // A section and a card through the page.
  await a.getByRole('button', { name: 'Add section' }).click();
  await a.getByRole('textbox', { name: 'Section name' }).fill('Review');
  await a.getByRole('textbox', { name: 'Section name' }).press('Enter');
  await expect(column(a, 'Review')).toBeVisible();
  await column(a, 'To do').getByRole('button', { name: 'Add card' }).click();
  await column(a, 'To do').getByRole('textbox', { name: 'Card title' }).fill('Write the launch post');
  await column(a, 'To do').getByRole('textbox', { name: 'Card title' }).press('Enter');
  await column(a, 'To do').getByRole('textbox', { name: 'Card title' }).press('Escape');
  await expect(column(a, 'To do').locator('.board-card').filter({ hasText: 'Write the launch post' })).toBeVisible();

  const b = await boardPage(browser, baseURL!, bob, boardId);
  await expect(column(b, 'Review')).toBeVisible();
  await expect(column(b, 'To do').locator('.board-card').filter({ hasText: 'Write the launch post' })).toBeVisible();

  // The mouse: the card onto the Doing column; Bob's page shows it there within about a second.
  const moving = column(a, 'To do').locator('.board-card').filter({ hasText: 'Write the launch post' });
  const from = (await moving.boundingBox())!;
  const to = (await column(a, 'Doing').locator('.board-column-body').boundingBox())!;
  await a.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await a.mouse.down();
  await a.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await a.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 15 });
  // Mid-drag the card is drawn under the pointer (an overlay over the columns), its place kept by a faint copy.
  await expect(a.locator('.board-card.is-overlay')).toBeVisible();
  if (shots) await a.screenshot({ path: `${shots}/board-dragging-1400x900.png` });
  await a.mouse.up();
  await expect(a.locator('.board-card.is-overlay')).toHaveCount(0);
  await expect(column(a, 'Doing').locator('.board-card').filter({ hasText: 'Write the launch post' })).toBeVisible();
  await expect(column(b, 'Doing').locator('.board-card').filter({ hasText: 'Write the launch post' })).toBeVisible({ timeout: 1500 });

  // The keyboard: Space picks the card up, the right arrow takes it to the next column, Space drops it.
  await column(a, 'Doing').locator('.board-card').filter({ hasText: 'Write the launch post' }).focus();
  await a.keyboard.press('Space');
  // dnd-kit measures the columns once the card is picked up (the overlay shows then); an arrow before finds nowhere to go.
  await expect(a.locator('.board-card.is-overlay')).toBeVisible();
  await a.keyboard.press('ArrowRight');
  // Its live region names the column the card is over before the drop.
  await expect(a.locator('[id^="DndLiveRegion"]').filter({ hasText: 'Review' })).toHaveCount(1);
  await a.keyboard.press('Space');
  await expect(column(a, 'Review').locator('.board-card').filter({ hasText: 'Write the launch post' })).toBeVisible();
  await expect(column(b, 'Review').locator('.board-card').filter({ hasText: 'Write the launch post' })).toBeVisible({ timeout: 1500 });

  // Enter opens the same task panel as everywhere else, over the board.
  await column(a, 'Review').locator('.board-card').filter({ hasText: 'Write the launch post' }).focus();
  await a.keyboard.press('Enter');
  await expect(a.getByRole('complementary', { name: 'Task details' })).toBeVisible();
  await expect(a).toHaveURL(/\/tasks\//);
  await a.keyboard.press('Escape');
  await expect(a).toHaveURL(new RegExp(`/boards/${boardId}$`));

  // Bob comments on the card twice (through the API, as a third-party client would); the board opened again counts them.
  const cardId = await column(a, 'Review').locator('.board-card').filter({ hasText: 'Write the launch post' }).getAttribute('data-task-id');
  for (const text of ['@Ann the date is set', 'And the photos are in']) await call(request, 'POST', `/api/v1/tasks/${cardId!}/comments`, bob, { text });
  await a.reload();
  await expect(column(a, 'Review').locator('.board-card').filter({ hasText: 'Write the launch post' }).getByText('2 comments')).toBeAttached();

  if (shots) {
    for (const scheme of ['light', 'dark'] as const) {
      await a.emulateMedia({ colorScheme: scheme });
      await a.screenshot({ path: `${shots}/board-1400x900-${scheme}.png` });
      const phone = await boardPage(browser, baseURL!, ann, boardId, { width: 390, height: 844 });
      await phone.emulateMedia({ colorScheme: scheme });
      await expect(phone.getByRole('combobox', { name: 'Column' })).toBeVisible();
      await phone.screenshot({ path: `${shots}/board-390x844-${scheme}.png` });
      await phone.context().close();
    }
  }
});
