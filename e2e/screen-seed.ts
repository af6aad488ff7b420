/**
 * The accounts the screen matrix (screens.spec.ts) photographs, made through the API in a second or two: one with
 * 4 lists, 4 tags and 300 open tasks (plus archived ones and a My Day), and one that has not answered the
 * onboarding questions. Every shown date is fixed relative to `screenNow`, the clock the browser is frozen at, so
 * screenshots do not change from day to day; only the object ids are random.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The browser's frozen clock: Thursday 26 November 2026, 10:00 UTC (after the 05:00 My Day reset). */
export const screenNow = Date.UTC(2026, 10, 26, 10, 0);
export const screenTimeZone = 'UTC';

const dayMs = 86_400_000;
const words = ['quarterly report', 'groceries for the weekend', 'call the plumber', 'invoice for October', 'dentist appointment',
  'plan the team offsite', 'review the pull request', 'garden before winter', 'reply to the landlord', 'train tickets to Lyon'];
const listNames = ['Personal', 'Work', 'Home', 'Side project'] as const;
// Colours of the free palette (packages/domain label-rules): the server deletes a free account's tag in any other.
const labelNames: [string, string][] = [['Urgent', '#e53935'], ['Waiting', '#fb8c00'], ['Errand', '#43a047'], ['Idea', '#1e88e5']];

export interface ScreenAccount {
  email: string;
  password: string;
  name: string;
  token: string;
  lists: Record<(typeof listNames)[number], string>;
  tags: Record<string, string>;
  /** Every open top-level task's title: all long enough to fill a title column wider than 240 px. */
  titles: string[];
  /** The task the detail-panel screen opens. */
  openTask: { id: string; title: string };
}

const newId = () => randomBytes(16).toString('base64url');
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const position = (index: number) => [3, 2, 1, 0].map((p) => base62[Math.floor(index / 62 ** p) % 62]).join('') + 'V';

/** Every writable field with one update time, as a client's push carries them. */
function stamped(fields: Record<string, unknown>, id: string, stamp: number) {
  const item: Record<string, unknown> = { id, creationDate: screenNow - 30 * dayMs };
  for (const [key, value] of Object.entries(fields)) {
    item[key] = value;
    item[`${key}UpdateTime`] = stamp;
  }
  return item;
}

/** The n-th task's title (1-based): a number, then words, 40-odd characters, so it needs well over 240 px. */
export const screenTaskTitle = (n: number) => `Task ${String(n).padStart(3, '0')}: ${words[n % words.length]} and ${words[(n * 3 + 1) % words.length]}`;

async function call(request: APIRequestContext, method: 'POST' | 'PUT', path: string, body: unknown, token?: string) {
  const response = await request.fetch(path, {
    method, data: body ?? {}, headers: { 'X-Platform': '3', ...(token ? { 'X-Anydo-Auth': token } : {}) },
  });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return await response.json() as Record<string, unknown>;
}

async function signUp(request: APIRequestContext, name: string) {
  // The same address every run (each run has a fresh data directory), so the screenshots that show it do not change.
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const password = 'a long enough password';
  const answer = await call(request, 'POST', '/user', { name, username: email, password, client_id: `screens-${randomBytes(4).toString('hex')}`, locale: 'en' });
  const token = String(answer.auth_token);
  await call(request, 'PUT', '/me', { timezone: screenTimeZone }, token);
  return { email, password, name, token };
}

/** A new account, still to answer the onboarding questions. */
export async function seedOnboardingAccount(request: APIRequestContext) {
  return signUp(request, 'Olive Onboard');
}

/** The account with 300 open tasks spread over lists, tags and dates around `screenNow`. */
export async function seedScreenAccount(request: APIRequestContext): Promise<ScreenAccount> {
  const account = await signUp(request, 'Sam Screens');
  const { token } = account;
  await call(request, 'POST', '/me/on-boarding-completed', undefined, token);
  // The first-run tour was seen through; the tips (My Day's, the sidebar's) show, as for anyone who has not closed them.
  await call(request, 'PUT', '/me', { webConfig: { isOnboardingTourDismissed: true } }, token);
  const stamp = Date.now();
  const categories = listNames.map((name, i) => stamped({ name, position: position(i), isDefault: i === 0, isGroceryList: false }, newId(), stamp));
  const labels = labelNames.map(([name, color], i) => stamped({ name, color, position: position(i) }, newId(), stamp));
  const today = Math.floor(screenNow / dayMs) * dayMs;
  const tasks: Record<string, unknown>[] = [];
  const titles: string[] = [];
  for (let n = 1; n <= 300; n += 1) {
    // Dates from 5 days ago to 24 days ahead, a fifth without a date; every 7th at a set time, the rest all day.
    // Task 1, the one the detail screen opens, is due today: the first row of All my tasks.
    const offset = n === 1 ? 0 : n % 5 === 0 ? null : (n * 7) % 30 - 5;
    const dueDate = offset === null ? null : today + offset * dayMs + (n % 7 === 0 ? 14 * 3_600_000 : 12 * 3_600_000);
    const title = screenTaskTitle(n);
    titles.push(title);
    tasks.push(stamped({
      title,
      note: n % 6 === 0 ? `Notes for task ${n}: bring the papers.` : '',
      status: 'UNCHECKED',
      priority: n % 11 === 0 ? 'High' : n % 13 === 0 ? 'Low' : 'Normal',
      categoryId: categories[n % categories.length]!.id,
      parentGlobalTaskId: null,
      dueDate,
      labels: n % 4 === 0 ? [labels[(n / 4) % labels.length]!.id] : n % 9 === 0 ? [labels[0]!.id, labels[2]!.id] : [],
      position: position(n),
    }, newId(), stamp));
  }
  const opened = tasks[0]!;
  // Subtasks of the opened task, and archived tasks for the archive screen.
  for (let n = 1; n <= 3; n += 1) {
    tasks.push(stamped({ title: `Step ${n} of the first task`, status: n === 1 ? 'CHECKED' : 'UNCHECKED', categoryId: opened.categoryId,
      parentGlobalTaskId: opened.id, position: position(n) }, newId(), stamp));
  }
  for (let n = 1; n <= 8; n += 1) {
    tasks.push(stamped({ title: `Archived task ${n}: ${words[n % words.length]}`, status: 'DONE', categoryId: categories[n % categories.length]!.id,
      dueDate: today - n * dayMs + 12 * 3_600_000, position: position(400 + n) }, newId(), stamp));
  }
  const myDay = [1, 2, 3, 4, 6, 7].map((n, i) => stamped({
    referencedObjectType: 'task', referencedObjectId: tasks[n - 1]!.id, date: today, status: 'ACTIVE', position: position(i),
  }, newId(), stamp));
  let cursor = Number((await call(request, 'POST', '/api/v11/me/sync?updatedSince=0', { models: { category: { items: categories }, label: { items: labels } } }, token)).lastUpdateDate);
  cursor = Number((await call(request, 'POST', `/api/v11/me/sync?updatedSince=${cursor}`, { models: { task: { items: tasks } } }, token)).lastUpdateDate);
  await call(request, 'POST', `/api/v11/me/sync?updatedSince=${cursor}`, { models: { myDayEntry: { items: myDay } } }, token);
  return {
    ...account,
    lists: Object.fromEntries(listNames.map((name, i) => [name, String(categories[i]!.id)])) as ScreenAccount['lists'],
    tags: Object.fromEntries(labelNames.map(([name], i) => [name, String(labels[i]!.id)])),
    titles,
    openTask: { id: String(opened.id), title: String(opened.title) },
  };
}
