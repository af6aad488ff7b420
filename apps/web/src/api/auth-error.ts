/** Auth error codes of SPEC.md section 8 (INVALID_PARAMATER is spelled as the product spells it). */
export const authErrorCodes = [
  'NETWORK_UNAVAILABLE',
  'INVALID_PARAMATER',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'USER_ALREADY_EXIST',
  'INTERNAL_SERVER_ERROR',
  'UNKNOWN_ERROR',
  'THIRD_PARTY_ERROR',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

/** Status 0 means the request never got an answer (offline, refused, blocked). */
const byStatus: Record<number, { code: AuthErrorCode; message: string }> = {
  0: { code: 'NETWORK_UNAVAILABLE', message: 'Network is unavailable' },
  400: { code: 'INVALID_PARAMATER', message: 'Bad request' },
  401: { code: 'UNAUTHORIZED', message: 'Unauthorized request' },
  403: { code: 'FORBIDDEN', message: 'Forbidden request' },
  409: { code: 'USER_ALREADY_EXIST', message: 'User already exist' },
  500: { code: 'INTERNAL_SERVER_ERROR', message: 'Server error' },
};

const other = { code: 'UNKNOWN_ERROR', message: 'An error has occurred' } as const;

export interface AuthErrorInit {
  code: AuthErrorCode;
  status: number;
  message: string;
  /** The server's machine code (errors.ts in packages/domain), e.g. CAPTCHA_REQUIRED; screens pick messages by it. */
  serverCode?: string;
  /** The HTTP reason phrase; a failed invoice request reports it (SPEC.md section 8). */
  statusText?: string;
  /** From a 429's Retry-After: how long until the server takes the call again. */
  retryAfterSeconds?: number;
}

/** A failed call, as a typed value the auth layer turns into a status. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  readonly status: number;
  readonly serverCode?: string;
  readonly statusText: string;
  readonly retryAfterSeconds?: number;

  constructor(init: AuthErrorInit) {
    super(init.message);
    this.name = 'AuthError';
    this.code = init.code;
    this.status = init.status;
    this.serverCode = init.serverCode;
    this.statusText = init.statusText ?? '';
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** Retry-After as seconds from now: delta-seconds, or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The error for an answer that is not 200: the status table, with the server's message and code when it sent them. */
export function authErrorFromResponse(status: number, body: unknown, statusText = '', retryAfterSeconds?: number): AuthError {
  const { code, message } = byStatus[status] ?? other;
  let serverMessage: string | undefined;
  let serverCode: string | undefined;
  if (typeof body === 'string' && body.trim() !== '') serverMessage = body;
  else if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (typeof record.Error === 'string') serverMessage = record.Error;
    if (typeof record.code === 'string') serverCode = record.code;
  }
  return new AuthError({ code, status, message: serverMessage ?? message, serverCode, statusText, retryAfterSeconds });
}

/** The error for a request that got no answer at all. */
export function networkError(): AuthError {
  return new AuthError({ ...byStatus[0]!, status: 0 });
}

/** Anything caught during an auth call, as an AuthError; unexpected exceptions count as unknown errors. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  return new AuthError({ ...other, status: 0, message: error instanceof Error ? error.message : other.message });
}
