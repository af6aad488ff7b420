import type { ImportBundle, ImportLabel, ImportList, ImportTask } from '../bundle.js';
import { importLimits } from './limits.js';
import { type Where, formatError } from './where.js';

type TaskInput = Omit<ImportTask, 'key'>;

function checkLength(value: string | undefined, limit: number, what: string, where: Where): void {
  if (value !== undefined && value.length > limit) throw formatError(where, `the ${what} is longer than ${limit} characters`);
}

/**
 * Collects a bundle while a format is read, so every format gets the same checks: the limits of limits.ts, an error
 * naming the place for each, lists and tags found by name (one per name, tags ignoring case), keys unique in the file.
 */
export class BundleBuilder {
  private readonly lists: ImportList[] = [];
  private readonly labels: ImportLabel[] = [];
  private readonly tasks: ImportTask[] = [];
  private readonly listByName = new Map<string, ImportList>();
  private readonly labelByName = new Map<string, ImportLabel>();

  /** The key of the list with this name, added when new; `archived` only describes a new list. */
  list(name: string, where: Where, options: { archived?: boolean } = {}): string {
    const trimmed = name.trim();
    const found = this.listByName.get(trimmed);
    if (found) return found.key;
    if (trimmed === '') throw formatError(where, 'a list has no name');
    checkLength(trimmed, importLimits.listNameLength, 'list name', where);
    if (this.lists.length >= importLimits.lists) throw formatError(where, `the file has more than ${importLimits.lists} lists`);
    const list: ImportList = { key: `list-${this.lists.length + 1}`, name: trimmed };
    if (options.archived) list.isArchived = true;
    this.lists.push(list);
    this.listByName.set(trimmed, list);
    return list.key;
  }

  /**
   * A new list even when one has the name already (two Trello lists may both be "Done"): the later one is named
   * "Done (2)", so no two lists of the source become one.
   */
  newList(name: string, where: Where, options: { archived?: boolean } = {}): string {
    const trimmed = name.trim();
    let unique = trimmed;
    for (let count = 2; this.listByName.has(unique); count += 1) unique = `${trimmed} (${count})`;
    return this.list(unique, where, options);
  }

  /** The key of the tag with this name (case ignored), added when new with the colour given first. */
  label(name: string, where: Where, color?: string): string {
    const trimmed = name.trim();
    const id = trimmed.toLocaleLowerCase();
    const found = this.labelByName.get(id);
    if (found) return found.key;
    if (trimmed === '') throw formatError(where, 'a tag has no name');
    checkLength(trimmed, importLimits.labelNameLength, 'tag name', where);
    if (this.labels.length >= importLimits.labels) throw formatError(where, `the file has more than ${importLimits.labels} tags`);
    const label: ImportLabel = { key: `label-${this.labels.length + 1}`, name: trimmed };
    if (color) label.color = color;
    this.labels.push(label);
    this.labelByName.set(id, label);
    return label.key;
  }

  /** Adds a task after checking it against the limits; returns it (with its key) so a parser may still add a note. */
  task(input: TaskInput, where: Where): ImportTask {
    if (this.tasks.length >= importLimits.tasks) throw formatError(where, `the file has more than ${importLimits.tasks} tasks`);
    const task: ImportTask = { key: `task-${this.tasks.length + 1}`, ...input };
    task.title = task.title.trim();
    if (task.title === '') throw formatError(where, 'a task has no title');
    this.check(task, where);
    this.tasks.push(task);
    return task;
  }

  /** Appends a paragraph to a task's note (Todoist comments), within the note limit. */
  appendNote(task: ImportTask, text: string, where: Where): void {
    const paragraph = text.trim();
    if (paragraph === '') return;
    task.note = task.note ? `${task.note}\n\n${paragraph}` : paragraph;
    checkLength(task.note, importLimits.noteLength, 'note', where);
  }

  check(task: ImportTask, where: Where): void {
    checkLength(task.title, importLimits.titleLength, 'title', where);
    checkLength(task.note, importLimits.noteLength, 'note', where);
    if ((task.labelKeys?.length ?? 0) > importLimits.labelsPerTask) throw formatError(where, `a task has more than ${importLimits.labelsPerTask} tags`);
    const checklist = task.checklist ?? [];
    if (checklist.length > importLimits.checklistItems) throw formatError(where, `a checklist has more than ${importLimits.checklistItems} items`);
    for (const item of checklist) checkLength(item.title, importLimits.checklistItemLength, 'checklist item', where);
  }

  build(): ImportBundle {
    return { lists: this.lists, labels: this.labels, tasks: this.tasks };
  }
}
