import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { call, person, signedInPage } from './teams-api.js';

/**
 * Custom views (issue 14): made from the sidebar, they show the open tasks of their sources due in their window,
 * organised as chosen, and sync to the person's other devices. `CUSTOM_VIEW_SHOTS=<folder>` saves the page at desktop
 * and phone sizes in both themes.
 */

const shots = process.env.CUSTOM_VIEW_SHOTS;
const day = 86_400_000;

test('a custom view is made from the sidebar, shows the tasks of its window by board and list, and reaches another device', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const ann = await person(request, 'Ann');
  const workspace = await call(request, 'POST', '/api/v1/workspaces', ann, { name: 'Studio', type: 'teams' });
  const board = await call(request, 'POST', `/api/v1/workspaces/${String(workspace.id)}/boards`, ann, { name: 'Launch plan', isPrivate: false });
  const section = await call(request, 'POST', `/api/v1/boards/${String(board.id)}/sections`, ann, { name: 'Doing' });
  const listId = randomBytes(16).toString('base64url');
  const soon = Date.now() + day;
  await call(request, 'POST', '/api/v11/me/sync?updatedSince=0', ann, { models: {
    category: { items: [{ id: listId, name: 'Errands' }] },
    task: { items: [
      { id: randomBytes(16).toString('base64url'), title: 'Write the launch post', boardId: board.id, sectionId: section.id, dueDate: soon },
      { id: randomBytes(16).toString('base64url'), title: 'Buy stamps', categoryId: listId, dueDate: soon },
      { id: randomBytes(16).toString('base64url'), title: 'Renew passport', categoryId: listId, dueDate: Date.now() + 90 * day },
    ] },
  } });

  const page = await signedInPage(browser, baseURL!, ann, '/all');
  await page.getByRole('button', { name: 'New view' }).click();
  const dialog = page.getByRole('dialog', { name: 'New view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Next two weeks');
  await dialog.getByRole('combobox', { name: 'Organise by' }).click();
  await page.getByRole('option', { name: 'Boards and sections' }).click();
  await dialog.getByRole('combobox', { name: 'Due within' }).click();
  await page.getByRole('option', { name: '14 days' }).click();
  await dialog.getByRole('button', { name: 'Create view' }).click();

  await expect(page).toHaveURL(/\/views\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Next two weeks' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Launch plan › Doing/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Errands/ })).toBeVisible();
  await expect(page.getByText('Write the launch post')).toBeVisible();
  await expect(page.getByText('Buy stamps')).toBeVisible();
  await expect(page.getByText('Renew passport')).toHaveCount(0);
  const address = page.url();

  // The view is synced: another device of Ann's lists it and opens it at the same address.
  const other = await signedInPage(browser, baseURL!, ann, new URL(address).pathname);
  await expect(other.getByRole('heading', { level: 1, name: 'Next two weeks' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Next two weeks' })).toBeVisible();

  if (shots) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
        const shot = await signedInPage(browser, baseURL!, ann, new URL(address).pathname, { size, colorScheme });
        await expect(shot.getByText('Buy stamps')).toBeVisible();
        await shot.screenshot({ path: `${shots}/custom-view-${size.width}x${size.height}-${colorScheme}.png` });
        await shot.context().close();
      }
    }
  }
});
