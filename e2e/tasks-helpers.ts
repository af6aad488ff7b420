import { expect, type Locator, type Page } from '@playwright/test';

/** A fresh account for one test (emails are unique per run, the data directory is fresh per run anyway). */
export function newAccount(name: string, password = 'a long enough password') {
  const local = name.toLowerCase().replace(/[^a-z]+/g, '.');
  return { email: `${local}.${Date.now()}@example.com`, name, password };
}

/** The sidebar of views, lists and tags. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Lists and views' });

/** A view, list or tag in the sidebar; its accessible name also says the count, so only the start is matched. */
export const sidebarLink = (page: Page, name: string) =>
  sidebar(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}\\b`) }).first();

/** Makes a list from the sidebar's 'New list' field; the screen then shows that list. */
export async function createList(page: Page, name: string) {
  const field = sidebar(page).getByRole('textbox', { name: 'New list' });
  await field.fill(name);
  await field.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Switches the shown view to one column per group, so each group is a region named by its heading. */
export async function showGroupsAsColumns(page: Page) {
  await chooseOption(page.getByRole('main'), 'Layout', 'Multiple columns');
}

/** A group's column (multi-column layout): Today, Tomorrow, Upcoming, Someday, or a list's or tag's name. */
export const groupColumn = (page: Page, group: string) => page.getByRole('main').getByRole('region', { name: group, exact: true });

/** Adds a task through a group's Add task row, which opens the one quick add for that group, then closes it. */
export async function addTask(page: Page, group: string, title: string) {
  await page.getByRole('button', { name: `Add task to ${group}`, exact: true }).click();
  const field = quickAddField(page);
  await field.fill(title);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await field.press('Escape');
  await expect(field).toBeHidden();
}

/** The quick add's line (the layer opened by q, an Add button or a group's Add task row). */
export const quickAddField = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: 'New task', exact: true });

/** A task's row in the shown view. */
export function taskRow(scope: Page | Locator, title: string): Locator {
  const page = 'context' in scope ? scope : scope.page();
  return scope.locator('.task-row').filter({ has: page.getByRole('checkbox', { name: `Complete ${title}`, exact: true }) });
}

/** The titles of a column's tasks, top to bottom as drawn (the list is virtualized: rows are placed, not flowed). */
export async function titlesInOrder(column: Locator): Promise<string[]> {
  const rows = await column.locator('.task-row').evaluateAll((elements) => elements
    .map((element) => ({ top: element.getBoundingClientRect().top, title: element.querySelector('.task-title-text')?.textContent ?? '' }))
    .sort((a, b) => a.top - b.top)
    .map((row) => row.title));
  return rows;
}

/** Opens a task in the detail panel by clicking its title. */
export async function openTask(page: Page, title: string) {
  await taskRow(page, title).locator('.task-title').click();
  const panel = detailPanel(page);
  await expect(panel.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  return panel;
}

export const detailPanel = (page: Page) => page.getByRole('complementary', { name: 'Task details' });

/**
 * Drags with the mouse, in small steps as a hand would: dnd-kit's pointer sensor starts a drag only after 5 px and
 * then follows pointermove events, so a jump straight to the target would not reorder anything.
 */
export async function dragTo(page: Page, handle: Locator, target: Locator, where: 'above' | 'below') {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not on screen');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + (where === 'above' ? -10 : 10), { steps: 5 });
  const y = where === 'above' ? to.y + to.height * 0.25 : to.y + to.height * 0.75;
  await page.mouse.move(x, y, { steps: 15 });
  await page.mouse.up();
}

/** The date `days` after today as typed in the due date field with the default (month-day-year) order. */
export function typedDateInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}.${pad(date.getDate())}.${date.getFullYear()}`;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The user's tasks as the server holds them (REST GET /me/tasks, with the page's session token). */
export async function serverTasks(page: Page): Promise<{ title: string; position: string; categoryId: string | null; status: string }[]> {
  const { origins } = await page.context().storageState();
  const token = origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'taskhub.authToken')?.value;
  const response = await page.request.get('/api/v11/me/tasks', { headers: { 'X-Anydo-Auth': token ?? '' } });
  expect(response.status()).toBe(200);
  return await response.json() as { title: string; position: string; categoryId: string | null; status: string }[];
}

/** The date `days` after today in the browser's clock and time zone, as typed in the due date field (month-day-year). */
export async function browserDateInDays(page: Page, days: number): Promise<string> {
  return page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getMonth() + 1)}.${pad(date.getDate())}.${date.getFullYear()}`;
  }, days);
}

/** The open detail panel's chip for a field ('Due date', 'Repeat', 'Reminder', 'Priority', 'List', 'Tags'). */
export const panelChip = (panel: Locator, field: string) => panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(field)}(:|$)`) });

/**
 * Types a due day and time into the date chip's picker ("11.28.2026 18:00"); Enter takes both and closes the picker.
 */
export async function setDueInPanel(panel: Locator, day: string, time: string) {
  await panelChip(panel, 'Due date').click();
  const typed = panel.page().getByRole('textbox', { name: 'Type a date', exact: true });
  await typed.fill(`${day} ${time}`);
  await typed.press('Enter');
  await expect(typed).toHaveCount(0);
  await expect(panelChip(panel, 'Due date')).toHaveAccessibleName(/^Due date: /);
}

/** Opens the picker of the panel's 'Repeat' or 'Reminder' chip; returns the popover (it is not inside the panel). */
export async function unfoldSchedule(panel: Locator, fold: 'Repeat' | 'Reminder'): Promise<Locator> {
  await panelChip(panel, fold).click();
  const popover = panel.page().getByRole('dialog', { name: fold, exact: true });
  await expect(popover).toBeVisible();
  return popover;
}

/**
 * Picks an option of a ui Select (a Radix Select: a combobox button whose list box opens in a portal, outside the
 * scope), as a person does: opens it, clicks the option by its label, and checks the button now shows it.
 */
export async function chooseOption(scope: Page | Locator, combobox: string, option: string) {
  const page = 'context' in scope ? scope : scope.page();
  const button = scope.getByRole('combobox', { name: combobox, exact: true });
  await button.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(button).toHaveText(option);
}

/** Opens the settings dialog as a person does: the account menu (the shell's "Account: NAME (EMAIL)" button), then Settings. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}
