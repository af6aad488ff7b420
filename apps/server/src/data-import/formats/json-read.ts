import type { z } from 'zod';
import { formatError, jsonPath } from './where.js';

/** The 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
}

/**
 * Parses JSON text (a byte order mark allowed) and checks it against a schema. A syntax error names its line; a value
 * of the wrong shape names its path (`cards[3].name`).
 */
export function readJson<T>(text: string, schema: z.ZodType<T>, what: string): T {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // V8 names the offset ("at position 42"), newer ones the line too ("(line 3 column 5)").
    const line = /line (\d+)/.exec(message)?.[1] ?? null;
    const position = /position (\d+)/.exec(message)?.[1] ?? null;
    const where = { line: line !== null ? Number(line) : position !== null ? lineAt(body, Number(position)) : lineAt(body, body.length) };
    throw formatError(where, `this is not valid JSON, so not ${what}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = jsonPath(issue.path);
    if (field === '') throw formatError({ field: '(file)' }, `this is not ${what}`);
    throw formatError({ field }, `${issue.message.replace(/^Invalid input: /, '')}, so this is not ${what}`);
  }
  return result.data;
}
