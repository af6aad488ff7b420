import { ImportFormatError, type ImportBundle } from '../bundle.js';

/** Placeholder until the format's parser lands (the `formats` branch replaces this file). */
export function parseTodoistJson(_text: string): ImportBundle {
  throw new ImportFormatError('Todoist JSON backups cannot be imported yet');
}
