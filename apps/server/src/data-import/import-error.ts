import { AppError, type ErrorBody } from '@taskhub/domain';
import { parse as parseTolerantly, type ParseError } from 'jsonc-parser';
import { ImportFormatError } from './bundle.js';

/** 400 IMPORT_INVALID, whose body names the line or field as well as saying it, so a client can show it translated. */
export class ImportInvalidError extends AppError {
  constructor(message: string, readonly where: { line?: number; field?: string }) {
    super('IMPORT_INVALID', { message });
  }

  override toBody(): ErrorBody & { line?: number; field?: string } {
    return { ...super.toBody(), ...this.where };
  }
}

/** A parser's complaint as the answer: "Line 12: …" or "tasks[3].dueDate: …". */
export function toImportInvalid(error: ImportFormatError): ImportInvalidError {
  const { line, field } = error.where;
  const place = line !== undefined ? `Line ${line}` : field;
  // Other apps' parsers already begin with the place ("Line 4: …", "At cards[2].due: …").
  const placed = !place || /^(Line \d+|At [^:]+):/.test(error.message);
  return new ImportInvalidError(placed ? error.message : `${place}: ${error.message}`, error.where);
}

/** The 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/**
 * JSON.parse, with a syntax error turned into an ImportFormatError naming its line. JSON.parse's messages do not
 * always hold a position, so a second, strict scanner finds where the text first goes wrong.
 */
export function parseJsonText(text: string): unknown {
  const body = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(body);
  } catch {
    const errors: ParseError[] = [];
    parseTolerantly(body, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    throw new ImportFormatError('This is not valid JSON', first ? { line: lineAt(body, first.offset) } : {});
  }
}
