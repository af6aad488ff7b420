import { AppError, type ErrorCode } from '@taskhub/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseRetryAfterSeconds, databaseUnavailableReason, isLockTimeout } from '../db/errors.js';

/** Fastify's own request errors, mapped to the catalogue so every answer has the error body. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'BAD_REQUEST',
};

function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  // A lock wait first: the database is there, and the row is free again once the write ahead of it commits.
  if (isLockTimeout(error)) return new AppError('DATABASE_BUSY', { retryAfterSeconds: 1 });
  if (databaseUnavailableReason(error)) return new AppError('DATABASE_UNAVAILABLE', { retryAfterSeconds: databaseRetryAfterSeconds(error) });
  const mapped = error.code ? fastifyCodes[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (error instanceof SyntaxError) return new AppError('BAD_REQUEST', { message: 'The body is not valid JSON' });
  if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (error.statusCode === 429) return new AppError('RATE_LIMITED', { retryAfterSeconds: 60 });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('BAD_REQUEST');
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (!known) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(new AppError('INTERNAL').toBody());
    }
    // A server-side fault, but a known one: worth a line (its cause, not the stack) without raising an error alert each time.
    // While the pool's breaker refuses, every request would repeat it: the breaker logs its opening and closing instead.
    if (known.code === 'DATABASE_UNAVAILABLE') {
      const cause = databaseUnavailableReason(error);
      if (cause !== 'DATABASE_BREAKER_OPEN') request.log.warn({ cause }, 'database unavailable');
    }
    if (known.code === 'DATABASE_BUSY') request.log.warn('row lock wait past the lock timeout');
    if (known.retryAfterSeconds !== undefined) reply.header('Retry-After', String(known.retryAfterSeconds));
    return reply.status(known.status).send(known.toBody());
  });
}
