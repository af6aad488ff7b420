import { createStore, type StoreApi } from 'zustand/vanilla';
import { toAuthError } from '../api/auth-error.js';
import type { HttpClient } from '../api/http.js';

export type ForgotPasswordStatus = 'none' | 'loading' | 'success' | 'networkError' | 'rateLimited';

export interface ForgotPasswordState {
  status: ForgotPasswordStatus;
  /** With 'rateLimited': the answer's Retry-After, when it sent one. */
  retryAfterSeconds?: number;
  send(email: string): Promise<void>;
  reset(): void;
}

/**
 * POST /send-forgot-password-email. The server answers 200 whether or not the account exists, so the screen has
 * nothing to tell apart: any failure becomes the network error state (SPEC.md section 5), except a 429, whose
 * screen says when to try again.
 */
export function createForgotPassword(http: HttpClient): StoreApi<ForgotPasswordState> {
  return createStore<ForgotPasswordState>()((set, get) => ({
    status: 'none',
    async send(email) {
      if (get().status === 'loading') return;
      set({ status: 'loading' });
      try {
        await http.request('POST', '/send-forgot-password-email', { email: email.trim() });
        set({ status: 'success' });
      } catch (error) {
        const failure = toAuthError(error);
        set(failure.status === 429
          ? { status: 'rateLimited', retryAfterSeconds: failure.retryAfterSeconds }
          : { status: 'networkError' });
      }
    },
    reset: () => set({ status: 'none' }),
  }));
}
