import { expect, type Page, test } from '@playwright/test';
import { shootSizesAndSchemes } from './screenshots.js';
import { signUpThroughPage } from './sign-up.js';
import { newAccount } from './tasks-helpers.js';

/**
 * Issue 14's screens around a board in three browsers: A makes a board from a template through the gallery; B, of the
 * same workspace, browses and joins it; A makes it private and it leaves C's browse page; A, its only admin, tries to
 * leave and reads why not; a section archived through the API comes back from the archive drawer's Sections tab.
 */

const shots = '/work/shots/board-browse';

/** The signed-in page's own API calls, with its stored token. */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('taskhub.authToken'));
  const response = await page.request.fetch(path, { method, data, headers: { 'X-Platform': '3', 'X-Anydo-Auth': token ?? '' } });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return response.json();
}

/** Screenshots of what the page shows at the desktop and phone sizes, light and dark (the brief's four). */
async function shoot(page: Page, name: string) {
  if (!process.env.BOARD_SHOTS) return;
  await shootSizesAndSchemes(page, (size, scheme) => `${shots}/${name}-${size}-${scheme}.png`, 250);
}

test('a board from a template, joined by a teammate, made private, its sole admin kept, a section restored', async ({ browser }) => {
  test.setTimeout(240_000);
  const workspaceName = `Acme ${Date.now()}`;
  const boardName = `Sprint ${Date.now()}`;
  const [alice, bob, carol] = [newAccount('Alice Admin'), newAccount('Bob Member'), newAccount('Carol Other')];
  const a = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  const b = await (await browser.newContext()).newPage();
  const c = await (await browser.newContext()).newPage();
  await signUpThroughPage(a, alice);
  await signUpThroughPage(b, bob);
  await signUpThroughPage(c, carol);

  // The workspace and its people through the API (workspaces.spec.ts drives those screens).
  const workspace = await api(a, 'POST', '/api/v1/workspaces', { name: workspaceName, type: 'teams' });
  const { token } = await api(a, 'POST', `/api/v1/workspaces/${workspace.id}/invite-link`);
  await api(b, 'POST', `/api/v1/invite-links/${token}/join`);
  await api(c, 'POST', `/api/v1/invite-links/${token}/join`);

  // A: the workspace, Browse boards from the switcher, an empty page, then New board from the Sprint board template.
  await a.goto(`/workspaces/${workspace.id}`);
  await a.getByRole('button', { name: `Switch workspace: ${workspaceName}` }).click();
  await a.getByRole('menuitem', { name: 'Browse boards' }).click();
  await expect(a).toHaveURL(new RegExp(`/workspaces/${workspace.id}/boards$`));
  await expect(a.getByText('No boards yet')).toBeVisible();
  await shoot(a, 'browse-empty');
  // Browse templates: the gallery on a page of its own.
  await a.getByRole('button', { name: 'Browse templates' }).click();
  await expect(a.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Preview Getting started with boards' })).toBeVisible();
  await shoot(a, 'templates-page');
  await a.getByRole('button', { name: 'Boards', exact: true }).click();
  await a.getByRole('button', { name: 'New board' }).first().click();
  const dialog = a.getByRole('dialog', { name: 'New board' });
  await dialog.getByLabel('Board name').fill(boardName);
  await dialog.getByLabel('Emoji').fill('🚀');
  await dialog.getByRole('radio', { name: 'A template' }).click();
  await dialog.getByRole('combobox', { name: 'Team' }).click();
  await a.getByRole('option', { name: 'Software development' }).click();
  await expect(dialog.getByRole('button', { name: 'Preview Sprint board' })).toBeVisible();
  await shoot(a, 'new-board-gallery');
  await dialog.getByRole('button', { name: 'Preview Sprint board' }).click();
  await expect(dialog.getByText('Code review')).toBeVisible();
  await shoot(a, 'new-board-preview');
  const created = a.waitForResponse((response) => response.url().endsWith(`/api/v1/workspaces/${workspace.id}/boards`) && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Use template' }).click();
  const board = await (await created).json();
  expect(board).toMatchObject({ name: boardName, emoji: '🚀', isPrivate: false, role: 'admin' });
  // The new board opens.
  await expect(a).toHaveURL(new RegExp(`/boards/${board.id}$`));
  await expect(a.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
  const opened = await api(a, 'GET', `/api/v1/boards/${board.id}`);
  expect(opened.sections.map((section: { name: string }) => section.name)).toEqual(['Backlog', 'Ready for sprint', 'In progress', 'Code review', 'QA', 'Done']);

  // B browses the workspace's boards and joins the public one.
  await b.goto(`/workspaces/${workspace.id}/boards`);
  const boards = (page: Page) => page.getByRole('list', { name: `Boards of ${workspaceName}` });
  await expect(boards(b).getByText(boardName)).toBeVisible();
  const joined = b.waitForResponse((response) => response.url().endsWith(`/api/v1/boards/${board.id}/join`));
  await b.getByRole('button', { name: `Join ${boardName}` }).click();
  expect((await joined).status()).toBe(200);
  await b.goto(`/workspaces/${workspace.id}/boards`);
  await expect(boards(b).getByRole('listitem').filter({ hasText: boardName })).toContainText('Joined');

  // C sees the public board before A makes it private, and not after.
  await c.goto(`/workspaces/${workspace.id}/boards`);
  await expect(boards(c).getByText(boardName)).toBeVisible();
  await a.goto(`/workspaces/${workspace.id}/boards`);
  await expect(boards(a).getByRole('listitem').filter({ hasText: boardName })).toContainText('2 members');
  await shoot(a, 'browse');
  // The board's settings from its header's menu.
  await a.goto(`/boards/${board.id}`);
  await a.getByRole('button', { name: 'Board options' }).click();
  await a.getByRole('menuitem', { name: 'Board settings' }).click();
  const settings = a.getByRole('dialog', { name: `Settings of 🚀 ${boardName}` });
  await settings.getByRole('switch', { name: 'Private board' }).click();
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(a.getByText('Board saved').first()).toBeVisible();
  await shoot(a, 'settings-general');
  await c.reload();
  await expect(c.getByText('No boards yet')).toBeVisible();
  await expect(c.getByText(boardName)).toHaveCount(0);

  // A is the board's only admin: leaving is refused with the server's reason.
  await settings.getByRole('tab', { name: 'Members' }).click();
  await expect(settings.getByRole('list', { name: `Members of ${boardName}` }).getByRole('listitem')).toHaveCount(2);
  await shoot(a, 'settings-members');
  await settings.getByRole('button', { name: 'Leave board' }).click();
  await a.getByRole('dialog', { name: `Leave ${boardName}?` }).getByRole('button', { name: 'Leave' }).click();
  await expect(settings.getByRole('alert')).toHaveText('The board needs another admin or must be archived first');
  await settings.getByRole('button', { name: 'Close' }).click();

  // A section archived through the API comes back from the archive drawer's Sections tab.
  const qa = opened.sections.find((section: { name: string }) => section.name === 'QA');
  await api(a, 'POST', `/api/v1/sections/${qa.id}/archive`);
  await a.getByRole('button', { name: 'Archive', exact: true }).click();
  const drawer = a.getByRole('dialog', { name: 'Archive' });
  await drawer.getByRole('tab', { name: 'Sections' }).click();
  await expect(drawer.getByRole('listitem').filter({ hasText: 'QA' })).toContainText(boardName);
  await shoot(a, 'archive-sections');
  await drawer.getByRole('button', { name: 'Restore QA' }).click();
  await expect(a.getByText('QA is back on its board').first()).toBeVisible();
  await expect(drawer.getByText('No archived sections')).toBeVisible();
  const after = await api(a, 'GET', `/api/v1/boards/${board.id}`);
  expect(after.sections.find((section: { id: string }) => section.id === qa.id).isArchived).toBe(false);
});
