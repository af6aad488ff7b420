import type { Experiment, Subscription } from '@taskhub/domain';
import type { AuthErrorCode } from '../api/auth-error.js';
import type { HttpClient } from '../api/http.js';
import type { AuthEvents } from './events.js';
import type { AuthStatus } from './status.js';
import type { TokenStorage } from './token-storage.js';
import type { User } from './user.js';

/** The three states of the auth session (SPEC.md section 4). */
export type SessionState = 'loggedOut' | 'inProgress' | 'loggedIn';

/** What an action did: 'ignored' when another action was still pending, so the server was not called. */
export type ActionResult = 'done' | 'failed' | 'ignored';

/** The last error raised, for screens that show the server's message or pick one by its code. */
export interface AuthErrorInfo {
  code: AuthErrorCode;
  message: string;
  serverCode?: string;
  /** A rate-limited call's Retry-After, for "try again in N minutes". */
  retryAfterSeconds?: number;
}

export interface AuthData {
  token: string | null;
  user: User | null;
  subscription: Subscription | null;
  experiments: Experiment[];
  /** new_user of the last login response: the account was made by this login. */
  isNewUser: boolean;
  session: SessionState;
  status: AuthStatus;
  /** An action is running; others are ignored until it ends. */
  pending: boolean;
  lastError: AuthErrorInfo | null;
}

export interface CaptchaAnswer {
  token: string;
  siteKey?: string;
  action?: string;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  captcha?: CaptchaAnswer;
}

export interface LogInInput {
  email: string;
  password: string;
  captcha?: CaptchaAnswer;
}

export interface AuthActions {
  signUp(input: SignUpInput): Promise<ActionResult>;
  logIn(input: LogInInput): Promise<ActionResult>;
  googleLogIn(accessToken: string): Promise<ActionResult>;
  facebookLogIn(accessToken: string): Promise<ActionResult>;
  /** Signs in with the one-minute code the Apple return hands over in the start page address (?login_token=). */
  loginWithCode(code: string, verifier: string): Promise<ActionResult>;
  refreshUser(): Promise<ActionResult>;
  fetchSubscription(): Promise<ActionResult>;
  logout(): Promise<ActionResult>;
  deleteAccount(input: { email: string; password: string }): Promise<ActionResult>;
  /** Returns status to LOGGED_IN or NONE after a screen has shown an error. */
  resetError(): void;
  /** Replaces the user details locally (optimistic updates, flags the server confirmed) and announces the change. */
  setUser(user: User): void;
}

export type AuthState = AuthData & AuthActions;

/** What the browser supplies; tests pass fixed values. */
export interface AuthEnvironment {
  now(): number;
  clientId(): string;
  locale(): string;
  timeZone(): string;
  referrer(): string | null;
}

/** What the action modules share. */
export interface AuthContext {
  get(): AuthState;
  set(partial: Partial<AuthData>): void;
  http: HttpClient;
  events: AuthEvents;
  tokens: TokenStorage;
  env: AuthEnvironment;
}

export function initialAuthData(token: string | null): AuthData {
  return {
    token,
    user: null,
    subscription: null,
    experiments: [],
    isNewUser: false,
    session: 'loggedOut',
    status: 'NONE',
    pending: false,
    lastError: null,
  };
}
