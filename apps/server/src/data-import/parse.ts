import { type ImportBundle, type ImportFormat } from './bundle.js';
import { type ForeignImportOptions, parseForeignFile } from './formats/index.js';
import { parseTaskhub } from './taskhub.js';

export const importFormats = ['taskhub', 'todoist-csv', 'todoist-json', 'trello', 'csv'] as const satisfies readonly ImportFormat[];

/**
 * Reads a file of one format into a bundle, or throws ImportFormatError naming the line or field. Other apps' files
 * need the user's time zone (floating dates), date order (the generic CSV) and, for a generic CSV, the column mapping.
 */
export function parseImportFile(format: ImportFormat, text: string, options: ForeignImportOptions): ImportBundle {
  return format === 'taskhub' ? parseTaskhub(text) : parseForeignFile(format, text, options);
}
