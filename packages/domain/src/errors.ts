/** Machine codes of every error the API can answer, each with its HTTP status and the message a person may be shown. */
export const errorCatalogue = {
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  INVALID_NAME: { status: 400, message: 'Invalid name parameter' },
  INVALID_PASSWORD: { status: 400, message: 'Invalid password parameter' },
  INVALID_EMAIL: { status: 400, message: 'Please enter a valid email' },
  INVALID_PHONE: { status: 400, message: 'Please enter a valid phone number' },
  INVALID_CODE: { status: 400, message: 'The code is not valid' },
  CODE_EXPIRED: { status: 400, message: 'The code has expired, please ask for a new one' },
  NO_PENDING_PHONE: { status: 400, message: 'Ask for a code first' },
  PHONE_NOT_VERIFIED: { status: 400, message: 'Verify your phone number first' },
  RESET_LINK_INVALID: { status: 400, message: 'Unable to reset password' },
  CAPTCHA_FAILED: { status: 400, message: 'The captcha could not be verified' },
  LABEL_EXISTS: { status: 400, message: 'An identical tag already exists' },
  IMPORT_INVALID: { status: 400, message: 'The file could not be read' },
  NOT_AN_IMAGE: { status: 400, message: 'The file is not a PNG, JPEG, WebP or GIF image' },
  CALENDAR_GRANT_REFUSED: { status: 400, message: 'Google refused the calendar authorisation, please connect the calendar again' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized request' },
  WRONG_CREDENTIALS: { status: 401, message: 'Incorrect email or password, please try again' },
  THIRD_PARTY_AUTH_FAILED: { status: 401, message: 'Sign-in with this account failed, please try again' },
  ASSIGNEE_NOT_MEMBER: { status: 400, message: 'A task assigned to someone needs its list shared with that person' },
  FORBIDDEN: { status: 403, message: 'Forbidden request' },
  NOT_PERMITTED: { status: 403, message: 'Not permitted, contact your workspace administrator' },
  NOT_AUTHOR: { status: 403, message: 'Only the author can change this comment' },
  CAPTCHA_REQUIRED: { status: 403, message: 'Please complete the captcha' },
  PREMIUM_ACTIVE: { status: 403, message: 'Cancel your premium subscription before deleting your account' },
  PREMIUM_REQUIRED: { status: 403, message: 'This feature needs Premium or a Workspace' },
  NOT_PREMIUM: { status: 403, message: 'Invoices are available to premium users only' },
  NOT_CARD_PROVIDER: { status: 403, message: 'Invoices are sent only for card payments' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  USER_ALREADY_EXIST: { status: 409, message: 'User already exist' },
  SOLE_ADMIN: { status: 409, message: 'The board needs another admin or must be archived first' },
  BOARD_ARCHIVED: { status: 409, message: 'An archived board cannot be changed or restored' },
  NO_SECTION: { status: 409, message: 'Add a section in order to restore' },
  NOT_ARCHIVED: { status: 409, message: 'Archive it before deleting it for good' },
  PUSH_SUBSCRIPTION_TAKEN: { status: 409, message: 'This browser\'s push subscription belongs to another account' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  FILE_TOO_BIG: { status: 413, message: 'File is too big' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later' },
  INTERNAL: { status: 500, message: 'Server error' },
  THIRD_PARTY_UNAVAILABLE: { status: 502, message: 'The sign-in provider did not answer, please try again' },
  DELIVERY_FAILED: { status: 502, message: 'The message could not be sent, please try again' },
  PROVIDER_NOT_CONFIGURED: { status: 503, message: 'This sign-in method is not configured on this server' },
  SMS_NOT_CONFIGURED: { status: 503, message: 'Text messages are not configured on this server' },
  BILLING_NOT_CONFIGURED: { status: 503, message: 'Billing is not configured on this server' },
  CALENDAR_NOT_CONFIGURED: { status: 503, message: 'The calendar integration is not configured on this server' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'The server cannot reach its database right now, please try again in a moment' },
  DATABASE_BUSY: { status: 503, message: 'The server is busy saving other changes to this account, please try again in a moment' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The JSON body of every error answer. */
export interface ErrorBody {
  Error: string;
  code: ErrorCode;
}

/** A typed application error: a catalogue code, optionally with a more precise message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, options: { message?: string; retryAfterSeconds?: number } = {}) {
    super(options.message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return { Error: this.message, code: this.code };
  }
}
