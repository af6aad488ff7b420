/** The server could not be reached (no network, DNS, refused connection): the client is offline. */
export class NetworkError extends Error {
  readonly code = 'NETWORK';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/** The server answered with a status other than 200; `code` is the machine code of its error body, when it sent one. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** From `Retry-After` (429, 503), in milliseconds. */
  readonly retryAfterMs: number | undefined;
  constructor(status: number, message: string, options: { code?: string; retryAfterMs?: number } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** Exponential backoff: 1st retry after `baseMs`, doubling up to `maxMs`, with a little jitter so devices spread out. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.2 * random()));
}
