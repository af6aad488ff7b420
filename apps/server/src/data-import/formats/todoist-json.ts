import { z } from 'zod';
import type { ImportBundle, ImportTask } from '../bundle.js';
import { BundleBuilder } from './builder.js';
import { todoistColor } from './colors.js';
import { type DateOptions, readDatePhrase, readIsoDate } from './dates.js';
import { readJson } from './json-read.js';
import { fromUserPriority, userPriorityOfApi } from './todoist-shared.js';
import { type Where, formatError } from './where.js';

const id = z.union([z.string(), z.number()]).transform(String);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish().transform(Boolean);
const order = z.number().nullish();
const text = z.string().nullish();

const projectSchema = z.object({
  id, name: z.string(), color: z.unknown().optional(), is_archived: flag, is_deleted: flag, child_order: order, inbox_project: flag,
});
const sectionSchema = z.object({ id, name: z.string(), project_id: id, is_archived: flag, is_deleted: flag, section_order: order });
const labelSchema = z.object({ id, name: z.string(), color: z.unknown().optional(), is_deleted: flag });
const dueSchema = z.object({ date: z.string(), string: text, lang: text, is_recurring: flag }).nullish();
const itemSchema = z.object({
  id, content: z.string(), description: text, project_id: id, section_id: id.nullish(), parent_id: id.nullish(),
  child_order: order, priority: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullish(),
  due: dueSchema, labels: z.array(z.union([z.string(), z.number()])).nullish(), checked: flag, is_deleted: flag,
  added_at: text, date_added: text,
});
const noteSchema = z.object({ item_id: id, content: z.string(), is_deleted: flag, posted_at: text });
const backupSchema = z.object({
  projects: z.array(projectSchema),
  sections: z.array(sectionSchema).nullish(),
  labels: z.array(labelSchema).nullish(),
  items: z.array(itemSchema).nullish(),
  tasks: z.array(itemSchema).nullish(),
  notes: z.array(noteSchema).nullish(),
});
type Item = z.infer<typeof itemSchema>;

const byOrder = <T>(key: (value: T) => number | null | undefined) => (a: T, b: T) => (key(a) ?? 0) - (key(b) ?? 0);

/** Items with each parent before its children, siblings in Todoist's order; a parent that is not there is ignored. */
function parentsFirst(items: Array<{ item: Item; index: number }>, itemsKey: string) {
  const byId = new Map(items.map((entry) => [entry.item.id, entry]));
  const depth = new Map<string, number>();
  const depthOf = (entry: { item: Item; index: number }): number => {
    const known = depth.get(entry.item.id);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    let level = 0;
    for (let parent = entry.item.parent_id ? byId.get(entry.item.parent_id) : undefined; parent; parent = parent.item.parent_id ? byId.get(parent.item.parent_id) : undefined) {
      if (seen.has(parent.item.id)) throw formatError({ field: `${itemsKey}[${entry.index}].parent_id` }, 'the subtasks go round in a circle');
      seen.add(parent.item.id);
      level += 1;
    }
    depth.set(entry.item.id, level);
    return level;
  };
  return [...items].sort(byOrder((entry) => entry.item.child_order)).sort((a, b) => depthOf(a) - depthOf(b));
}

function scheduleOf(item: Item, options: DateOptions, where: Where): { fields: Partial<ImportTask>; unread?: string } {
  if (!item.due) return { fields: {} };
  const dueDate = readIsoDate(item.due.date, options.timeZone);
  if (dueDate === null) throw formatError(where, `"${item.due.date}" is not a date`);
  if (!item.due.is_recurring || !item.due.string) return { fields: { dueDate } };
  const phrase = readDatePhrase(item.due.string, item.due.lang ?? 'en', options);
  return phrase?.repeat ? { fields: { dueDate, ...phrase.repeat } } : { fields: { dueDate }, unread: item.due.string };
}

/**
 * Reads a Todoist JSON backup: the Sync API's full answer (`projects`, `sections`, `items` or `tasks`, `labels`,
 * `notes`), as export tools save it. Projects are lists (archived ones archived), sections lists of their own
 * ("Project / Section"), items tasks: `priority` 4 is p1 (the API's numbering, the inverse of the CSV's), `parent_id`
 * makes subtasks, `checked` completes, `due.date` is a day (all-day), a floating time (in the user's zone) or an
 * instant (ending in Z), a recurring `due.string` becomes our repeat where our phrases read it (else the note keeps
 * it). Comments (`notes`) are appended to the task's note; deleted objects are left out.
 */
export function parseTodoistJson(text: string, options: DateOptions): ImportBundle {
  const backup = readJson(text, backupSchema, 'a Todoist backup');
  const itemsKey = backup.items ? 'items' : 'tasks';
  const builder = new BundleBuilder();
  const projects = new Map(backup.projects.filter((p) => !p.is_deleted).map((p) => [p.id, p]));
  const listOfProject = new Map<string, string>();
  [...projects.values()].sort(byOrder((p) => p.child_order)).forEach((project) => {
    const index = backup.projects.indexOf(project);
    listOfProject.set(project.id, builder.list(project.name, { field: `projects[${index}].name` }, { archived: project.is_archived }));
  });
  const listOfSection = new Map<string, string>();
  (backup.sections ?? []).forEach((section, index) => {
    const project = projects.get(section.project_id);
    if (section.is_deleted || !project) return;
    const name = `${project.name} / ${section.name}`;
    listOfSection.set(section.id, builder.list(name, { field: `sections[${index}].name` }, { archived: project.is_archived || section.is_archived }));
  });
  const labels = (backup.labels ?? []).filter((label) => !label.is_deleted);
  const labelColor = new Map(labels.map((label) => [label.name.toLocaleLowerCase(), todoistColor(label.color)]));
  const labelNameOfId = new Map(labels.map((label) => [label.id, label.name]));
  labels.forEach((label, index) => builder.label(label.name, { field: `labels[${index}].name` }, todoistColor(label.color)));

  const notes = new Map<string, string[]>();
  for (const note of [...(backup.notes ?? [])].sort((a, b) => (a.posted_at ?? '').localeCompare(b.posted_at ?? ''))) {
    if (!note.is_deleted) notes.set(note.item_id, [...(notes.get(note.item_id) ?? []), note.content]);
  }
  const items = (backup.items ?? backup.tasks ?? []).map((item, index) => ({ item, index }))
    .filter(({ item }) => !item.is_deleted && listOfProject.has(item.project_id));
  const taskOfItem = new Map<string, ImportTask>();
  for (const { item, index } of parentsFirst(items, itemsKey)) {
    const where = { field: `${itemsKey}[${index}]` };
    const schedule = scheduleOf(item, options, { field: `${where.field}.due.date` });
    const task: Omit<ImportTask, 'key'> = {
      title: item.content,
      listKey: (item.section_id ? listOfSection.get(item.section_id) : undefined) ?? listOfProject.get(item.project_id)!,
      priority: fromUserPriority(userPriorityOfApi(item.priority ?? 1)),
      status: item.checked ? 'CHECKED' : 'UNCHECKED',
      ...schedule.fields,
    };
    if (item.description) task.note = item.description;
    const names = (item.labels ?? []).flatMap((label) => (typeof label === 'string' ? [label] : labelNameOfId.has(String(label)) ? [labelNameOfId.get(String(label))!] : []));
    if (names.length > 0) task.labelKeys = [...new Set(names.map((name) => builder.label(name, where, labelColor.get(name.toLocaleLowerCase()))))];
    const parent = item.parent_id ? taskOfItem.get(item.parent_id) : undefined;
    if (parent) task.parentKey = parent.key;
    const added = Date.parse(item.added_at ?? item.date_added ?? '');
    if (Number.isFinite(added)) task.creationDate = added;
    const created = builder.task(task, where);
    if (schedule.unread) builder.appendNote(created, `Todoist repeat: ${schedule.unread}`, where);
    for (const comment of notes.get(item.id) ?? []) builder.appendNote(created, comment, where);
    taskOfItem.set(item.id, created);
  }
  return builder.build();
}
