import { type DateOrder, parseDateText, zonedInstant } from '@taskhub/domain';
import type { CsvColumnMapping, ImportBundle, ImportTask } from '../bundle.js';
import { BundleBuilder } from './builder.js';
import { type CsvRow, readCsv } from './csv-read.js';
import { type DateOptions, readIsoDate } from './dates.js';
import { formatError } from './where.js';

export interface CsvOptions extends DateOptions {
  /** Which column holds which field, by header name (the import screen's mapping step). */
  mapping: CsvColumnMapping;
  /** How "3/4/2026" is read: the user's date order; MDY when absent. */
  dateOrder?: DateOrder;
}

const priorities: Record<string, NonNullable<ImportTask['priority']>> = {
  high: 'High', h: 'High', urgent: 'High', important: 'High', '!': 'High', p1: 'High', p2: 'High',
  normal: 'Normal', medium: 'Normal', none: 'Normal', '': 'Normal', p3: 'Normal', p4: 'Normal',
  low: 'Low', l: 'Low',
};
const statuses: Record<string, NonNullable<ImportTask['status']>> = {
  unchecked: 'UNCHECKED', open: 'UNCHECKED', todo: 'UNCHECKED', 'to do': 'UNCHECKED', 'not started': 'UNCHECKED', 'in progress': 'UNCHECKED',
  no: 'UNCHECKED', false: 'UNCHECKED', '0': 'UNCHECKED', '': 'UNCHECKED',
  checked: 'CHECKED', done: 'CHECKED', completed: 'CHECKED', complete: 'CHECKED', yes: 'CHECKED', true: 'CHECKED', x: 'CHECKED', '1': 'CHECKED',
  archived: 'DONE',
};

/** The column index of each mapped field; a mapped header missing from the file names the mapping's field. */
function columnsOf(header: string[], mapping: CsvColumnMapping): Partial<Record<keyof CsvColumnMapping, number>> {
  const indexes: Partial<Record<keyof CsvColumnMapping, number>> = {};
  for (const [field, name] of Object.entries(mapping) as Array<[keyof CsvColumnMapping, string | undefined]>) {
    if (name === undefined || name.trim() === '') continue;
    const wanted = name.trim();
    let index = header.indexOf(wanted);
    if (index < 0) index = header.findIndex((column) => column.toLocaleLowerCase() === wanted.toLocaleLowerCase());
    if (index < 0) throw formatError({ field: `mapping.${field}` }, `the file has no column "${wanted}" (its first line has ${header.map((c) => `"${c}"`).join(', ')})`);
    indexes[field] = index;
  }
  return indexes;
}

const timePattern = /^(.*?)(?:(?:\s+|T)(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*([ap])?\.?m?\.?)?$/i;

/** A date as spreadsheets write it: ISO, or a day in the user's order (slashes, dots, month names) with an optional time. */
function dateOf(value: string, options: CsvOptions): number | null {
  const iso = readIsoDate(value, options.timeZone);
  if (iso !== null) return iso;
  const match = timePattern.exec(value.trim());
  if (!match) return null;
  const [, dayText, hourText, minuteText, secondText, meridiem] = match;
  const day = parseDateText(dayText!, options.dateOrder ?? 'MDY');
  if (!day) return null;
  if (hourText === undefined) return zonedInstant(day, options.timeZone);
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return zonedInstant({ ...day, hour, minute, second: Number(secondText ?? 0) }, options.timeZone);
}

function lookUp<T>(table: Record<string, T>, value: string, row: CsvRow, column: string, what: string): T {
  const key = value.trim().toLocaleLowerCase();
  // Own keys only: "constructor" is no priority, though every object answers to it.
  const found = Object.hasOwn(table, key) ? table[key] : undefined;
  if (found === undefined) throw formatError(row, `"${value}" in the column "${column}" is not a ${what} we know`);
  return found;
}

/**
 * Reads any CSV file with a header line through the user's column mapping: title (required), note, due date (ISO or
 * the user's date order, with an optional time, in the user's zone; a day alone is all-day), list (by name; empty:
 * the default list), tags (comma-separated in the cell), priority (high, normal, low and common synonyms) and status
 * (open, done, archived and common synonyms). Rows whose cells are all empty are skipped; anything else unreadable
 * names its line.
 */
export function parseCsv(text: string, options: CsvOptions): ImportBundle {
  const { header, rows } = readCsv(text);
  if (header.length === 0) throw formatError({ line: 1 }, 'the file is empty');
  const at = columnsOf(header, options.mapping);
  const builder = new BundleBuilder();
  for (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    const cell = (field: keyof CsvColumnMapping) => (at[field] === undefined ? '' : (row.cells[at[field]] ?? ''));
    const column = (field: keyof CsvColumnMapping) => header[at[field]!]!;
    const task: Omit<ImportTask, 'key'> = { title: cell('title') };
    const note = cell('note').trim();
    if (note !== '') task.note = note;
    const due = cell('dueDate').trim();
    if (due !== '') {
      const dueDate = dateOf(due, options);
      if (dueDate === null) throw formatError(row, `"${due}" in the column "${column('dueDate')}" is not a date`);
      task.dueDate = dueDate;
    }
    const list = cell('list').trim();
    if (list !== '') task.listKey = builder.list(list, row);
    const tags = cell('tags').split(',').map((tag) => tag.trim()).filter((tag) => tag !== '');
    if (tags.length > 0) task.labelKeys = [...new Set(tags.map((tag) => builder.label(tag, row)))];
    if (at.priority !== undefined) task.priority = lookUp(priorities, cell('priority'), row, column('priority'), 'priority');
    if (at.status !== undefined) task.status = lookUp(statuses, cell('status'), row, column('status'), 'status');
    builder.task(task, row);
  }
  return builder.build();
}
