import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HttpClient } from '../api/http.js';

export type ForgotPasswordStatus = 'none' | 'loading' | 'success' | 'networkError';

export interface ForgotPasswordState {
  status: ForgotPasswordStatus;
  send(email: string): Promise<void>;
  reset(): void;
}

/**
 * POST /send-forgot-password-email. The server answers 200 whether or not the account exists, so the screen has
 * nothing to tell apart: any failure becomes the network error state (SPEC.md section 5).
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
      } catch {
        set({ status: 'networkError' });
      }
    },
    reset: () => set({ status: 'none' }),
  }));
}
