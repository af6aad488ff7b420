import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInWithPassword } from './sign-up.js';
import { openSettings, sidebarLink } from './tasks-helpers.js';

const newId = () => randomBytes(16).toString('base64url');
const password = 'a long enough password';

async function call(request: APIRequestContext, method: string, path: string, token?: string, data?: unknown) {
  const response = await request.fetch(path, { method, data, headers: { 'X-Platform': '3', ...(token ? { 'X-Anydo-Auth': token } : {}) } });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return response.json() as Promise<{ auth_token?: string }>;
}

/** A signed-up account past onboarding, with a list, a dated task, its subtask and an undated task when `seed`. */
async function account(request: APIRequestContext, name: string, seed: boolean) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const { auth_token: token } = await call(request, 'POST', '/user', undefined, { name, username: email, password, client_id: `data-${newId()}`, locale: 'en' });
  await call(request, 'POST', '/me/on-boarding-completed', token);
  // The first-run tour was seen through (e2e/hints.spec.ts walks it).
  await call(request, 'PUT', '/me', token, { webConfig: { isOnboardingTourDismissed: true } });
  if (seed) {
    const [list, parent] = [newId(), newId()];
    const due = Date.UTC(2026, 11, 3, 9, 30);
    await call(request, 'POST', '/api/v11/me/sync?updatedSince=0', token, { models: {
      category: { items: [{ id: list, name: 'Errands', isDefault: true, position: 'a0' }] },
      task: { items: [
        { id: parent, title: 'Pick up the parcel', categoryId: list, dueDate: due, position: 'a0', checklistItems: [{ id: newId(), title: 'bring ID', checked: false }] },
        { id: newId(), title: 'Check the tracking number', categoryId: list, parentGlobalTaskId: parent, position: 'a1' },
        { id: newId(), title: 'Someday: sort the cellar', categoryId: list, position: 'a2' },
      ] },
    } });
  }
  return { email, token: token as string };
}

async function openYourData(page: Page, email: string) {
  await signInWithPassword(page, email, password);
  const dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'Your data' }).click();
  await expect(dialog.getByRole('tabpanel', { name: 'Your data' })).toBeVisible();
  return dialog;
}

/** The SUMMARY of each event of an iCalendar text (lines unfolded first, as RFC 5545 says). */
function eventSummaries(ics: string): string[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const summaries: string[] = [];
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    else if (inEvent && line.startsWith('SUMMARY:')) summaries.push(line.slice('SUMMARY:'.length));
  }
  return summaries;
}

async function signedInPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('export the account as JSON, then import it into a new account: the same tasks arrive', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const source = await account(request, 'Ella Export', true);
  const dialog = await openYourData(page, source.email);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Everything (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^taskhub-\d{4}-\d{2}-\d{2}\.json$/);
  const file = { name: download.suggestedFilename(), mimeType: 'application/json', buffer: await readFile(await download.path()) };
  const exported = JSON.parse(file.buffer.toString('utf8'));
  expect(exported.tasks.map((task: { title: string }) => task.title).sort()).toEqual(['Check the tracking number', 'Pick up the parcel', 'Someday: sort the cellar']);

  const target = await account(request, 'Ivan Import', false);
  const other = await signedInPage(browser);
  const importing = await openYourData(other, target.email);
  await importing.getByLabel('Choose file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{\n  "version": 1,,\n}') });
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing.getByRole('alert')).toHaveText('Line 2 of the file could not be read. Nothing was imported.');

  await importing.getByLabel('Choose file').setInputFiles(file);
  await expect(importing.getByText(/^taskhub-.*\.json$/)).toBeVisible();
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  // The web app may have given either account its starter lists and tags: same-named tags are reused, lists are not.
  const lists = exported.categories.length;
  await expect(importing.getByRole('status').filter({ hasText: 'Imported' }))
    .toHaveText(new RegExp(`^Imported 3 tasks, ${lists} lists? and \\d+ tags?\\.$`));
  const imported = await (await request.get('/api/v1/export?format=json', { headers: { 'X-Anydo-Auth': target.token } })).json();
  const names = (objects: { name: string }[]) => objects.map((object) => object.name);
  expect(names(imported.categories)).toEqual(expect.arrayContaining(names(exported.categories)));
  expect(names(imported.labels)).toEqual(expect.arrayContaining(names(exported.labels)));
  expect(imported.tasks.map((task: { title: string }) => task.title).sort()).toEqual(exported.tasks.map((task: { title: string }) => task.title).sort());
  const parent = imported.tasks.find((task: { title: string }) => task.title === 'Pick up the parcel');
  expect(imported.tasks.find((task: { title: string }) => task.title === 'Check the tracking number').parentGlobalTaskId).toBe(parent.globalTaskId);
  expect(parent.checklistItems.map((item: { title: string }) => item.title)).toEqual(['bring ID']);
  // The imported list shows in the app.
  await importing.getByRole('button', { name: 'Close' }).click();
  await expect(sidebarLink(other, 'Errands')).toBeVisible();
});

test('subscribe to the calendar feed: the address answers the dated open tasks as iCalendar, and stops once revoked', async ({ page, request }) => {
  const owner = await account(request, 'Cal Feed', true);
  const dialog = await openYourData(page, owner.email);
  await dialog.getByRole('button', { name: 'Create feed address' }).click();
  const address = dialog.getByRole('textbox', { name: 'Feed address' });
  await expect(address).toHaveValue(/\/api\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();

  // A calendar app fetches it with no session: a fresh request context, no token.
  const feed = await request.get(url, { headers: {} });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(eventSummaries(await feed.text())).toEqual(['Pick up the parcel']);

  await dialog.getByRole('button', { name: 'Revoke address' }).click();
  await expect(dialog.getByText('Revoke this address? Calendars subscribed to it stop updating.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Create feed address' })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});
