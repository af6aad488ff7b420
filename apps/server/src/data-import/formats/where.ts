import { ImportFormatError } from '../bundle.js';

/** Where in the file a value came from: a CSV line (1-based, as an editor shows it) or a JSON path. */
export type Where = { line: number } | { field: string };

export function describeWhere(where: Where): string {
  return 'line' in where ? `Line ${where.line}` : `At ${where.field}`;
}

/** The error for bad input, its message naming the place the same way the `where` of the answer does. */
export function formatError(where: Where, message: string): ImportFormatError {
  // Only the place: callers pass whole CSV rows as their `where`.
  return new ImportFormatError(`${describeWhere(where)}: ${message}`, 'line' in where ? { line: where.line } : { field: where.field });
}

/** `cards[3].name` from `['cards', 3, 'name']`. */
export function jsonPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text === '' ? String(part) : `${text}.${String(part)}`), '');
}
