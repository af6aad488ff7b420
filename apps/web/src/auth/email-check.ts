import { createStore, type StoreApi } from 'zustand/vanilla';
import { toAuthError, type AuthErrorCode } from '../api/auth-error.js';
import type { HttpClient } from '../api/http.js';

export type EmailCheckStatus =
  | 'none' | 'loading' | 'userExists' | 'userDoesNotExist'
  | 'networkUnavailable' | 'badRequest' | 'internalServerError' | 'rateLimited' | 'unknownError';

export interface EmailCheckState {
  status: EmailCheckStatus;
  /** The email last asked about; replies for any other are outdated. */
  email: string | null;
  /** The server wants a captcha on the next sign-up or log-in (use_captcha). */
  mustUseCaptcha: boolean;
  /** With 'rateLimited': the answer's Retry-After, when it sent one. */
  retryAfterSeconds?: number;
  check(email: string): Promise<void>;
  reset(): void;
}

/** SPEC.md section 5: the email-check screen only tells bad input, connectivity, server trouble and the rest apart. */
export function emailCheckErrorStatus(code: AuthErrorCode): EmailCheckStatus {
  switch (code) {
    case 'NETWORK_UNAVAILABLE': return 'networkUnavailable';
    case 'INTERNAL_SERVER_ERROR': return 'internalServerError';
    case 'FORBIDDEN':
    case 'UNAUTHORIZED':
    case 'INVALID_PARAMATER': return 'badRequest';
    default: return 'unknownError';
  }
}

/** POST /check_email: does an account exist for this email (log in) or not (sign up)? */
export function createEmailCheck(http: HttpClient): StoreApi<EmailCheckState> {
  return createStore<EmailCheckState>()((set, get) => ({
    status: 'none',
    email: null,
    mustUseCaptcha: false,
    retryAfterSeconds: undefined,

    async check(input) {
      const email = input.trim();
      set({ email, status: 'loading' });
      let status: EmailCheckStatus;
      let mustUseCaptcha = get().mustUseCaptcha;
      let retryAfterSeconds: number | undefined;
      try {
        const answer = await http.request('POST', '/check_email', { email });
        const reply = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
        if (typeof reply.user_exists !== 'boolean') throw new Error('The email check answered without user_exists');
        status = reply.user_exists ? 'userExists' : 'userDoesNotExist';
        mustUseCaptcha = reply.use_captcha === true;
      } catch (error) {
        const failure = toAuthError(error);
        // A 429 is not "something went wrong": the screen says when to try again.
        status = failure.status === 429 ? 'rateLimited' : emailCheckErrorStatus(failure.code);
        retryAfterSeconds = failure.retryAfterSeconds;
      }
      // The person may have typed on while the call ran; only the reply for the current email counts.
      if (get().email !== email) return;
      set({ status, mustUseCaptcha, retryAfterSeconds });
    },

    reset: () => set({ status: 'none', email: null, mustUseCaptcha: false, retryAfterSeconds: undefined }),
  }));
}
