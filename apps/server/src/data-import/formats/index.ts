import type { DateOrder } from '@taskhub/domain';
import { type CsvColumnMapping, type ImportBundle, type ImportFormat } from '../bundle.js';
import { parseCsv } from './csv.js';
import type { DateOptions } from './dates.js';
import { parseTodoistCsv } from './todoist-csv.js';
import { parseTodoistJson } from './todoist-json.js';
import { parseTrello } from './trello.js';
import { formatError } from './where.js';

export { importLimits } from './limits.js';
export { parseCsv, parseTodoistCsv, parseTodoistJson, parseTrello };
export type { DateOptions };

/** The formats read here; our own (`taskhub`) is read by the importer beside them. */
export type ForeignImportFormat = Exclude<ImportFormat, 'taskhub'>;

export interface ForeignImportOptions extends DateOptions {
  /** The generic CSV's column mapping (required for `csv`). */
  mapping?: CsvColumnMapping;
  /** The user's date order, for the generic CSV's "3/4/2026". */
  dateOrder?: DateOrder;
  /** The list a Todoist CSV project becomes (the file name without its extension is a good one). */
  listName?: string;
}

/** Reads a file of another app into a bundle, or throws ImportFormatError naming the line or field. */
export function parseForeignFile(format: ForeignImportFormat, text: string, options: ForeignImportOptions): ImportBundle {
  switch (format) {
    case 'todoist-csv': return parseTodoistCsv(text, options);
    case 'todoist-json': return parseTodoistJson(text, options);
    case 'trello': return parseTrello(text);
    case 'csv':
      if (!options.mapping) throw formatError({ field: 'mapping' }, 'a CSV file needs a column mapping (which column is the title)');
      return parseCsv(text, { ...options, mapping: options.mapping });
  }
}
