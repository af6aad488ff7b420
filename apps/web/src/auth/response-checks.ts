import {
  defaultMyDayConfig, defaultMyDaySuggestionFilters, defaultWebConfig,
  type Experiment, type Subscription, type UserDetails,
} from '@taskhub/domain';
import { AuthError } from '../api/auth-error.js';
import type { User } from './user.js';

/**
 * The server response type checks of SPEC.md section 5. An answer that fails them is treated as an unknown error,
 * so a wrong or foreign server never leaves half-typed data in the session.
 */

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function unexpected(what: string): AuthError {
  return new AuthError({ code: 'UNKNOWN_ERROR', status: 200, message: `Unexpected answer from the server: ${what}` });
}

function expectType(record: JsonObject, key: string, type: 'string' | 'number' | 'boolean', where = ''): void {
  if (typeof record[key] !== type) throw unexpected(`${where}${key} is not a ${type}`);
}

/** Checks GET /me and PUT /me answers: id, email, idSalt strings; creationDate a number; flags booleans; counters numbers. */
export function checkUserDetails(raw: unknown): UserDetails {
  if (!isObject(raw)) throw unexpected('user details are not an object');
  for (const key of ['id', 'email', 'idSalt']) expectType(raw, key, 'string');
  expectType(raw, 'creationDate', 'number');
  expectType(raw, 'onBoardingPending', 'boolean');
  expectType(raw, 'completedCounter', 'number');
  const assistant = raw.googleAssistantUserV2;
  if (!isObject(assistant)) throw unexpected('googleAssistantUserV2 is not an object');
  expectType(assistant, 'shouldShowClientBanner', 'boolean', 'googleAssistantUserV2.');
  return raw as unknown as UserDetails;
}

const objectOr = <T extends object>(value: unknown, fallback: T): T => (isObject(value) ? { ...fallback, ...value } : fallback);

/** The client model of a checked answer; settings a server left out take the shared defaults. */
export function toUser(details: UserDetails): User {
  const { onBoardingPending, workspaceWhatsapp, ...rest } = details;
  return {
    ...rest,
    shouldShowOnboarding: onBoardingPending,
    workspaceWhatsapp: { isReminders: Boolean(workspaceWhatsapp?.isReminders), isUserUpdates: Boolean(workspaceWhatsapp?.isUserUpdates) },
    whatsapp: { isReminders: Boolean(details.whatsapp?.isReminders) },
    webConfig: objectOr(details.webConfig, defaultWebConfig),
    myDayConfig: objectOr(details.myDayConfig, defaultMyDayConfig),
    myDaySuggestionFilters: objectOr(details.myDaySuggestionFilters, defaultMyDaySuggestionFilters),
  };
}

/** Login experiments are kept only if each has a string name, a string group and an object of properties. */
export function checkExperiments(raw: unknown): Experiment[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((item): item is Experiment =>
    isObject(item) && typeof item.name === 'string' && typeof item.group === 'string' && isObject(item.properties));
}

/** A subscription answer: an object with its provider and expiration, which the premium rules read. */
export function checkSubscription(raw: unknown): Subscription {
  if (!isObject(raw)) throw unexpected('the subscription is not an object');
  expectType(raw, 'paymentProvider', 'string', 'subscription.');
  expectType(raw, 'serverExpirationDate', 'number', 'subscription.');
  return raw as unknown as Subscription;
}

export interface LoginAnswer {
  authToken: string;
  newUser: boolean;
  subscription: Subscription | null;
  experiments: Experiment[];
}

/** The login response of SPEC.md section 3: auth_token, new_user, latestSubscription, experiments, client_id. */
export function checkLoginResponse(raw: unknown): LoginAnswer {
  if (!isObject(raw)) throw unexpected('the login response is not an object');
  if (typeof raw.auth_token !== 'string' || raw.auth_token === '') throw unexpected('auth_token is not a string');
  return {
    authToken: raw.auth_token,
    newUser: raw.new_user === true,
    subscription: raw.latestSubscription === null || raw.latestSubscription === undefined
      ? null : checkSubscription(raw.latestSubscription),
    experiments: checkExperiments(raw.experiments),
  };
}
