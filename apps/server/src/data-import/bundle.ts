/**
 * What every import format turns into before anything is written (API.md section 4, "Your data"): lists, tags and
 * tasks with keys local to the file. A format's parser only reads the file into a bundle (or throws
 * {@link ImportFormatError}); one importer writes a bundle for a user in a single transaction, so a bad file imports
 * nothing.
 */

import type { Alert, ModelFields, MyDayConfig, MyDaySuggestionFilters, WebConfig } from '@taskhub/domain';

type CustomViewFields = ModelFields<'customView'>;

export type ImportFormat = 'taskhub' | 'todoist-csv' | 'todoist-json' | 'trello' | 'csv';

export interface ImportList {
  /** Unique within the bundle; tasks point at it with `listKey`. */
  key: string;
  name: string;
  isGroceryList?: boolean;
  /** Our own format keeps these; the importer orders and flags lists itself when absent. */
  position?: string;
  isDefault?: boolean;
  /** An archived list (Trello's closed list, Todoist's archived project); absent: live. */
  isArchived?: boolean;
}

export interface ImportLabel {
  key: string;
  name: string;
  /** `#rrggbb`; the importer picks one when absent. */
  color?: string;
  position?: string;
}

export interface ImportChecklistItem {
  title: string;
  checked: boolean;
}

export interface ImportTask {
  key: string;
  title: string;
  note?: string;
  /** A list of the bundle; absent: the user's default list. */
  listKey?: string;
  labelKeys?: string[];
  /** Epoch ms, or absent for no date. */
  dueDate?: number;
  priority?: 'Normal' | 'High' | 'Low';
  /** `CHECKED` is completed, `DONE` archived. */
  status?: 'UNCHECKED' | 'CHECKED' | 'DONE';
  /** Another task of the bundle: this one is its subtask. */
  parentKey?: string;
  checklist?: ImportChecklistItem[];
  /** The wire `repeatingMethod` (API.md section 4). */
  repeatingMethod?: 'TASK_REPEAT_OFF' | 'TASK_REPEAT_DAY' | 'TASK_REPEAT_WEEK' | 'TASK_REPEAT_MONTH' | 'TASK_REPEAT_YEAR';
  /** The wire `alert.repeatInterval` ("every 2 weeks" is 2); absent: 1. */
  repeatInterval?: number;
  /** The wire `alert.repeatDays` of a weekly repeat, Monday first ('1111100': weekdays); absent: the due date's day. */
  repeatDays?: string;
  creationDate?: number;
  /** Our own format keeps the sort position, the reminder and repeat settings, and the task's My Day entry. */
  position?: string;
  alert?: Alert;
  myDay?: { date: number; position: string };
}

/** Settings our own format carries over (the rest of the account's details belong to the account, not the file). */
export interface ImportSettings {
  firstDayOfWeek?: number;
  webConfig?: Partial<WebConfig>;
  myDayConfig?: Partial<MyDayConfig>;
  myDaySuggestionFilters?: Partial<MyDaySuggestionFilters>;
}

/** A custom view (our own format only): its list sources name lists of the file by key; boards are named by id. */
export interface ImportView {
  name: string;
  sources: ({ type: 'category'; listKey: string } | { type: 'board'; id: string } | { type: 'all' })[];
  duration: CustomViewFields['duration'];
  organizedBy: CustomViewFields['organizedBy'];
  position?: string;
}

export interface ImportBundle {
  lists: ImportList[];
  labels: ImportLabel[];
  tasks: ImportTask[];
  /** Custom views, from our own export; other formats have none. */
  views?: ImportView[];
  settings?: ImportSettings;
}

/** Which column of a generic CSV holds which field (the import screen's mapping step); header names as in the file. */
export interface CsvColumnMapping {
  title: string;
  note?: string;
  dueDate?: string;
  list?: string;
  /** Tags separated by commas within the cell. */
  tags?: string;
  priority?: string;
  status?: string;
}

/** A file that cannot be read: the answer is 400 naming the line (1-based, as an editor shows it) or the field. */
export class ImportFormatError extends Error {
  constructor(message: string, readonly where: { line?: number; field?: string } = {}) {
    super(message);
    this.name = 'ImportFormatError';
  }
}
