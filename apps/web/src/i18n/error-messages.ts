import { type ErrorCode, errorCatalogue } from '@taskhub/domain';
import type { MessageId } from './types.js';

/**
 * The translated message for each machine code the server answers with ({"Error", "code"}); the server's English
 * text is never shown as is. Typed as a full record, so a new server code fails the build until it has a message.
 */
export const errorMessageIds: Record<ErrorCode, MessageId> = {
  BAD_REQUEST: 'errors.generic',
  INVALID_NAME: 'errors.invalidName',
  INVALID_PASSWORD: 'errors.invalidPassword',
  INVALID_EMAIL: 'errors.invalidEmail',
  INVALID_PHONE: 'settings.phone.invalid',
  INVALID_CODE: 'settings.phone.codeInvalid',
  CODE_EXPIRED: 'settings.phone.codeExpired',
  NO_PENDING_PHONE: 'settings.phone.noPendingCode',
  PHONE_NOT_VERIFIED: 'settings.phone.notVerified',
  RESET_LINK_INVALID: 'errors.resetPasswordFailed',
  CAPTCHA_FAILED: 'signIn.captchaFailed',
  IMPORT_INVALID: 'settings.data.import.invalid',
  NOT_AN_IMAGE: 'settings.profile.picture.notAnImage',
  CALENDAR_GRANT_REFUSED: 'errors.calendarGrantRefused',
  UNAUTHORIZED: 'errors.sessionExpired',
  WRONG_CREDENTIALS: 'errors.wrongCredentials',
  THIRD_PARTY_AUTH_FAILED: 'errors.thirdPartyFailed',
  FORBIDDEN: 'errors.forbidden',
  NOT_PERMITTED: 'teams.errors.notPermitted',
  NOT_AUTHOR: 'teams.errors.notAuthor',
  ASSIGNEE_NOT_MEMBER: 'teams.errors.assigneeNotMember',
  SOLE_ADMIN: 'teams.errors.soleAdmin',
  BOARD_ARCHIVED: 'teams.errors.boardArchived',
  NO_SECTION: 'teams.errors.noSection',
  NOT_ARCHIVED: 'teams.errors.notArchived',
  CAPTCHA_REQUIRED: 'signIn.captchaPrompt',
  PREMIUM_ACTIVE: 'settings.deleteAccount.cancelPremiumFirst',
  PREMIUM_REQUIRED: 'errors.premiumRequired',
  LABEL_EXISTS: 'labels.identical',
  FILE_TOO_BIG: 'detail.attachments.tooBig',
  NOT_PREMIUM: 'errors.invoicesPremiumOnly',
  NOT_CARD_PROVIDER: 'errors.invoicesCardOnly',
  NOT_FOUND: 'errors.notFound',
  USER_ALREADY_EXIST: 'errors.userAlreadyExists',
  // web-push.ts answers it by subscribing anew; shown only if that fails too.
  PUSH_SUBSCRIPTION_TAKEN: 'settings.push.failed',
  PAYLOAD_TOO_LARGE: 'errors.requestTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'errors.generic',
  RATE_LIMITED: 'errors.rateLimited',
  INTERNAL: 'errors.serverError',
  THIRD_PARTY_UNAVAILABLE: 'errors.providerUnavailable',
  DELIVERY_FAILED: 'errors.deliveryFailed',
  PROVIDER_NOT_CONFIGURED: 'signIn.methodNotConfigured',
  SMS_NOT_CONFIGURED: 'settings.phone.notConfigured',
  BILLING_NOT_CONFIGURED: 'errors.billingNotConfigured',
  CALENDAR_NOT_CONFIGURED: 'errors.calendarNotConfigured',
  DATABASE_UNAVAILABLE: 'errors.databaseUnavailable',
  DATABASE_BUSY: 'errors.databaseBusy',
};

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorCatalogue, code);
}

/** The message for an error body's code; a missing or unknown code (an older or newer server) gets the generic unknown-error text. */
export function messageIdForErrorCode(code: unknown): MessageId {
  return isErrorCode(code) ? errorMessageIds[code] : 'errors.unknown';
}
