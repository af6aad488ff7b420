import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (tokens, codes) and must never reach a log line. */
const secretQueryParams = /([?&](?:token|login_token|access_token|code|id_token|state)=)[^&]*/gi;

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
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}
