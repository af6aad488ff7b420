import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query parameters whose values are secrets (tokens, codes) and must never reach a log line. */
const secretQueryParams = /([?&](?:token|login_token|access_token|code|id_token|state)=)[^&]*/gi;

interface QueryError extends Error {
  query?: unknown;
  params?: unknown;
  cause?: { code?: string; message?: string };
}

/**
 * Errors as logged. A failed query's message and stack carry its parameters (password hashes, emails), so for
 * those only the SQL text, the database's code and message, and the stack frames are kept.
 */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const e = error as QueryError;
  if (typeof e.query !== 'string' || !Array.isArray(e.params)) return pino.stdSerializers.err(error);
  return {
    type: e.name,
    message: 'Failed query',
    query: e.query,
    code: e.cause?.code,
    cause: e.cause?.message,
    stack: e.stack?.split('\n').filter((line) => line.startsWith('    at ')).join('\n') ?? '',
  };
}

export function redactUrl(url: string): string {
  return url.replace(secretQueryParams, '$1[redacted]');
}

/** Pino settings: no headers or bodies are logged, secret query values are masked, and secret-named fields are censored. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: {
      paths: ['password', 'token', 'auth_token', 'access_token', 'code', '*.password', '*.token', '*.auth_token', '*.access_token', '*.code', 'headers', '*.headers'],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}
