import {
  myDayConfigSchema, myDaySuggestionFiltersSchema, syncModels, taskFieldSchemas, webConfigSchema,
} from '@taskhub/domain';
import { z } from 'zod';
import { ImportFormatError, type ImportBundle, type ImportTask, type ImportView } from './bundle.js';
import { parseJsonText } from './import-error.js';

const id = z.string().min(1).max(512);
const listSchema = z.object({ ...syncModels.category.fields, id }).partial({ position: true, isDefault: true, isDeleted: true, isArchived: true, isGroceryList: true });
const labelSchema = z.object({ ...syncModels.label.fields, id }).partial({ color: true, position: true, isDeleted: true, boardId: true });
const taskSchema = z.object({ ...taskFieldSchemas, id, globalTaskId: id.optional(), creationDate: z.number().int().nonnegative().optional() })
  .partial().required({ id: true, title: true });
const myDaySchema = z.object({ ...syncModels.myDayEntry.fields, id }).partial({ position: true, status: true, referencedObjectType: true });
const viewSchema = z.object({ ...syncModels.customView.fields, id }).partial({ position: true, isDeleted: true });
const settingsSchema = z.object({
  firstDayOfWeek: z.number().int().min(0).max(6),
  webConfig: webConfigSchema.partial(),
  myDayConfig: myDayConfigSchema.partial(),
  myDaySuggestionFilters: myDaySuggestionFiltersSchema.partial(),
}).partial();

/** Our own export (API.md section 4, "Your data"); fields it does not need (user, attachments) are ignored. */
const fileSchema = z.object({
  version: z.literal(1),
  categories: z.array(listSchema).default([]),
  labels: z.array(labelSchema).default([]),
  tasks: z.array(taskSchema).default([]),
  myDayEntries: z.array(myDaySchema).default([]),
  customViews: z.array(viewSchema).default([]),
  settings: settingsSchema.optional(),
});

const fieldPath = (path: PropertyKey[]) => path.reduce<string>((text, part) =>
  (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)), '');

/** Reads a TaskHub export into a bundle; a wrong value is named by its field (e.g. `tasks[3].dueDate`). */
export function parseTaskhub(text: string): ImportBundle {
  const parsed = fileSchema.safeParse(parseJsonText(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = fieldPath(issue.path) || 'version';
    throw new ImportFormatError(field === 'version' ? 'This is not a TaskHub export' : issue.message, { field });
  }
  const file = parsed.data;
  const lists = file.categories.filter((list) => !list.isDeleted);
  const labels = file.labels.filter((label) => !label.isDeleted);
  const listIds = new Set(lists.map((list) => list.id));
  const labelIds = new Set(labels.map((label) => label.id));
  const live = file.tasks.filter((task) => task.status !== 'DELETED');
  const keyOfGlobalId = new Map(live.map((task) => [task.globalTaskId ?? task.id, task.id]));
  const myDay = new Map(file.myDayEntries.filter((entry) => entry.status !== 'DELETED').map((entry) => [entry.referencedObjectId, entry]));

  const tasks = live.map((task): ImportTask => {
    const entry = myDay.get(task.id);
    const parentKey = task.parentGlobalTaskId ? keyOfGlobalId.get(task.parentGlobalTaskId) : undefined;
    return {
      key: task.id,
      title: task.title,
      note: task.note,
      listKey: task.categoryId && listIds.has(task.categoryId) ? task.categoryId : undefined,
      labelKeys: task.labels?.filter((label) => labelIds.has(label)),
      dueDate: task.dueDate ?? undefined,
      priority: task.priority === 'Dummy' ? undefined : task.priority,
      status: task.status as ImportTask['status'],
      parentKey,
      checklist: task.checklistItems?.map((item) => ({ title: item.title, checked: item.checked })),
      repeatingMethod: task.repeatingMethod,
      creationDate: task.creationDate,
      position: task.position,
      alert: task.alert,
      myDay: entry && { date: entry.date, position: entry.position ?? 'a0' },
    };
  });
  return {
    lists: lists.map((list) => ({
      key: list.id, name: list.name, isGroceryList: list.isGroceryList, position: list.position, isDefault: list.isDefault, isArchived: list.isArchived,
    })),
    labels: labels.map((label) => ({ key: label.id, name: label.name, color: label.color, position: label.position })),
    tasks,
    // A view's list that is not in the file is left out of its sources; boards are not imported and keep their ids.
    views: file.customViews.filter((view) => !view.isDeleted).map((view) => ({
      name: view.name, duration: view.duration, organizedBy: view.organizedBy, position: view.position,
      sources: view.sources.flatMap((source): ImportView['sources'] => {
        if (source.type === 'all') return [{ type: 'all' as const }];
        if (source.type === 'board') return [{ type: 'board' as const, id: source.id }];
        return listIds.has(source.id) ? [{ type: 'category' as const, listKey: source.id }] : [];
      }),
    })),
    settings: file.settings,
  };
}
