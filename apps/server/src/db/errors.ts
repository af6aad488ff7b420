/** PostgreSQL's unique_violation (23505), whether the driver raised it directly or drizzle wrapped it as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** PostgreSQL's foreign_key_violation (23503), raised directly or wrapped by drizzle as the cause. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

/** Thrown instead of connecting while the pool's circuit breaker is open (db/circuit-breaker.ts). */
export class DatabaseRefusedError extends Error {
  readonly code = 'DATABASE_BREAKER_OPEN';
  constructor(readonly retryAfterMs: number) {
    super('database unreachable; not trying to connect until the next probe');
  }
}

/** Socket errors of a database that cannot be reached or went away. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a database that does not answer in time or is going away: query_canceled (our statement_timeout),
 * the shutdown and start-up states, too many connections; class 08 (connection exceptions) is matched by prefix.
 */
const unavailableStates = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/** What pg and its pool say when a connection or a query outlived its timeout, or the connection broke. */
const driverMessages = /^(timeout exceeded when trying to connect|Connection terminated|Query read timeout|timeout expired)/;

type ErrorLink = { code?: unknown; message?: unknown; cause?: unknown };

/** The error and the causes it wraps (drizzle wraps the driver's error), at most five deep. */
function* causes(error: unknown): Generator<ErrorLink> {
  let current = error as ErrorLink | null | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    yield current;
    current = current.cause as ErrorLink | null | undefined;
  }
}

/**
 * Why an error means the database could not be reached or did not answer in time (rather than a fault of the query),
 * or undefined: such errors are answered 503 DATABASE_UNAVAILABLE, never 500. Drizzle wraps driver errors (its
 * message holds the query and its parameters, which must not be logged), so the answer is the driver's code or message.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  for (const link of causes(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (code === 'DATABASE_BREAKER_OPEN' || networkCodes.has(code) || unavailableStates.has(code) || code.startsWith('08')) return code;
    if (typeof link.message === 'string' && driverMessages.test(link.message)) return link.message;
  }
  return undefined;
}

/**
 * Whether the statement gave up waiting for a row lock (lock_timeout, 55P03): the database is there but busy with a
 * long write of the same rows (a big sync push), which a retry a moment later gets past. Answered 503 DATABASE_BUSY.
 */
export function isLockTimeout(error: unknown): boolean {
  for (const link of causes(error)) if (link.code === '55P03') return true;
  return false;
}

/** Seconds a client should wait before retrying a request the database could not serve: until the next probe, or 1. */
export function databaseRetryAfterSeconds(error: unknown): number {
  for (const link of causes(error)) {
    if (link instanceof DatabaseRefusedError) return Math.max(1, Math.ceil(link.retryAfterMs / 1000));
  }
  return 1;
}
