/**
 * The account the defects specs share (defects-layout, defects-looks and defects-input.spec.ts: the fifteen defects of
 * issue 11's tried-as-a-new-user walk, one test each, named after the defect). Each spec file makes one account through
 * the API and seeds it in a second, and every test of the file opens its own page on it, signed in by its stored
 * token; tests that change data use names no other test looks at.
 */
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

const dayMs = 86_400_000;
const zone = 'UTC';

/** Midnight UTC of today plus `days` days and `hours` hours (the account's and the browser's zone is UTC). */
export const utcDay = (days: number, hours = 0) => Math.floor(Date.now() / dayMs) * dayMs + days * dayMs + hours * 3_600_000;

export const longTitle = 'Write the design review notes for the new onboarding flow, including the open questions on pricing and the screenshots from the last usability session';
/** Titles shown in All my tasks, each long enough to fill a title column wider than 240 px. */
export const allMineTitles = [
  'Renew the passport before the summer holidays start',
  'Pay the electricity bill for the flat on Baker Street',
  'Buy stamps for the wedding invitations and the thank-you cards',
  'Return the library books about gardening and bird watching',
  longTitle,
];
export const longListTitles = Array.from({ length: 30 }, (_, i) => `Long list task ${String(i + 1).padStart(2, '0')}: something to do eventually`);

export interface Account { email: string; password: string; name: string; token: string; lists: Record<string, string>; tags: Record<string, string> }

const newId = () => randomBytes(16).toString('base64url');

async function call(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, token?: string, body?: unknown) {
  const response = await request.fetch(path, {
    method, data: method === 'GET' ? undefined : body ?? {}, headers: { 'X-Platform': '3', ...(token ? { 'X-Anydo-Auth': token } : {}) },
  });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return await response.json() as Record<string, unknown>;
}

/** Every written field with one update time, as a client's push carries them. */
function stamped(fields: Record<string, unknown>, id = newId()) {
  const stamp = Date.now();
  const item: Record<string, unknown> = { id };
  for (const [key, value] of Object.entries(fields)) {
    item[key] = value;
    item[`${key}UpdateTime`] = stamp;
  }
  return item;
}

/** A new account through the API, past onboarding, with lists, tags and tasks that show every kind of row. */
async function seedAccount(request: APIRequestContext): Promise<Account> {
  const name = 'Della Defects';
  const email = `della.defects.${Date.now()}@example.com`;
  const password = 'a long enough password';
  const answer = await call(request, 'POST', '/user', undefined, { name, username: email, password, client_id: `defects-${randomBytes(4).toString('hex')}`, locale: 'en' });
  const token = String(answer.auth_token);
  // The first-run tour was seen through (e2e/hints.spec.ts walks it).
  await call(request, 'PUT', '/me', token, { timezone: zone, webConfig: { isOnboardingTourDismissed: true } });
  await call(request, 'POST', '/me/on-boarding-completed', token);
  const listNames = ['Personal', 'Errands', 'Garden', 'Long list'];
  const categories = listNames.map((list, i) => stamped({ name: list, position: `c${i}`, isDefault: i === 0, isGroceryList: false }));
  const lists = Object.fromEntries(listNames.map((list, i) => [list, String(categories[i]!.id)]));
  // Colours of the free palette: the server deletes a free account's tag in any other.
  const labels = [stamped({ name: 'work', color: '#1e88e5', position: 'l0' }), stamped({ name: 'home', color: '#43a047', position: 'l1' })];
  const tags = { work: String(labels[0]!.id), home: String(labels[1]!.id) };
  const task = (title: string, position: string, fields: Record<string, unknown> = {}) => stamped({
    title, position, status: 'UNCHECKED', priority: 'Normal', categoryId: lists.Errands, parentGlobalTaskId: null, dueDate: null, labels: [], note: '', ...fields,
  });
  const tasks = [
    task(allMineTitles[0]!, 'a0', { dueDate: utcDay(-1, 10) }),
    task(allMineTitles[1]!, 'a1', { dueDate: utcDay(0, 12), priority: 'High', labels: [tags.home], categoryId: lists.Personal, note: 'Meter reading 4711' }),
    task(allMineTitles[2]!, 'a2'),
    task(allMineTitles[3]!, 'a3', { checklistItems: [{ id: 'c1', title: 'Gardening', checked: true }, { id: 'c2', title: 'Birds', checked: false }] }),
    task(longTitle, 'a4', { dueDate: utcDay(1, 12), categoryId: lists.Personal }),
    task('Water the tomatoes', 'g0', { categoryId: lists.Garden }),
    task('Rake the leaves', 'g1', { categoryId: lists.Garden }),
    ...longListTitles.map((title, i) => task(title, `m${String(i).padStart(2, '0')}`, { categoryId: lists['Long list'] })),
  ];
  const first = await call(request, 'POST', '/api/v11/me/sync?updatedSince=0', token, { models: { category: { items: categories }, label: { items: labels } } });
  await call(request, 'POST', `/api/v11/me/sync?updatedSince=${Number(first.lastUpdateDate)}`, token, { models: { task: { items: tasks } } });
  return { email, password, name, token, lists, tags };
}

/** The account's tasks as the server holds them. */
export async function serverTask(page: Page, token: string, title: string) {
  const response = await page.request.get('/api/v11/me/tasks', { headers: { 'X-Anydo-Auth': token } });
  expect(response.status()).toBe(200);
  const tasks = await response.json() as { title: string; dueDate: number | null; categoryId: string | null; labels: string[]; priority: string }[];
  return tasks.find((t) => t.title === title);
}

/** A page of the shared account, signed in by its token, on `path`, with the first task row painted. */
export async function openAs(page: Page, account: Account, path: string, size = { width: 1400, height: 900 }) {
  await page.setViewportSize(size);
  await page.addInitScript((token) => window.localStorage.setItem('taskhub.authToken', token), account.token);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
}

export const main = (page: Page) => page.getByRole('main');

/** The background an element paints (its colour and image: the hover tint is a gradient over the surface). */
export const background = (locator: Locator) => locator.evaluate((element) => {
  const style = getComputedStyle(element);
  return `${style.backgroundColor} ${style.backgroundImage}`;
});

/** The account of the spec file now running, seeded by the beforeAll that useDefectsAccount registers. */
export let account: Account;

/** Runs the calling spec file in the account's zone and language, on an account of its own seeded before its tests. */
export function useDefectsAccount() {
  test.use({ timezoneId: zone, locale: 'en-US' });
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    account = await seedAccount(request);
    await request.dispose();
  });
}
