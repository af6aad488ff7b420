import { expect, test, type Page } from '@playwright/test';
import { seriousViolationDetails } from './axe.js';
import { signUpThroughPage } from './sign-up.js';
import {
  addTask, createList, detailPanel, dragTo, groupColumn, newAccount, openTask, panelChip, serverTasks, showGroupsAsColumns, sidebarLink,
  taskRow, titlesInOrder, typedDateInDays,
} from './tasks-helpers.js';

/**
 * One person's task screens, step after step on the same account: a list, tasks in each time group, My Day,
 * complete with Undo, drag to reorder (and the order held by the server), a tag, and search.
 */
test.describe.configure({ timeout: 90_000 });

async function addTasksInEachGroup(page: Page) {
  await showGroupsAsColumns(page);
  await addTask(page, 'Today', 'Call the plumber');
  await addTask(page, 'Tomorrow', 'Water the plants');
  for (const title of ['Paint the fence', 'Fix the bike', 'Sort the photos']) await addTask(page, 'Someday', title);
  await expect(taskRow(groupColumn(page, 'Today'), 'Call the plumber')).toBeVisible();
  await expect(taskRow(groupColumn(page, 'Tomorrow'), 'Water the plants')).toBeVisible();
  expect(await titlesInOrder(groupColumn(page, 'Someday'))).toEqual(['Paint the fence', 'Fix the bike', 'Sort the photos']);

  // A due date typed in the detail panel moves the task from Someday to Upcoming.
  await addTask(page, 'Someday', 'Book the holiday');
  const panel = await openTask(page, 'Book the holiday');
  await panelChip(panel, 'Due date').click();
  const due = page.getByRole('textbox', { name: 'Type a date' });
  await due.fill(typedDateInDays(10));
  await due.press('Enter');
  await expect(due).toHaveCount(0);
  await expect(taskRow(groupColumn(page, 'Upcoming'), 'Book the holiday')).toBeVisible();
  await expect(taskRow(groupColumn(page, 'Someday'), 'Book the holiday')).toHaveCount(0);
  // Colours are only computed in a real browser: the task screens, status line and panel are checked here.
  expect(await seriousViolationDetails(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Close' }).click();
}

async function planMyDay(page: Page) {
  await sidebarLink(page, 'My Day').click();
  const myDay = page.getByRole('region', { name: 'My Day', exact: true });
  await expect(myDay.getByText('Nothing planned yet.', { exact: false })).toBeVisible();
  // Due today, or (before the 05:00 reset hour, while My Day is still yesterday's) from the list: either way it says why.
  const suggestions = page.getByRole('region', { name: 'Suggestions' });
  await expect(suggestions.getByRole('listitem').filter({ hasText: 'Call the plumber' })).toContainText(/Due today|From House and garden/);
  await suggestions.getByRole('button', { name: 'Add Call the plumber to My Day' }).click();
  await expect(myDay.getByRole('checkbox', { name: 'Complete Call the plumber' })).toBeVisible();
  await expect(suggestions.getByText('Call the plumber')).toHaveCount(0);
  // My Day's rows are the rows of every view: the meta line shows the due chip and the task's list.
  const row = taskRow(myDay, 'Call the plumber');
  await expect(row.locator('.task-due')).toContainText('Today');
  await expect(row.locator('.task-list-name')).toHaveText('House and garden');
  // ...and the same keys: x completes the focused row, and again brings it back.
  await row.getByRole('button', { name: 'Call the plumber', exact: true }).focus();
  await page.keyboard.press('x');
  await expect(row.getByRole('checkbox', { name: 'Complete Call the plumber' })).toBeChecked();
  await page.keyboard.press('x');
  await expect(row.getByRole('checkbox', { name: 'Complete Call the plumber' })).not.toBeChecked();
  expect(await seriousViolationDetails(page)).toEqual([]);
}

async function completeAndUndo(page: Page) {
  const tomorrow = groupColumn(page, 'Tomorrow');
  await tomorrow.getByRole('checkbox', { name: 'Complete Water the plants' }).click();
  await expect(taskRow(tomorrow, 'Water the plants')).toHaveCount(0);
  const toast = page.locator('.ui-toast');
  await expect(toast).toContainText('Task completed');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(tomorrow.getByRole('checkbox', { name: 'Complete Water the plants' })).not.toBeChecked();
}

async function reorderByDrag(page: Page, listName: string) {
  const someday = groupColumn(page, 'Someday');
  await dragTo(page, taskRow(someday, 'Sort the photos').getByRole('button', { name: 'Drag Sort the photos' }), taskRow(someday, 'Paint the fence'), 'above');
  const order = ['Sort the photos', 'Paint the fence', 'Fix the bike'];
  await expect.poll(() => titlesInOrder(someday)).toEqual(order);
  // The new positions reach the server (the order any other device will get) …
  await expect.poll(async () => (await serverTasks(page))
    .filter((task) => ['Paint the fence', 'Fix the bike', 'Sort the photos'].includes(task.title))
    .sort((a, b) => (a.position < b.position ? -1 : 1)).map((task) => task.title)).toEqual(order);
  // … and stay after a reload.
  await page.reload();
  await sidebarLink(page, listName).click();
  await showGroupsAsColumns(page);
  await expect.poll(() => titlesInOrder(groupColumn(page, 'Someday'))).toEqual(order);
}

async function tagTask(page: Page) {
  const panel = await openTask(page, 'Fix the bike');
  // Creating a tag is a step of the tag picker: type a new name, take "Create tag", pick a colour, Create.
  await panelChip(panel, 'Tags').click();
  await page.getByRole('combobox', { name: 'Find or create a tag' }).fill('Bike shop');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByRole('option', { name: 'Bike shop' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(panelChip(panel, 'Tags')).toHaveAccessibleName('Tags: Bike shop');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(detailPanel(page)).toHaveCount(0);
  await sidebarLink(page, 'Bike shop').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bike shop' })).toBeVisible();
  await expect(taskRow(page.getByRole('main'), 'Fix the bike')).toBeVisible();
  await expect(taskRow(page.getByRole('main'), 'Paint the fence')).toHaveCount(0);
}

async function search(page: Page, listName: string) {
  await page.getByRole('searchbox', { name: 'Search tasks, lists and boards' }).fill('bike');
  const tasks = page.getByRole('group', { name: 'Tasks' });
  await expect(tasks.getByRole('option')).toHaveText([`Fix the bike · ${listName}`]);
  await tasks.getByRole('option', { name: /Fix the bike/ }).click();
  await expect(detailPanel(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Fix the bike');
}

test('a list, tasks grouped by date, My Day, complete and undo, drag to reorder, a tag, search', async ({ page }) => {
  const account = newAccount('Tasha Tasks');
  await signUpThroughPage(page, account);
  const listName = 'House and garden';
  await createList(page, listName);
  await addTasksInEachGroup(page);
  await planMyDay(page);
  await sidebarLink(page, listName).click();
  await showGroupsAsColumns(page);
  await completeAndUndo(page);
  await reorderByDrag(page, listName);
  await tagTask(page);
  await search(page, listName);
});

/** The rename and delete buttons of the list `name` in the sidebar, and its count. */
function listRow(page: Page, name: string) {
  const item = sidebarLink(page, name).locator('xpath=..');
  return {
    // Rename, share, archive and delete are in one menu; its button is the row's one action.
    actions: [item.getByRole('button', { name: `Actions for the list ${name}` })],
    count: item.locator('.sidebar-count'),
  };
}

test("a list's actions button shows on hover and on focus, staying in the tab order", async ({ page }) => {
  await signUpThroughPage(page, newAccount('Hannah Hover'));
  await createList(page, 'Garden');
  const { actions, count } = listRow(page, 'Garden');
  const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await blur();
  for (const action of actions) await expect(action).toHaveCSS('opacity', '0');
  await expect(count).toBeVisible();
  // The hidden buttons take no room: the list's count ends where the views' counts end.
  const [listBox, viewBox] = [await count.boundingBox(), await sidebarLink(page, 'All my tasks').locator('.sidebar-count').boundingBox()];
  expect(Math.abs(listBox!.x + listBox!.width - (viewBox!.x + viewBox!.width))).toBeLessThan(1);

  // Hovered, the buttons show over the count.
  await sidebarLink(page, 'Garden').hover();
  for (const action of actions) await expect(action).toHaveCSS('opacity', '1');
  await expect(count).toBeHidden();
  await page.mouse.move(0, 0);
  for (const action of actions) await expect(action).toHaveCSS('opacity', '0');

  // Keyboard: the row shows them while it holds the focus, and Tab goes from the list's link to each of them.
  await sidebarLink(page, 'Garden').focus();
  for (const action of actions) await expect(action).toHaveCSS('opacity', '1');
  for (const action of actions) {
    await page.keyboard.press('Tab');
    await expect(action).toBeFocused();
  }
  await blur();
  for (const action of actions) await expect(action).toHaveCSS('opacity', '0');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test("a list's actions button always shows, there being no hover", async ({ page }) => {
    await signUpThroughPage(page, newAccount('Tom Touch'));
    await createList(page, 'Garden');
    const { actions, count } = listRow(page, 'Garden');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (const action of actions) await expect(action).toHaveCSS('opacity', '1');
    await expect(count).toBeVisible();
  });
});
