import { AppError, errorCatalogue, type ErrorCode } from '@taskhub/domain';
import type { z } from 'zod';

/** The catalogue code a schema named as an issue's message (for example 'INVALID_NAME'), if it named one. */
export function catalogueCode(issue: { message: string } | undefined): ErrorCode | undefined {
  return issue !== undefined && issue.message in errorCatalogue ? issue.message as ErrorCode : undefined;
}

/**
 * Parses input with a schema. A schema may name a catalogue code as its message (for example 'INVALID_NAME')
 * to answer that code; any other problem answers 400 naming the parameter.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // No body at all counts as an empty object, so missing fields get their own messages; a JSON null does not.
  const result = schema.safeParse(input === undefined ? {} : input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const code = catalogueCode(issue);
  if (code) throw new AppError(code);
  if (issue.code === 'unrecognized_keys') {
    throw new AppError('BAD_REQUEST', { message: `Unknown parameter: ${issue.keys.join(', ')}` });
  }
  const field = issue.path.join('.') || 'body';
  throw new AppError('BAD_REQUEST', { message: `Invalid ${field} parameter` });
}
