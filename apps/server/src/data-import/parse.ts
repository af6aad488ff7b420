import { ImportFormatError, type CsvColumnMapping, type ImportBundle, type ImportFormat } from './bundle.js';
import { parseCsv } from './formats/csv.js';
import { parseTodoistCsv } from './formats/todoist-csv.js';
import { parseTodoistJson } from './formats/todoist-json.js';
import { parseTrello } from './formats/trello.js';
import { parseTaskhub } from './taskhub.js';

export const importFormats = ['taskhub', 'todoist-csv', 'todoist-json', 'trello', 'csv'] as const satisfies readonly ImportFormat[];

/** Reads a file of one format into a bundle, or throws ImportFormatError naming the line or field. */
export function parseImportFile(format: ImportFormat, text: string, mapping?: CsvColumnMapping): ImportBundle {
  switch (format) {
    case 'taskhub': return parseTaskhub(text);
    case 'todoist-csv': return parseTodoistCsv(text);
    case 'todoist-json': return parseTodoistJson(text);
    case 'trello': return parseTrello(text);
    case 'csv':
      if (!mapping) throw new ImportFormatError('Say which column holds which field', { field: 'mapping' });
      return parseCsv(text, mapping);
  }
}
