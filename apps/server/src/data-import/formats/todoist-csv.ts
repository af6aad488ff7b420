import { isKnownTimeZone } from '@taskhub/domain';
import type { ImportBundle, ImportTask } from '../bundle.js';
import { BundleBuilder } from './builder.js';
import { type CsvRow, readCsv } from './csv-read.js';
import { type DateOptions, readDatePhrase, readIsoDate } from './dates.js';
import { fromUserPriority, splitLabels } from './todoist-shared.js';
import { formatError } from './where.js';

export interface TodoistCsvOptions extends DateOptions {
  /** The project's name (Todoist's CSV holds one project and not its name: the file name is the usual choice). */
  listName?: string;
}

type Column = 'TYPE' | 'CONTENT' | 'DESCRIPTION' | 'PRIORITY' | 'INDENT' | 'DATE' | 'DATE_LANG' | 'TIMEZONE';
const columns: Column[] = ['TYPE', 'CONTENT', 'DESCRIPTION', 'PRIORITY', 'INDENT', 'DATE', 'DATE_LANG', 'TIMEZONE'];

function columnIndexes(header: string[]): Record<Column, number> {
  const upper = header.map((name) => name.toUpperCase());
  const indexes = Object.fromEntries(columns.map((column) => [column, upper.indexOf(column)])) as Record<Column, number>;
  for (const required of ['TYPE', 'CONTENT'] as const) {
    if (indexes[required] < 0) throw formatError({ line: 1 }, `the header has no ${required} column, so this is not a Todoist CSV file`);
  }
  return indexes;
}

function priorityOf(text: string, row: CsvRow): ImportTask['priority'] {
  // Todoist's own import reads an empty PRIORITY as p1; its exports always fill it, so an empty one comes from a
  // hand-made file, where "no priority" is the likelier meaning.
  if (text === '') return 'Normal';
  if (!/^[1-4]$/.test(text)) throw formatError(row, `PRIORITY must be 1, 2, 3 or 4, not "${text}"`);
  return fromUserPriority(Number(text) as 1 | 2 | 3 | 4);
}

function indentOf(text: string, row: CsvRow): number {
  if (text === '') return 1;
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1) throw formatError(row, `INDENT must be 1 or more, not "${text}"`);
  return Number(text);
}

/** Checking a zone builds an Intl formatter, slow enough to dominate a 10,000-row file where rows name the same few. */
function zoneChecker(): (name: string) => boolean {
  const known = new Map<string, boolean>();
  return (name) => {
    if (!known.has(name)) known.set(name, name !== '' && isKnownTimeZone(name));
    return known.get(name)!;
  };
}

/** DATE in the row's language; a time is in the row's TIMEZONE when it names one, else in the user's. */
function scheduleOf(date: string, language: string, zone: string, options: TodoistCsvOptions, isZone: (name: string) => boolean): Partial<ImportTask> | null {
  if (date === '') return {};
  const timeZone = isZone(zone) ? zone : options.timeZone;
  const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const iso = readIsoDate(date, bareDay ? options.timeZone : timeZone);
  if (iso !== null) return { dueDate: iso };
  const phrase = readDatePhrase(date, language || 'en', { ...options, timeZone });
  if (!phrase) return null;
  return { ...(phrase.dueDate !== undefined ? { dueDate: phrase.dueDate } : {}), ...phrase.repeat };
}

/**
 * Reads a Todoist project exported as CSV (its import template): `task` rows with @labels in CONTENT, DESCRIPTION as
 * the note, PRIORITY 1 (highest) to 4, INDENT for subtasks (2 is a subtask of the task above at 1), DATE in the
 * words of DATE_LANG (a day, a time, or a recurring "every …" phrase); `section` rows start a list of their own
 * ("Project / Section"); `note` rows are comments, appended to the note of the task above; `meta` rows are settings.
 * A DATE our phrases do not read keeps the task undated and its text in the note, so nothing is lost.
 */
export function parseTodoistCsv(text: string, options: TodoistCsvOptions): ImportBundle {
  const { header, rows } = readCsv(text);
  const at = columnIndexes(header);
  const builder = new BundleBuilder();
  const isZone = zoneChecker();
  const project = options.listName?.trim() || 'Todoist';
  let listKey: string | undefined;
  let parents: ImportTask[] = [];
  let previous: ImportTask | undefined;
  for (const row of rows) {
    const cell = (column: Column) => (at[column] >= 0 ? (row.cells[at[column]] ?? '').trim() : '');
    if (row.cells.every((value) => value.trim() === '')) continue;
    const type = cell('TYPE');
    if (type === 'meta') continue;
    if (type === 'section') {
      listKey = builder.list(`${project} / ${cell('CONTENT')}`, row);
      parents = [];
      previous = undefined;
    } else if (type === 'note') {
      if (!previous) throw formatError(row, 'a note (comment) comes before any task');
      builder.appendNote(previous, row.cells[at.CONTENT] ?? '', row);
    } else if (type === 'task') {
      const { title, labels } = splitLabels(row.cells[at.CONTENT] ?? '');
      const indent = Math.min(indentOf(cell('INDENT'), row), parents.length + 1);
      const schedule = scheduleOf(cell('DATE'), cell('DATE_LANG'), cell('TIMEZONE'), options, isZone);
      listKey ??= builder.list(project, row);
      const task: Omit<ImportTask, 'key'> = { title, listKey, priority: priorityOf(cell('PRIORITY'), row), ...schedule };
      const description = at.DESCRIPTION >= 0 ? (row.cells[at.DESCRIPTION] ?? '').trim() : '';
      if (description !== '') task.note = description;
      if (labels.length > 0) task.labelKeys = [...new Set(labels.map((name) => builder.label(name, row)))];
      const parent = parents[indent - 2];
      if (parent) task.parentKey = parent.key;
      previous = builder.task(task, row);
      if (schedule === null) builder.appendNote(previous, `Todoist date: ${cell('DATE')}`, row);
      parents = [...parents.slice(0, indent - 1), previous];
    } else {
      throw formatError(row, `TYPE must be task, section, note or meta, not "${type}"`);
    }
  }
  return builder.build();
}
