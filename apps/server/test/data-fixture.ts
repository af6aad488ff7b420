import type { TestServer } from './harness.js';

/** POST /api/v1/import with the file as the multipart field `file` (and a CSV mapping when given). */
export async function importFile(server: TestServer, token: string, format: string, content: string, options: { mapping?: unknown; fileName?: string } = {}) {
  const form = new FormData();
  if (options.mapping !== undefined) form.append('mapping', JSON.stringify(options.mapping));
  form.append('file', new Blob([content]), options.fileName ?? 'export.json');
  const response = await fetch(`${server.url}/api/v1/import?format=${format}`, { method: 'POST', headers: { 'x-anydo-auth': token }, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

type Doc = Record<string, any>;

/**
 * An account export with ids replaced by what they point at (lists and tags by name, a parent by its title), so two
 * accounts holding the same data compare equal.
 */
export function comparable(exported: Doc) {
  const lists = new Map<string, string>(exported.categories.map((list: Doc) => [list.id, list.name]));
  const labels = new Map<string, string>(exported.labels.map((label: Doc) => [label.id, label.name]));
  const titles = new Map<string, string>(exported.tasks.map((task: Doc) => [task.globalTaskId, task.title]));
  const byTitle = new Map<string, string>(exported.tasks.map((task: Doc) => [task.id, task.title]));
  const sortBy = <T extends Doc>(items: T[], key: (item: T) => string) => [...items].sort((a, b) => key(a).localeCompare(key(b)));
  return {
    lists: sortBy(exported.categories, (list: Doc) => list.name).map((list: Doc) => ({
      name: list.name, position: list.position, isDefault: list.isDefault, isArchived: list.isArchived, isGroceryList: list.isGroceryList,
    })),
    labels: sortBy(exported.labels, (label: Doc) => label.name).map((label: Doc) => ({ name: label.name, color: label.color, position: label.position })),
    tasks: sortBy(exported.tasks, (task: Doc) => task.title).map((task: Doc) => ({
      title: task.title, note: task.note, status: task.status, priority: task.priority, dueDate: task.dueDate, position: task.position,
      list: task.categoryId ? lists.get(task.categoryId) : null,
      labels: task.labels.map((id: string) => labels.get(id)).sort(),
      parent: task.parentGlobalTaskId ? titles.get(task.parentGlobalTaskId) : null,
      checklist: task.checklistItems.map((item: Doc) => ({ title: item.title, checked: item.checked })),
      repeatingMethod: task.repeatingMethod, alert: task.alert, creationDate: task.creationDate,
    })),
    myDay: sortBy(exported.myDayEntries, (entry: Doc) => byTitle.get(entry.referencedObjectId) ?? '')
      .map((entry: Doc) => ({ task: byTitle.get(entry.referencedObjectId), date: entry.date, position: entry.position })),
    settings: exported.settings,
  };
}
