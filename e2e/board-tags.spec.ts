import { type Browser, expect, type Page, test } from '@playwright/test';
import { boardOfTwo, call, signedInPage } from './teams-api.js';
import { panelChip } from './tasks-helpers.js';

/**
 * A board's tags (issue 14) with two members: Ann tags a card from its detail panel with a new tag, which is the
 * board's; Bob sees the tag's chip on the card and picks from the board's tags, not from Ann's own; the sidebar's
 * Tags keep to each person's own. With BOARD_TAGS_SHOTS=<folder> it saves the picker and the board at the desktop
 * and phone sizes, light and dark.
 */
const shots = process.env.BOARD_TAGS_SHOTS;

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, title: string) => column(page, 'To do').locator('.board-card').filter({ hasText: title });

async function boardPage(browser: Browser, baseURL: string, token: string, boardId: string, options: { size?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {}) {
  const page = await signedInPage(browser, baseURL, token, `/boards/${boardId}`, options);
  await expect(page.getByRole('heading', { level: 1, name: /Launch plan/ })).toBeVisible();
  return page;
}

/** Opens the card's panel and its tag picker; answers the panel. */
async function openTags(page: Page, title: string) {
  await card(page, title).getByText(title).click();
  const panel = page.getByRole('complementary', { name: 'Task details' });
  await panelChip(panel, 'Tags').click();
  await expect(page.getByRole('combobox', { name: 'Find or create a tag' })).toBeVisible();
  return panel;
}

test("a board card is tagged with the board's tags, which every member shares", async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const { ann, bob, boardId } = await boardOfTwo(request, ['To do']);
  await call(request, 'PUT', '/api/v1/me/labels', ann, [{ id: `e2e-own-${Date.now()}`, name: 'Errands', color: '#43a047' }]);

  const a = await boardPage(browser, baseURL!, ann, boardId);
  await column(a, 'To do').getByRole('button', { name: 'Add card' }).click();
  const title = column(a, 'To do').getByRole('textbox', { name: 'Card title' });
  await title.fill('Write the launch post');
  await title.press('Enter');
  await title.press('Escape');

  // Ann's picker offers the board's tags (none yet), not her own Errands; the new tag is the board's.
  const panel = await openTags(a, 'Write the launch post');
  await expect(a.getByText('This board’s tags, shared with its members')).toBeVisible();
  await expect(a.getByRole('option', { name: 'Errands' })).toHaveCount(0);
  await a.keyboard.type('Blocked');
  await a.keyboard.press('Enter');
  await a.getByRole('radio', { name: 'Red' }).check();
  await a.getByRole('button', { name: 'Create tag' }).click();
  await a.keyboard.press('Escape');
  await expect(panelChip(panel, 'Tags')).toHaveAccessibleName('Tags: Blocked');
  // The sidebar's Tags are Ann's own.
  const annTags = a.locator('.sidebar-tags');
  await expect(annTags.getByText('Errands')).toBeVisible();
  await expect(annTags.getByText('Blocked')).toHaveCount(0);
  await a.keyboard.press('Escape');
  await expect(card(a, 'Write the launch post').getByText('Blocked')).toBeVisible();

  // Bob sees the chip on the card and picks from the board's tags.
  const b = await boardPage(browser, baseURL!, bob, boardId);
  await expect(card(b, 'Write the launch post').getByText('Blocked')).toBeVisible();
  await openTags(b, 'Write the launch post');
  await expect(b.getByRole('option', { name: 'Blocked' })).toHaveAttribute('aria-selected', 'true');
  await expect(b.getByRole('option', { name: 'Errands' })).toHaveCount(0);
  await b.keyboard.press('Escape');
  await expect(b.locator('.sidebar-tags').getByText('Blocked')).toHaveCount(0);

  if (shots) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
        const page = await boardPage(browser, baseURL!, ann, boardId, { size, colorScheme });
        const name = `${size.width}x${size.height}-${colorScheme}`;
        if (size.width > 500) await page.screenshot({ path: `${shots}/${name}-board.png` });
        await openTags(page, 'Write the launch post');
        await page.waitForTimeout(250);
        await page.screenshot({ path: `${shots}/${name}-picker.png` });
        await page.context().close();
      }
    }
  }
});
