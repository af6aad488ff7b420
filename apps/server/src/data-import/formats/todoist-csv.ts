import { ImportFormatError, type ImportBundle } from '../bundle.js';

/** Placeholder until the format's parser lands (the `formats` branch replaces this file). */
export function parseTodoistCsv(_text: string): ImportBundle {
  throw new ImportFormatError('Todoist CSV cannot be imported yet');
}
