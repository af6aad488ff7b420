import { ImportFormatError, type CsvColumnMapping, type ImportBundle } from '../bundle.js';

/** Placeholder until the format's parser lands (the `formats` branch replaces this file). */
export function parseCsv(_text: string, _mapping: CsvColumnMapping): ImportBundle {
  throw new ImportFormatError('CSV files cannot be imported yet');
}
