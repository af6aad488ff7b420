import { ImportFormatError, type ImportBundle } from '../bundle.js';

/** Placeholder until the format's parser lands (the `formats` branch replaces this file). */
export function parseTrello(_text: string): ImportBundle {
  throw new ImportFormatError('Trello boards cannot be imported yet');
}
