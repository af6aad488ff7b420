import { expect, type Locator, type Page, test } from '@playwright/test';
import { shootSizesAndSchemes } from './screenshots.js';
import { boardOfTwo, call, person, signedInPage } from './teams-api.js';

/**
 * Issue 14's whole flow in two browsers, end to end (the other board specs each drive one part): Ann makes a board
 * from a template through the new-board dialog's gallery, adds a section and a card; Bob, who joined it, sees them
 * and sees the card Ann drags to another section arrive; Ann archives a section and brings it back from the archive
 * drawer's Sections tab; as the board's only admin she cannot leave it; she makes Bob a viewer (his board loses its
 * edit controls and his card panel is read-only), removes him, and makes the board private: it is gone from his
 * browse page and his search. Only the people and the workspace are made through the API.
 */

const shots = process.env.BOARD_FLOW_SHOTS;

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (scope: Page | Locator, title: string) => scope.locator('.board-card').filter({ hasText: title });

/** Drags a card onto another column's body with the mouse (dnd-kit starts a drag past a few pixels). */
async function dragCard(page: Page, title: string, to: string) {
  const from = (await card(page, title).boundingBox())!;
  const target = (await column(page, to).locator('.board-column-body').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 10 });
  await expect(page.locator('.board-card.is-overlay')).toBeVisible();
  await page.mouse.up();
}

/** The four screenshots of the brief: desktop and phone, light and dark (only with BOARD_FLOW_SHOTS set). */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  await shootSizesAndSchemes(page, (size, scheme) => `${shots}/${name}-${size === 'desktop' ? '1400x900' : '390x844'}-${scheme}.png`, 200);
}

test('a board from a template, worked on by two members, archived and restored, kept with an admin, made private', async ({ browser, request, baseURL }) => {
  test.setTimeout(shots ? 180_000 : 60_000);
  const [ann, bob] = await Promise.all([person(request, 'Ann'), person(request, 'Bob')]);
  const workspaceName = `Studio ${Date.now()}`;
  const workspace = await call(request, 'POST', '/api/v1/workspaces', ann, { name: workspaceName, type: 'teams' });
  const workspaceId = String(workspace.id);
  const link = await call(request, 'POST', `/api/v1/workspaces/${workspaceId}/invite-link`, ann);
  await call(request, 'POST', `/api/v1/invite-links/${String(link.token)}/join`, bob);
  const boardName = `Release ${Date.now()}`;

  // Ann: Browse boards, New board, the gallery filtered to one team, a preview, Use template.
  const a = await signedInPage(browser, baseURL!, ann, `/workspaces/${workspaceId}/boards`);
  await a.getByRole('button', { name: 'New board' }).first().click();
  const dialog = a.getByRole('dialog', { name: 'New board' });
  await dialog.getByLabel('Board name').fill(boardName);
  await dialog.getByRole('radio', { name: 'A template' }).click();
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  await a.getByRole('option', { name: 'Software development' }).click();
  await dialog.getByRole('button', { name: 'Preview Sprint board' }).click();
  const created = a.waitForResponse((response) => response.url().endsWith(`/api/v1/workspaces/${workspaceId}/boards`) && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Use template' }).click();
  const boardId = String((await (await created).json()).id);
  await expect(a).toHaveURL(new RegExp(`/boards/${boardId}$`));
  await expect(column(a, 'Backlog')).toBeVisible();

  // Bob joins the public board from his browse page, which opens it.
  const b = await signedInPage(browser, baseURL!, bob, `/workspaces/${workspaceId}/boards`);
  await b.getByRole('button', { name: `Join ${boardName}` }).click();
  await expect(b).toHaveURL(new RegExp(`/boards/${boardId}$`));
  await expect(column(b, 'Backlog')).toBeVisible();

  // Ann adds a card and a section; Bob sees both.
  await column(a, 'Backlog').getByRole('button', { name: 'Add card' }).click();
  await column(a, 'Backlog').getByRole('textbox', { name: 'Card title' }).fill('Write the release notes');
  await column(a, 'Backlog').getByRole('textbox', { name: 'Card title' }).press('Enter');
  await column(a, 'Backlog').getByRole('textbox', { name: 'Card title' }).press('Escape');
  await expect(card(column(a, 'Backlog'), 'Write the release notes')).toBeVisible();
  await expect(card(column(b, 'Backlog'), 'Write the release notes')).toBeVisible();
  // The new section goes last: the columns scroll to it (those out of view are not drawn).
  await a.getByRole('button', { name: 'Add section' }).click();
  await a.getByRole('textbox', { name: 'Section name' }).fill('Launch');
  await a.getByRole('textbox', { name: 'Section name' }).press('Enter');
  await expect(column(a, 'Launch')).toBeVisible();
  await a.getByRole('textbox', { name: 'Section name' }).press('Escape');
  await b.getByRole('button', { name: 'Add section' }).scrollIntoViewIfNeeded();
  await expect(column(b, 'Launch')).toBeVisible();

  // Ann drags the card to In progress; it moves in Bob's browser.
  for (const page of [a, b]) await page.locator('.board-columns').evaluate((element) => { element.scrollLeft = 0; });
  await dragCard(a, 'Write the release notes', 'In progress');
  await expect(card(column(a, 'In progress'), 'Write the release notes')).toBeVisible();
  await expect(card(column(b, 'In progress'), 'Write the release notes')).toBeVisible();
  await expect(card(column(b, 'Backlog'), 'Write the release notes')).toHaveCount(0);

  // Ann archives the Ready for sprint section from its menu, and brings it back from the archive drawer's Sections tab.
  await a.getByRole('button', { name: 'More actions for Ready for sprint' }).click();
  await a.getByRole('menuitem', { name: 'Archive section' }).click();
  await expect(column(a, 'Ready for sprint')).toHaveCount(0);
  await expect(column(b, 'Ready for sprint')).toHaveCount(0);
  await a.getByRole('button', { name: 'Archive', exact: true }).click();
  const drawer = a.getByRole('dialog', { name: 'Archive' });
  await drawer.getByRole('tab', { name: 'Sections' }).click();
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Ready for sprint' })).toContainText(boardName);
  await drawer.getByRole('button', { name: 'Restore Ready for sprint' }).click();
  await expect(drawer.getByText('No archived sections')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(column(a, 'Ready for sprint')).toBeVisible();
  await expect(column(b, 'Ready for sprint')).toBeVisible();

  // Ann, the only admin, may not leave: the server's reason is shown.
  await a.getByRole('button', { name: 'Board options' }).click();
  await a.getByRole('menuitem', { name: 'Members' }).click();
  const settings = a.getByRole('dialog', { name: `Settings of ${boardName}` });
  await settings.getByRole('button', { name: 'Leave board' }).click();
  await a.getByRole('dialog', { name: `Leave ${boardName}?` }).getByRole('button', { name: 'Leave' }).click();
  await expect(settings.getByRole('alert')).toHaveText('The board needs another admin or must be archived first');

  // Ann makes Bob a viewer: his board has no edit controls, and his card's panel is read-only.
  await settings.getByRole('combobox', { name: 'Role of Bob' }).click();
  await a.getByRole('option', { name: 'Viewer' }).click();
  await expect(settings.getByRole('combobox', { name: 'Role of Bob' })).toHaveText('Viewer');
  await expect(b.getByRole('button', { name: 'Add card' })).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Add section' })).toHaveCount(0);
  await shoot(b, 'viewer-board');
  await card(column(b, 'In progress'), 'Write the release notes').click();
  const panel = b.getByRole('complementary', { name: 'Task details' });
  await expect(panel.getByRole('note')).toHaveText('You can read this card but not change it.');
  await expect(panel.getByRole('textbox', { name: 'Title' })).not.toBeEditable();
  await shoot(b, 'viewer-card');
  await b.keyboard.press('Escape');

  // Ann removes Bob: his browse page still lists the public board, to join again; his search no longer finds it.
  await settings.getByRole('button', { name: 'Remove Bob' }).click();
  await a.getByRole('dialog', { name: `Remove Bob from ${boardName}?` }).getByRole('button', { name: 'Remove' }).click();
  await expect(settings.getByRole('list', { name: `Members of ${boardName}` }).getByRole('listitem')).toHaveCount(1);
  await b.goto(`/workspaces/${workspaceId}/boards`);
  const bobsBoards = b.getByRole('list', { name: `Boards of ${workspaceName}` });
  await expect(bobsBoards.getByRole('button', { name: `Join ${boardName}` })).toBeVisible();

  // Ann makes the board private: it is gone from Bob's browse page and his search.
  await settings.getByRole('tab', { name: 'General' }).click();
  await settings.getByRole('switch', { name: 'Private board' }).click();
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(a.getByText('Board saved').first()).toBeVisible();
  await b.reload();
  await expect(b.getByText('No boards yet', { exact: true })).toBeVisible();
  await expect(b.getByText(boardName)).toHaveCount(0);
  await b.getByRole('searchbox', { name: 'Search tasks, lists and boards' }).fill('Release');
  await expect(b.getByText('Nothing found for “Release”')).toBeVisible();
  await b.getByRole('searchbox', { name: 'Search tasks, lists and boards' }).fill('release notes');
  await expect(b.getByText('Nothing found for “release notes”')).toBeVisible();
  // The board is still Ann's, private.
  expect(await call(request, 'GET', `/api/v1/boards/${boardId}`, ann)).toMatchObject({ board: { isPrivate: true, role: 'admin', membersCount: 1 } });
});

test('on a phone the columns are swiped one screen at a time, and the picker follows the swipe and leads it', async ({ browser, request, baseURL }) => {
  const { ann, boardId } = await boardOfTwo(request, ['To do', 'Doing', 'Done']);
  const page = await signedInPage(browser, baseURL!, ann, `/boards/${boardId}`, { size: { width: 390, height: 844 } });
  const picker = page.getByRole('combobox', { name: 'Column' });
  const scroller = page.locator('.board-phone-columns');
  await expect(picker).toHaveText('To do (0)');
  await expect(column(page, 'To do')).toBeInViewport({ ratio: 0.9 });
  // A sideways swipe (a wheel's sideways turn here) snaps to the next column, which the picker then names.
  const box = (await scroller.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(box.width * 0.6, 0);
  await expect(picker).toHaveText('Doing (0)');
  await expect(column(page, 'Doing')).toBeInViewport({ ratio: 0.9 });
  if (shots) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${shots}/phone-swiped-390x844-${scheme}.png` });
    }
  }
  // Choosing a column in the picker scrolls to it.
  await picker.click();
  await page.getByRole('option', { name: 'Done (0)' }).click();
  await expect(column(page, 'Done')).toBeInViewport({ ratio: 0.9 });
  await expect(picker).toHaveText('Done (0)');
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(390);
});
