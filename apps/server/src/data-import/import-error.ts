import { AppError, type ErrorBody } from '@taskhub/domain';
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
  return new ImportInvalidError(place ? `${place}: ${error.message}` : error.message, error.where);
}

/** The 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** JSON.parse with a syntax error turned into an ImportFormatError naming its line. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const message = (error as Error).message;
    const lineColumn = /line (\d+) column/.exec(message);
    const position = /position (\d+)/.exec(message);
    const line = lineColumn ? Number(lineColumn[1]) : position ? lineAt(text, Number(position[1])) : undefined;
    throw new ImportFormatError('This is not valid JSON', line === undefined ? {} : { line });
  }
}
