import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { boardOfTwo, call } from './teams-api.js';

/**
 * A board's first screen (issue 14, a warm open of a big board): once a board has been shown, a new page at its
 * address paints the board's header and the columns in view, with their counts and first cards, from the first-screen
 * snapshot before the task screens' code has even loaded; the real board then takes its place, each card where the
 * picture drew it. The task screens' chunk is held back here so the picture stays long enough to be looked at.
 */

const shots = process.env.BOARD_FIRST_SCREEN_SHOTS;
const day = 86_400_000;

const savedBoard = (page: Page, boardId: string) => page.evaluate(`Object.keys(localStorage)
  .filter((key) => key.startsWith('taskhub.firstScreen.'))
  .some((key) => (JSON.parse(localStorage.getItem(key)).board ?? {}).boardId === ${JSON.stringify(boardId)})`) as Promise<boolean>;

/** Where each drawn card is (by task id), in the picture or in the real board. */
const cardBoxes = (page: Page, within: string) => page.evaluate(`Object.fromEntries([...document.querySelectorAll(${JSON.stringify(`${within} .board-columns .board-card, ${within} .board-phone .board-card`)})]
  .map((card) => { const r = card.getBoundingClientRect(); return [card.getAttribute('data-task-id'), [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]]; })
  .filter(([, box]) => box[1] < innerHeight))`) as Promise<Record<string, number[]>>;
const counts = (page: Page, within: string) => page.locator(`${within} .board-column-count`).allTextContents();

test('a board is painted from its snapshot at once, then the real board takes its place card for card', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { ann, boardId, sectionIds } = await boardOfTwo(request, ['To do', 'Doing', 'Review', 'Done']);
  const items = Array.from({ length: 40 }, (_, i) => ({
    id: randomUUID(), title: i % 7 === 3 ? `Card ${i + 1}: a longer title that takes a second line on the card` : `Card ${i + 1}`,
    boardId, sectionId: sectionIds[i % 4], categoryId: null, position: `a${String(i).padStart(2, '0')}`,
    dueDate: i % 3 === 0 ? Date.now() + (i % 5) * day : null,
  }));
  await call(request, 'POST', '/api/v11/me/sync', ann, { models: { task: { items } } });

  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: size, colorScheme, storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'taskhub.authToken', value: ann }] }] },
      });
      const page = await context.newPage();
      await page.goto(`/boards/${boardId}`);
      await expect(page.locator('.board-card').first()).toBeVisible();
      await expect.poll(() => savedBoard(page, boardId)).toBe(true);

      // The task screens' code waits until the picture has been looked at.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => { release = resolve; });
      await page.route(/\/assets\/SignedInHome-[^/]*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.reload();
      const picture = page.locator('[data-first-screen]');
      await expect(picture.locator('.board-card').first()).toBeVisible();
      await expect(picture).toHaveAttribute('inert', '');
      const name = `${size.width}x${size.height}-${colorScheme}`;
      if (shots) await page.screenshot({ path: `${shots}/board-snapshot-${name}.png` });
      const before = await cardBoxes(page, '[data-first-screen]');
      const countsBefore = await counts(page, '[data-first-screen]');
      expect(Object.keys(before).length).toBeGreaterThan(size.width > 640 ? 8 : 4);
      expect(countsBefore.slice(0, size.width > 640 ? 4 : 1)).toEqual(size.width > 640 ? ['10', '10', '10', '10'] : ['10']);

      release();
      await expect(picture).toHaveCount(0);
      await expect(page.locator('.board-card').first()).toBeVisible();
      const after = await cardBoxes(page, '');
      if (shots) await page.screenshot({ path: `${shots}/board-real-${name}.png` });
      // Every card of the picture is drawn again where it was: nothing jumps when the real board takes over.
      for (const [id, box] of Object.entries(before)) expect.soft(after[id], `card ${id} (${name})`).toEqual(box);
      // The phone draws the column in view and its neighbours (for the swipe): the ones the picture showed come first.
      expect((await counts(page, '')).slice(0, countsBefore.length)).toEqual(countsBefore);
      await context.close();
    }
  }
});
